import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArrowForwardIcon } from '@/components/layout/icons';
import { RuntimeFree } from '@/components/layout/runtime-free';
import { SiteHeader } from '@/components/layout/site-header';
import { viewer } from '@/lib/auth/viewer';
import { SiteFooter } from '@/components/layout/site-footer';
import { env } from '@/lib/env';
import { absoluteUrl, languageAlternates, localePath } from '@/lib/i18n/paths';
import { isLocale, locales, ogLocale, type Locale } from '@/lib/i18n/routing';
import { listRegistrableLicenseTypes } from '@/lib/upstream/lookups-public';
import type { LicenseType } from '@/lib/upstream/schemas/lookups';
import { drivingSchoolJsonLd, serializeJsonLd } from './_landing/json-ld';
import { LicenceIcon } from './_landing/licence-icon';
import styles from './_landing/landing.module.css';

// /{lang} – the public landing page: indexable, no client JS of its own, rendered per request (a
// nonce for the strict CSP, and a header that knows who is logged in) from a cached licence list.
// For a visitor who is not logged in it is delivered without Next's runtime at all (RuntimeFree).
// Links are plain <a>: no NextIntlClientProvider on this page.

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'meta' });
  const url = absoluteUrl(env.SITE_URL, lang);
  return {
    title: { absolute: t('title') },
    description: t('description'),
    alternates: { canonical: url, languages: languageAlternates(env.SITE_URL) },
    openGraph: {
      type: 'website',
      url,
      siteName: t('siteName'),
      title: t('title'),
      description: t('description'),
      locale: ogLocale[lang],
      alternateLocale: locales.filter((l) => l !== lang).map((l) => ogLocale[l]),
      images: [{ url: '/og-image.png', width: 1200, height: 630, alt: t('siteName') }],
    },
    twitter: { card: 'summary_large_image', title: t('title'), description: t('description'), images: ['/og-image.png'] },
    robots: { index: true, follow: true },
  };
}

export default async function LandingPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);

  const [t, tMeta, licences, user] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'landing' }),
    getTranslations({ locale: lang, namespace: 'meta' }),
    listRegistrableLicenseTypes(),
    viewer(),
  ]);
  const signup = localePath(lang, '/signup');
  const registerHref = (id: string) => localePath(lang, '/signup', { vehicleType: id });

  const jsonLd = drivingSchoolJsonLd({
    url: absoluteUrl(env.SITE_URL, lang),
    logoUrl: new URL('/logo.svg', env.SITE_URL).toString(),
    imageUrl: new URL('/og-image.png', env.SITE_URL).toString(),
    name: tMeta('siteName'),
    description: tMeta('description'),
    lang,
    catalogName: t('licencesTitle'),
    offers: (licences ?? []).map((l) => ({ name: l.name[lang], url: new URL(registerHref(l._id), env.SITE_URL).toString() })),
  });

  const steps = [
    { title: t('step1Title'), text: t('step1Text') },
    { title: t('step2Title'), text: t('step2Text') },
    { title: t('step3Title'), text: t('step3Text') },
  ];

  return (
    <>
      {/* A visitor who is not logged in has only links here: the page goes out as plain HTML. */}
      {user ? null : <RuntimeFree />}
      <SiteHeader lang={lang} path={`/${lang}`} />
      <main id="main">
        <section className={styles.hero} aria-labelledby="hero-title">
          <div className={`container ${styles.heroInner}`}>
            <div className={styles.heroText}>
              <p className={styles.eyebrow}>{t('heroEyebrow')}</p>
              <h1 id="hero-title" className={styles.heroTitle}>
                {t('heroTitle')}
              </h1>
              <p className={styles.heroLead}>{t('heroLead')}</p>
              <div className={styles.heroActions}>
                <a className={styles.primary} href={licences?.length ? '#licences' : signup}>
                  {t('heroCta')}
                  <ArrowForwardIcon />
                </a>
                {/* A logged-in student is offered the dashboard, not 'I already have an account'. */}
                <a className={styles.secondary} href={localePath(lang, user ? '/dashboard' : '/auth/login')}>
                  {user ? t('heroDashboard') : t('heroSecondary')}
                </a>
              </div>
            </div>
            <RoadArt className={styles.heroArt} />
          </div>
        </section>

        <section id="licences" className={styles.section} aria-labelledby="licences-title">
          <div className="container">
            <h2 id="licences-title" className={styles.sectionTitle}>
              {t('licencesTitle')}
            </h2>
            <p className={styles.sectionLead}>{t('licencesLead')}</p>
            {licences && licences.length > 0 ? (
              <ul className={styles.cards}>
                {licences.map((licence) => (
                  <LicenceCard key={licence._id} licence={licence} lang={lang} href={registerHref(licence._id)} />
                ))}
              </ul>
            ) : (
              <div className={styles.unavailable}>
                <p>{t('licencesUnavailable')}</p>
                <a className={styles.primary} href={signup}>
                  {t('registerFor')}
                  <ArrowForwardIcon />
                </a>
              </div>
            )}
          </div>
        </section>

        <section className={`${styles.section} ${styles.how}`} aria-labelledby="how-title">
          <div className="container">
            <h2 id="how-title" className={styles.sectionTitle}>
              {t('howTitle')}
            </h2>
            <ol className={styles.steps}>
              {steps.map((step, index) => (
                <li key={step.title} className={styles.step}>
                  <span className={styles.stepNumber} aria-hidden="true">
                    {(index + 1).toLocaleString(lang === 'ar' ? 'ar-AE' : 'en-AE')}
                  </span>
                  <h3 className={styles.stepTitle}>{step.title}</h3>
                  <p className={styles.stepText}>{step.text}</p>
                </li>
              ))}
            </ol>
            <p className={styles.theory}>
              {/* A route handler that redirects off-site: a plain link, no client navigation or prefetch. */}
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
              <a href="/theorytest">
                {t('theoryTest')}
                <ArrowForwardIcon size={16} />
              </a>
            </p>
          </div>
        </section>
      </main>
      <SiteFooter lang={lang} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
    </>
  );
}

