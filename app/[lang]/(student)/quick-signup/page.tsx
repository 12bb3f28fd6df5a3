import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { UserMenu } from '@/components/layout/user-menu';
import { Loading } from '@/components/ui/loading';
import { quickSignupValues } from '@/components/signup/quick-values';
import { SignupForm } from '@/components/signup/signup-form';
import { loadSignupLookups } from '@/components/signup/signup-lookups';
import { requireStudent } from '@/lib/auth/viewer';
import { todayIn } from '@/lib/domain/age';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { needsQuickSignup } from '@/lib/session';
import { getProfile } from '@/lib/upstream/profile';
import { quickSignupAction } from './actions';
import styles from './quick-signup.module.css';

// /{lang}/quick-signup – 'Completed Registration' for a pre-registered student without nationality:
// the sign-up form, prefilled from the profile, e-mail and phone prefix locked, no password.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('quickSignup');

export default async function QuickSignupPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  // The middleware's guard, checked again: only while quick sign-up is due.
  const user = await requireStudent(lang);
  if (!needsQuickSignup(user)) redirect(`/${lang}/dashboard`);

  const [t, tc] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'quickSignup' }),
    getTranslations({ locale: lang, namespace: 'common' }),
  ]);

  return (
    <>
      <SiteHeader lang={lang} actions={<UserMenu lang={lang} />} />
      <main id="main" className={styles.page}>
        <div className={`container ${styles.inner}`}>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.lead}>{t('lead', { name: user.name })}</p>
          <div className={styles.card}>
            {/* The frame renders at once; the form arrives with the profile and the lists. */}
            <Suspense fallback={<Loading label={tc('loading')} lines={6} />}>
              <QuickSignupSection lang={lang} />
            </Suspense>
          </div>
        </div>
      </main>
      <SiteFooter lang={lang} signedIn />
    </>
  );
}

async function QuickSignupSection({ lang }: { lang: Locale }) {
  const [t, lookups, profile] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'quickSignup' }),
    loadSignupLookups(lang),
    getProfile().catch(() => null),
  ]);
  if (!profile) {
    return (
      <p role="alert" className={styles.alert}>
        {t('profileFailed')}
      </p>
    );
  }
  return (
    <SignupForm
      mode="quick"
      action={quickSignupAction}
      initial={quickSignupValues(profile, lookups)}
      lookups={lookups}
      today={todayIn({ now: new Date() })}
    />
  );
}
