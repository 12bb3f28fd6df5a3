import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { localePath } from '@/lib/i18n/paths';
import { isLocale } from '@/lib/i18n/routing';
import { ForgotPasswordForm } from './forgot-password-form';
import styles from '../auth.module.css';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';

// /{lang}/auth/forgot-password – the mobile number; a code goes out and the reset screen follows.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('forgotPassword', { follow: true });

export default async function ForgotPasswordPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'forgotPassword' });
  return (
    <>
      <SiteHeader lang={lang} />
      <main id="main" className={styles.page}>
        <div className="container">
          <div className={styles.card}>
            <h1 className={styles.title}>{t('title')}</h1>
            <p className={styles.lead}>{t('lead')}</p>
            <ForgotPasswordForm />
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
