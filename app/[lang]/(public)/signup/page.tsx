import type { Metadata } from 'next';
import { AnalyticsMeta } from '@/components/analytics/analytics-meta';
import { TrackPageView } from '@/components/analytics/track-page-view';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import type { FormState } from '@/lib/forms/form-state';
import { initialSignupValues, prefilledFields, type SignupField, type SignupQuery } from '@/components/signup/form-values';
import { SignupForm } from '@/components/signup/signup-form';
import { loadSignupLookups } from '@/components/signup/signup-lookups';
import { todayIn } from '@/lib/domain/age';
import { env } from '@/lib/env';
import { absoluteUrl, languageAlternates, localePath } from '@/lib/i18n/paths';
import { isLocale, locales, ogLocale, type Locale } from '@/lib/i18n/routing';
import { signupAction } from './actions';
import styles from './signup.module.css';

// /{lang}/signup – 'Register Now': the Emirates ID panel and the sign-up form, server-rendered
// with its dropdowns and any ?vehicleType=&startingCode=&number= prefill already in place.

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<SignupQuery> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
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
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [t, lookups, query] = await Promise.all([getTranslations({ locale: lang, namespace: 'signup' }), loadSignupLookups(lang), searchParams]);
  const initial = initialSignupValues(query, lookups.licences);
  const taken = await takenState(lang, query.taken);

  return (
    <>
      <AnalyticsMeta />
      <TrackPageView page="signup" />
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
            <SignupForm
              mode="full"
              action={signupAction}
              initial={initial}
              pinned={taken?.pinned ?? prefilledFields(initial)}
              {...(taken ? { initialState: taken.state } : {})}
              lookups={lookups}
              today={todayIn({ now: new Date() })}
            />
          </div>
        </div>
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}

/**
 * Back from the code screen after the account was refused (R§8): 'Email already exists' under the
 * e-mail; 'Emirates Id already exists' as the form's line, with the read card forgotten (its number
 * stays out of the restored draft). Everything else typed comes back from the draft.
 */
async function takenState(lang: Locale, raw: string | string[] | undefined): Promise<{ state: FormState; pinned: SignupField[] } | null> {
  const taken = Array.isArray(raw) ? raw[0] : raw;
  if (taken !== 'email' && taken !== 'emiratesId') return null;
  const t = await getTranslations({ locale: lang, namespace: 'errors.auth' });
  if (taken === 'email')
    return { state: { seq: 0, status: 'failed', errorCode: 'email_taken', fieldErrors: { email: t('email_taken') } }, pinned: [] };
  return { state: { seq: 0, status: 'failed', errorCode: 'emirates_id_taken', formError: t('emirates_id_taken') }, pinned: ['emiratesId'] };
}
