import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { loadSignupLookups } from '@/components/signup/signup-lookups';
import { requireStudent } from '@/lib/auth/viewer';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { getProfile } from '@/lib/upstream/profile';
import { attempt } from '@/lib/upstream/result';
import { EditProfileForm } from './edit-profile-form';
import styles from '../../dashboard.module.css';

// /{lang}/dashboard/profile/edit-profile – what a registered learner may change (name, e-mail,
// lecture language, branch), with the sign-up's rules. Rendered with the profile and the lists.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('account');

export default async function EditProfilePage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [, t, profile, lookups] = await Promise.all([
    requireStudent(lang),
    getTranslations({ locale: lang, namespace: 'account' }),
    attempt(() => getProfile()),
    loadSignupLookups(lang),
  ]);
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('editTitle')}</h1>
      <section className={styles.card} aria-labelledby="edit-profile">
        <h2 id="edit-profile" className="visually-hidden">
          {t('editTitle')}
        </h2>
        {!profile.ok ? (
          <p role="alert">{t('editLoadFailed')}</p>
        ) : (
          <EditProfileForm
            initial={{
              fullName: profile.value.name,
              email: profile.value.email,
              language: String(profile.value.studentDetails.language ?? ''),
              trainingBranchId: profile.value.trainingBranchId ?? '',
            }}
            languages={lookups.languages}
            branches={lookups.branches}
          />
        )}
      </section>
      <Link href="/dashboard/my-account" className={styles.back}>
        {t('back')}
      </Link>
    </DashboardFrame>
  );
}
