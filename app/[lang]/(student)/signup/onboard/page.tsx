import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { requireStudent } from '@/lib/auth/viewer';
import { isLocale } from '@/lib/i18n/routing';
import styles from './onboard.module.css';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';

// /{lang}/signup/onboard – where the onboarding wizard will live. For now it greets the student
// by name (from the session) and lists the four steps. The middleware guards it; so does this.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('onboard');

const STEPS = ['personal', 'course', 'plan', 'payment'] as const;

export default async function OnboardPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [user, t] = await Promise.all([requireStudent(lang), getTranslations({ locale: lang, namespace: 'onboard' })]);
  const name = user.name;

  return (
    <>
      <SiteHeader lang={lang} />
      <main id="main" className={styles.page}>
        <div className={`container ${styles.inner}`}>
          <h1 className={styles.title}>{t('welcome', { name })}</h1>
          <p className={styles.lead}>{t('lead')}</p>
          <h2 className={styles.stepsTitle}>{t('stepsTitle')}</h2>
          <ol className={styles.steps}>
            {STEPS.map((step, index) => (
              <li key={step} className={styles.step} aria-current={index === 0 ? 'step' : undefined}>
                <span className={styles.number} aria-hidden="true">
                  {(index + 1).toLocaleString(lang === 'ar' ? 'ar-AE' : 'en-AE')}
                </span>
                {t(`steps.${step}`)}
              </li>
            ))}
          </ol>
        </div>
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}
