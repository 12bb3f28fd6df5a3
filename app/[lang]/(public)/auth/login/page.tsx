import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { pendingCode } from '@/lib/auth/viewer';
import { env } from '@/lib/env';
import { loginPath, safeReturnTo } from '@/lib/i18n/guard';
import { absoluteUrl, localePath, languageAlternates } from '@/lib/i18n/paths';
import { isLocale } from '@/lib/i18n/routing';
import { OtpLoginForm } from './otp-login-form';
import { PasswordLoginForm } from './password-login-form';
import styles from '../auth.module.css';
import ui from '@/components/auth/auth-ui.module.css';

// /{lang}/auth/login – username and password, or 'Login with OTP' (?mode=otp, then ?step=code once a
// code went out; ?reset=done after a password reset). A logged-in visitor never gets here.

type Query = {
  returnTo?: string | string[];
  mode?: string | string[];
  step?: string | string[];
  reset?: string | string[];
  reason?: string | string[];
};
type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Query> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'login' });
  return {
    title: t('metaTitle'),
    description: t('lead'),
    alternates: { canonical: absoluteUrl(env.SITE_URL, lang, '/auth/login'), languages: languageAlternates(env.SITE_URL, '/auth/login') },
  };
}

export default async function LoginPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [t, tr, query, waiting] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'login' }),
    getTranslations({ locale: lang, namespace: 'resetPassword' }),
    searchParams,
    pendingCode('login-otp'),
  ]);
  const returnTo = safeReturnTo(first(query.returnTo));
  const mode = first(query.mode) === 'otp' ? 'otp' : 'password';
  // The address says which step (a reload keeps it); the session holds the code's data.
  const codeWaiting = mode === 'otp' && first(query.step) === 'code' ? waiting : null;
  const resetDone = first(query.reset) === 'done';
  // R§8: a learner sent here after 'User has already done payment' reads why.
  const alreadyPaid = first(query.reason) === 'paid';

  return (
    <>
      <SiteHeader lang={lang} />
      <main id="main" className={styles.page}>
        <div className="container">
          <div className={styles.card}>
            <h1 className={styles.title}>{t('title')}</h1>
            <p className={styles.lead}>{t('lead')}</p>
            {alreadyPaid ? (
              <p role="alert" className={ui.alert}>
                {t('alreadyPaid')}
              </p>
            ) : null}
            {resetDone ? (
              <p role="status" className={ui.status}>
                {tr('done')}
              </p>
            ) : null}
            <nav aria-label={t('modesLabel')} className={styles.modes}>
              <a href={loginPath(lang, returnTo)} className={styles.mode} aria-current={mode === 'password' ? 'page' : undefined}>
                {t('withPassword')}
              </a>
              <a href={loginPath(lang, returnTo, { mode: 'otp' })} className={styles.mode} aria-current={mode === 'otp' ? 'page' : undefined}>
                {t('withOtp')}
              </a>
            </nav>
            {mode === 'otp' ? (
              <OtpLoginForm
                returnTo={returnTo}
                pending={codeWaiting ? { phoneMasked: codeWaiting.phoneMasked, sentAt: codeWaiting.sentAt, resendIn: codeWaiting.resendIn } : null}
                changeNumberHref={loginPath(lang, returnTo, { mode: 'otp' })}
              />
            ) : (
              <PasswordLoginForm
                returnTo={returnTo}
                forgotHref={localePath(lang, '/auth/forgot-password')}
                otpHref={loginPath(lang, returnTo, { mode: 'otp' })}
              />
            )}
            <p className={styles.footer}>
              {t('noAccount')} <a href={localePath(lang, '/signup')}>{t('register')}</a>
            </p>
          </div>
        </div>
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}
