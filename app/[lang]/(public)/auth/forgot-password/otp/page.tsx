import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { maskPhone } from '@/app/api/auth/otp/pending';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Link } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { readSession } from '@/lib/session';
import { ResetPasswordForm } from './reset-password-form';
import styles from '../../auth.module.css';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';

// /{lang}/auth/forgot-password/otp – the code and a new password, for the reset the session holds.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('resetPassword');

export default async function ResetPasswordPage({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const [t, session] = await Promise.all([getTranslations({ locale: lang, namespace: 'resetPassword' }), readSession()]);
  const pending = session.verify?.purpose === 'forgot-password' ? session.verify : null;

  return (
    <>
      <SiteHeader lang={lang} />
      <main id="main" className={styles.page}>
        <div className="container">
          <div className={styles.card}>
            <h1 className={styles.title}>{t('title')}</h1>
            <ResetPasswordForm phoneMasked={pending ? maskPhone(pending.phoneNumber) : null} />
            <p className={styles.footer}>
              <Link href="/auth/login">{t('backToLogin')}</Link>
            </p>
          </div>
        </div>
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}
