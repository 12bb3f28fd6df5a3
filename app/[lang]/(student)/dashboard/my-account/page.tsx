import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Loading } from '@/components/ui/loading';
import type { SessionUser } from '@/lib/session';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getQueryClient } from '@/lib/queries/get-query-client';
import { profileKeys } from '@/lib/queries/profile';
import { getProfile } from '@/lib/upstream/profile';
import type { Profile } from '@/lib/upstream/schemas/user';
import { requireStudent } from '@/lib/auth/viewer';
import { EmailStatus } from './email-status';
import styles from '../dashboard.module.css';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';

// /{lang}/dashboard/my-account – profile basics and the e-mail verification link (D§ My Account).

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('account');

async function loadProfile(): Promise<Profile | null> {
  try {
    return await getProfile();
  } catch (error) {
    console.warn('[my-account] profile not loaded:', error instanceof Error ? error.message : error);
    return null;
  }
}

export default async function MyAccountPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [user, t, tc, tr] = await Promise.all([
    requireStudent(lang),
    getTranslations({ locale: lang, namespace: 'account' }),
    getTranslations({ locale: lang, namespace: 'common' }),
    getTranslations({ locale: lang, namespace: 'referral' }),
  ]);

  // The frame renders at once; the profile streams in when the API answers (a slow API never means a blank tab).
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('title')}</h1>
      <section className={styles.card} aria-labelledby="account-profile">
        <h2 id="account-profile">{t('profileTitle')}</h2>
        <Suspense fallback={<Loading label={tc('loading')} />}>
          <AccountDetails lang={lang} user={user} />
        </Suspense>
      </section>
      <Link href="/dashboard/profile/edit-profile" className={styles.cardLink}>
        {t('edit')}
      </Link>{' '}
      <Link href={`/dashboard/my-referral-report/${encodeURIComponent(user.id)}`} className={styles.cardLink}>
        {tr('link')}
      </Link>{' '}
      <Link href="/dashboard" className={styles.back}>
        {t('back')}
      </Link>
    </DashboardFrame>
  );
}

async function AccountDetails({ lang, user }: { lang: Locale; user: SessionUser }) {
  const [t, profile] = await Promise.all([getTranslations({ locale: lang, namespace: 'account' }), loadProfile()]);
  const phone = profile?.phones.firstNumber;
  // Prefetched here and hydrated below: the e-mail status renders with the page, then stays fresh.
  const queryClient = getQueryClient();
  if (profile) queryClient.setQueryData(profileKeys.me(), profile);
  return (
    <>
      {profile ? null : (
        <p role="alert" className={styles.lead}>
          {t('profileFailed')}
        </p>
      )}
      <dl className={styles.list}>
        <dt>{t('name')}</dt>
        <dd>{profile?.name ?? user.name}</dd>
        {user.studentId ? (
          <>
            <dt>{t('studentId')}</dt>
            <dd>
              <bdi dir="ltr">{user.studentId}</bdi>
            </dd>
          </>
        ) : null}
        {phone ? (
          <>
            <dt>{t('phone')}</dt>
            <dd>
              <bdi dir="ltr">{`+${phone.countryCode} ${phone.startingCode} ${phone.number}`}</bdi>
            </dd>
          </>
        ) : null}
        <HydrationBoundary state={dehydrate(queryClient)}>
          <EmailStatus fallbackEmail={user.email} />
        </HydrationBoundary>
      </dl>
    </>
  );
}
