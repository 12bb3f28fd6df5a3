import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { UserMenu } from '@/components/layout/user-menu';
import { Link } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getQueryClient } from '@/lib/queries/get-query-client';
import { profileKeys } from '@/lib/queries/profile';
import { getProfile } from '@/lib/upstream/profile';
import type { Profile } from '@/lib/upstream/schemas/user';
import { requireStudent } from '../student-session';
import { EmailStatus } from './email-status';
import styles from '../dashboard.module.css';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';

// /{lang}/dashboard/my-account – profile basics and the e-mail verification link (D§ My Account).

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('account');

async function loadProfile(token: string): Promise<Profile | null> {
  try {
    return await getProfile({ token });
  } catch (error) {
    console.warn('[my-account] profile not loaded:', error instanceof Error ? error.message : error);
    return null;
  }
}

export default async function MyAccountPage({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const { token, user } = await requireStudent(lang, '/dashboard/my-account');
  const [t, profile] = await Promise.all([getTranslations({ locale: lang, namespace: 'account' }), loadProfile(token)]);
  const phone = profile?.phones.firstNumber;
  // Prefetched here and hydrated below: the e-mail status renders with the page, then stays fresh.
  const queryClient = getQueryClient();
  if (profile) queryClient.setQueryData(profileKeys.me(), profile);

  return (
    <>
      <SiteHeader lang={lang} actions={<UserMenu lang={lang} />} />
      <main id="main" className={styles.page}>
        <div className="container">
          <h1 className={styles.title}>{t('title')}</h1>
          <section className={styles.card} aria-labelledby="account-profile">
            <h2 id="account-profile">{t('profileTitle')}</h2>
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
          </section>
          <Link href="/dashboard" className={styles.back}>
            {t('back')}
          </Link>
        </div>
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}
