import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AnalyticsMeta } from '@/components/analytics/analytics-meta';
import { TrackPageView } from '@/components/analytics/track-page-view';
import { notFound } from 'next/navigation';
import { CodeStep } from '@/components/auth/code-step';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { COUNTDOWN_KEYS } from '@/components/auth/countdown-keys';
import { pendingCode } from '@/lib/auth/viewer';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { localePath } from '@/lib/i18n/paths';
import { isLocale } from '@/lib/i18n/routing';
import { verifySignupCodeAction } from '../actions';
import styles from '../signup.module.css';

// /{lang}/signup/otp – 'Verify your mobile number'. The pending verification (masked number, when
// the code went out) is read from the session; the reset token never leaves it. Without a sign-up
// in progress there is one state: a way back to sign-up.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('otp');

export default async function SignupOtpPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [t, verify] = await Promise.all([getTranslations({ locale: lang, namespace: 'otp' }), pendingCode('signup')]);

  return (
    <>
      <AnalyticsMeta />
      <TrackPageView page="signup_otp" />
      <SiteHeader lang={lang} />
      <main id="main" className={styles.page}>
        <div className={`container ${styles.inner}`}>
          <div className={`${styles.card} ${styles.otpCard}`}>
            <h1 className={styles.title}>{t('title')}</h1>
            {verify ? (
              <>
                <p className={styles.otpLead}>{t.rich('sentTo', { phone: verify.phoneMasked, num: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}</p>
                <CodeStep
                  action={verifySignupCodeAction}
                  label={t('codeLabel')}
                  submitLabel={t('verify')}
                  countdownKey={COUNTDOWN_KEYS.signup}
                  sentAt={verify.sentAt}
                  resendIn={verify.resendIn}
                  flow="signup"
                  accountLinks={{
                    login: localePath(lang, '/auth/login'),
                    reset: localePath(lang, '/auth/forgot-password'),
                    signup: localePath(lang, '/signup'),
                  }}
                />
              </>
            ) : (
              <p role="status" className={styles.otpLead}>
                {t('noPending')}
              </p>
            )}
            <a className={styles.back} href={localePath(lang, '/signup')}>
              {t('back')}
            </a>
          </div>
        </div>
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}