async function LicenceCard({ licence, lang, href }: { licence: LicenseType; lang: Locale; href: string }) {
  const t = await getTranslations({ locale: lang, namespace: 'landing' });
  const name = licence.name[lang] || licence.name.en;
  return (
    <li className={styles.card}>
      <span className={styles.cardIcon}>
        <LicenceIcon licence={licence} />
      </span>
      <h3 className={styles.cardTitle}>{name}</h3>
      {licence.gearTypes.length > 0 ? (
        <ul className={styles.tags}>
          {licence.gearTypes.map((gear) => (
            <li key={gear} className={styles.tag}>
              {gear === 'automatic' ? t('gearAutomatic') : t('gearManual')}
            </li>
          ))}
        </ul>
      ) : null}
      <a className={styles.cardLink} href={href} aria-label={t('registerForLabel', { licence: name })}>
        {t('registerFor')}
        <ArrowForwardIcon size={16} />
      </a>
    </li>
  );
}

function RoadArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 280" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="road-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e8f1fb" />
          <stop offset="1" stopColor="#cfe1f5" />
        </linearGradient>
      </defs>
      <rect width="320" height="280" rx="28" fill="url(#road-sky)" />
      <circle cx="252" cy="62" r="26" fill="#ffc629" opacity=".9" />
      <path d="M0 200 Q80 150 160 170 T320 150 V280 H0Z" fill="#b9d3ee" />
      <path d="M118 280 L150 130 H170 L202 280Z" fill="#30435f" />
      <path d="M160 140v14M160 170v20M160 208v28M160 252v28" stroke="#ffc629" strokeWidth="5" strokeLinecap="round" />
      <g transform="translate(176 196)">
        <rect x="0" y="14" width="76" height="26" rx="9" fill="#0b5cab" />
        <path d="M12 14 L22 0 H54 L66 14Z" fill="#084a8a" />
        <path d="M26 4 H50 L57 13 H21Z" fill="#e8f1fb" />
        <circle cx="18" cy="41" r="8" fill="#14213d" />
        <circle cx="58" cy="41" r="8" fill="#14213d" />
        <circle cx="18" cy="41" r="3" fill="#d8e1ec" />
        <circle cx="58" cy="41" r="3" fill="#d8e1ec" />
      </g>
    </svg>
  );
}
