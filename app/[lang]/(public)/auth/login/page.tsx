import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { env } from '@/lib/env';
import { safeReturnTo } from '@/lib/i18n/guard';
import { getPathname } from '@/lib/i18n/navigation';
import { absoluteUrl, languageAlternates } from '@/lib/i18n/paths';
import { routing } from '@/lib/i18n/routing';
import { OtpLoginForm } from './otp-login-form';
import { PasswordLoginForm } from './password-login-form';
import styles from '../auth.module.css';

// /{lang}/auth/login – username and password, or 'Login with OTP' (?mode=otp). A logged-in
// visitor never gets here (middleware sends them to the dashboard).

type Query = { returnTo?: string | string[]; mode?: string | string[] };
type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Query> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'login' });
  return {
    title: t('metaTitle'),
    description: t('lead'),
    alternates: { canonical: absoluteUrl(env.SITE_URL, lang, '/auth/login'), languages: languageAlternates(env.SITE_URL, '/auth/login') },
  };
}

export default async function LoginPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const [t, query] = await Promise.all([getTranslations({ locale: lang, namespace: 'login' }), searchParams]);
  const returnTo = safeReturnTo(first(query.returnTo));
  const mode = first(query.mode) === 'otp' ? 'otp' : 'password';
  const keep: Record<string, string> = returnTo ? { returnTo } : {};
  // Plain links built on the server: the login page ships no client router link code (budget).
  const href = (pathname: string, query: Record<string, string> = {}) => getPathname({ href: { pathname, query }, locale: lang });

  return (
    <>
      <SiteHeader lang={lang} />
      <main id="main" className={styles.page}>
        <div className="container">
          <div className={styles.card}>
            <h1 className={styles.title}>{t('title')}</h1>
            <p className={styles.lead}>{t('lead')}</p>
            <nav aria-label={t('modesLabel')} className={styles.modes}>
              <a href={href('/auth/login', keep)} className={styles.mode} aria-current={mode === 'password' ? 'page' : undefined}>
                {t('withPassword')}
              </a>
              <a href={href('/auth/login', { ...keep, mode: 'otp' })} className={styles.mode} aria-current={mode === 'otp' ? 'page' : undefined}>
                {t('withOtp')}
              </a>
            </nav>
            {mode === 'otp' ? (
              <OtpLoginForm returnTo={returnTo} />
            ) : (
              <PasswordLoginForm returnTo={returnTo} forgotHref={href('/auth/forgot-password')} />
            )}
            <p className={styles.footer}>
              {t('noAccount')} <a href={href('/signup')}>{t('register')}</a>
            </p>
          </div>
        </div>
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}
