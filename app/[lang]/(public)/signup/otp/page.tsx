import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { localePath } from '@/lib/i18n/paths';
import { routing } from '@/lib/i18n/routing';
import { readSession } from '@/lib/session';
import { pendingView } from '@/app/api/auth/otp/pending';
import { OtpForm } from './otp-form';
import styles from '../signup.module.css';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';

// /{lang}/signup/otp – 'Verify your mobile number'. The pending verification (masked number,
// when the code went out) is read from the session on the server; the reset token never leaves it.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('otp');

export default async function SignupOtpPage({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const [t, session] = await Promise.all([getTranslations({ locale: lang, namespace: 'otp' }), readSession()]);
  const verify =
    session.verify && (session.verify.purpose === 'signup' || session.verify.purpose === 'quick-signup') ? pendingView(session.verify) : null;

  return (
    <>
      <SiteHeader lang={lang} />
      <main id="main" className={styles.page}>
        <div className={`container ${styles.inner}`}>
          <div className={`${styles.card} ${styles.otpCard}`}>
            <h1 className={styles.title}>{t('title')}</h1>
            <p className={styles.otpLead}>
              {verify ? t.rich('sentTo', { phone: verify.phoneMasked, num: (chunks) => <bdi dir="ltr">{chunks}</bdi> }) : t('sentToUnknown')}
            </p>
            {verify ? null : <p role="status">{t('noPending')}</p>}
            <OtpForm sentAt={verify?.sentAt ?? null} />
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
