import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { CheckIcon } from '@/components/layout/icons';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { StudentHeaderActions } from '@/components/layout/student-header-actions';
import { Loading } from '@/components/ui/loading';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { localePath } from '@/lib/i18n/paths';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { loadRegistration } from '@/lib/onboarding/registration';
import styles from '../onboard/onboard.module.css';

// /{lang}/signup/thank-you – the end of registration (R§2): congratulations, 'your account has been
// registered successfully' and Back to Home, which opens the dashboard with a freshly read profile.
// A learner who has not finished is sent back to the wizard.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('thankYou');

export default async function ThankYouPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'onboard' });
  return (
    <>
      <SiteHeader lang={lang} actions={<StudentHeaderActions lang={lang} />} />
      <main id="main" className={styles.page}>
        <div className={`container ${styles.inner}`}>
          <Suspense fallback={<Loading label={t('fetching')} lines={2} />}>
            <Finished lang={lang} />
          </Suspense>
        </div>
      </main>
      <SiteFooter lang={lang} signedIn />
    </>
  );
}

async function Finished({ lang }: { lang: Locale }) {
  const t = await getTranslations({ locale: lang, namespace: 'thankYou' });
  // A profile that cannot be read does not hide the good news: the learner got here from the wizard.
  const reg = await loadRegistration().catch(() => null);
  if (reg && reg.step < 4) redirect(localePath(lang, '/signup/onboard'));
  return (
    <section className={styles.done} aria-labelledby="thank-you-title">
      <span className={styles.doneIcon} aria-hidden="true">
        <CheckIcon size={32} />
      </span>
      <h1 id="thank-you-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.lead}>{t('registered')}</p>
      <a className={styles.home} href={localePath(lang, '/dashboard')}>
        {t('backHome')}
      </a>
    </section>
  );
}
