import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { todayIn } from '@/lib/domain/age';
import { env } from '@/lib/env';
import { absoluteUrl, languageAlternates, localePath } from '@/lib/i18n/paths';
import { locales, ogLocale, routing } from '@/lib/i18n/routing';
import { initialSignupValues, type SignupQuery } from '@/components/signup/form-values';
import { SignupForm } from './signup-form';
import { loadSignupLookups } from '@/components/signup/signup-lookups';
import styles from './signup.module.css';

// /{lang}/signup – 'Register Now': the Emirates ID panel and the sign-up form, server-rendered
// with its dropdowns and any ?vehicleType=&startingCode=&number= prefill already in place.

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<SignupQuery> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'signup' });
  const url = absoluteUrl(env.SITE_URL, lang, '/signup');
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    // The prefill query makes variants of one page: they all point at the bare URL.
    alternates: { canonical: url, languages: languageAlternates(env.SITE_URL, '/signup') },
    openGraph: {
      type: 'website',
      url,
      title: t('metaTitle'),
      description: t('metaDescription'),
      locale: ogLocale[lang],
      alternateLocale: locales.filter((l) => l !== lang).map((l) => ogLocale[l]),
    },
    robots: { index: true, follow: true },
  };
}

export default async function SignupPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const [t, lookups, query] = await Promise.all([getTranslations({ locale: lang, namespace: 'signup' }), loadSignupLookups(lang), searchParams]);
  const initial = initialSignupValues(query, lookups.licences);

  return (
    <>
      <SiteHeader lang={lang} />
      <main id="main" className={styles.page}>
        <div className={`container ${styles.inner}`}>
          <div className={styles.header}>
            <h1 className={styles.title}>{t('title')}</h1>
            <p>
              {t('haveAccount')}{' '}
              <a className={styles.loginLink} href={localePath(lang, '/auth/login')}>
                {t('login')}
              </a>
            </p>
            <p className={styles.lead}>{t('lead')}</p>
          </div>
          <div className={styles.card}>
            <SignupForm initial={initial} lookups={lookups} today={todayIn({ now: new Date() })} />
          </div>
        </div>
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}
