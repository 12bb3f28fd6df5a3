import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { UserMenu } from '@/components/layout/user-menu';
import { loginPath } from '@/lib/i18n/guard';
import { isLocale } from '@/lib/i18n/routing';
import { viewer } from '@/lib/auth/viewer';
import { VerifyEmailClient } from './verify-email-client';
import styles from './verify-email.module.css';

// /{lang}/verify-email/{id}?verifyToken=… – the link from the verification e-mail.

type Props = { params: Promise<{ lang: string; id: string }>; searchParams: Promise<{ verifyToken?: string | string[] }> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'verifyEmail' });
  // The address carries a secret: never indexed, never sent on as a referrer.
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export default async function VerifyEmailPage({ params, searchParams }: Props) {
  const { lang, id } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const { verifyToken: raw } = await searchParams;
  const verifyToken = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  if (!(await viewer())) {
    // R§2: a visitor who is not logged in logs in first and comes back to this very link.
    const query = verifyToken ? `?verifyToken=${encodeURIComponent(verifyToken)}` : '';
    redirect(loginPath(lang, `/${lang}/verify-email/${encodeURIComponent(id)}${query}`));
  }
  const t = await getTranslations({ locale: lang, namespace: 'verifyEmail' });
  const failed = (await getTranslations({ locale: lang, namespace: 'errors.auth' }))('email_verification_failed');
  return (
    <>
      <SiteHeader lang={lang} actions={<UserMenu lang={lang} />} />
      <main id="main" className={styles.page}>
        <div className="container">
          <div className={styles.card}>
            <h1 className={styles.title}>{t('title')}</h1>
            <p className={styles.lead}>{t('lead')}</p>
            <VerifyEmailClient id={id} verifyToken={verifyToken} failedText={failed} />
          </div>
        </div>
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}
