import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { loadSignupLookups } from '@/components/signup/signup-lookups';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { UserMenu } from '@/components/layout/user-menu';
import { todayIn } from '@/lib/domain/age';
import { loginPath } from '@/lib/i18n/guard';
import { routing } from '@/lib/i18n/routing';
import { isLoggedIn, needsQuickSignup, readSession } from '@/lib/session';
import { getProfile } from '@/lib/upstream/profile';
import { QuickSignupForm } from './quick-signup-form';
import { initialQuickValues } from './quick-values';
import styles from './quick-signup.module.css';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';

// /{lang}/quick-signup – 'Completed Registration' for a pre-registered student without nationality.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('quickSignup');

export default async function QuickSignupPage({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  // The middleware's guard, checked again: logged in, and only while quick sign-up is due.
  const session = await readSession();
  if (!isLoggedIn(session)) redirect(loginPath(lang, `/${lang}/quick-signup`));
  if (!needsQuickSignup(session.user)) redirect(`/${lang}/dashboard`);

  const [t, lookups, profile] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'quickSignup' }),
    loadSignupLookups(lang),
    getProfile({ token: session.token }).catch(() => null),
  ]);

  return (
    <>
      <SiteHeader lang={lang} actions={<UserMenu lang={lang} />} />
      <main id="main" className={styles.page}>
        <div className={`container ${styles.inner}`}>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.lead}>{t('lead', { name: session.user.name })}</p>
          <div className={styles.card}>
            {profile ? (
              <QuickSignupForm initial={initialQuickValues(profile, lookups)} lookups={lookups} today={todayIn({ now: new Date() })} />
            ) : (
              <p role="alert" className={styles.alert}>
                {t('profileFailed')}
              </p>
            )}
          </div>
        </div>
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}
