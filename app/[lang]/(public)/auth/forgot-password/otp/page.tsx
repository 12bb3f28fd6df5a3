import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { pendingCode } from '@/lib/auth/viewer';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { localePath } from '@/lib/i18n/paths';
import { isLocale } from '@/lib/i18n/routing';
import { ResetPasswordForm } from './reset-password-form';
import styles from '../../auth.module.css';

// /{lang}/auth/forgot-password/otp – the code and a new password, for the reset the session holds.
// Without one: a single state, with the way back to request a code.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('resetPassword');

export default async function ResetPasswordPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [t, pending] = await Promise.all([getTranslations({ locale: lang, namespace: 'resetPassword' }), pendingCode('forgot-password')]);

  return (
    <>
      <SiteHeader lang={lang} />
      <main id="main" className={styles.page}>
        <div className="container">
          <div className={styles.card}>
            <h1 className={styles.title}>{t('title')}</h1>
            {pending ? (
              <ResetPasswordForm phoneMasked={pending.phoneMasked} sentAt={pending.sentAt} resendIn={pending.resendIn} />
            ) : (
              <p role="status" className={styles.lead}>
                {t('noPending')} <a href={localePath(lang, '/auth/forgot-password')}>{t('requestNew')}</a>
              </p>
            )}
            <p className={styles.footer}>
              <a href={localePath(lang, '/auth/login')}>{t('backToLogin')}</a>
            </p>
          </div>
        </div>
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}
