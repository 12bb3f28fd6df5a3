import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { StudentHeaderActions } from '@/components/layout/student-header-actions';
import { WizardProgressProvider } from '@/components/onboarding/wizard-progress';
import { WizardSteps } from '@/components/onboarding/wizard-steps';
import { Loading } from '@/components/ui/loading';
import { requireStudent } from '@/lib/auth/viewer';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { localePath } from '@/lib/i18n/paths';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { loadRegistration, type Registration } from '@/lib/onboarding/registration';
import { CourseStep } from '@/components/onboarding/course-step';
import { PersonalDetailsStep } from '@/components/onboarding/personal-details/personal-details-step';
import { PlanStep } from '@/components/onboarding/plan-step';
import { getStudentCourse, listCourses, listPromotions } from '@/lib/upstream/onboarding';
import { attempt } from '@/lib/upstream/result';
import styles from './onboard.module.css';

// /{lang}/signup/onboard – the onboarding wizard (R§2). It greets the learner by name from the
// session at once, then follows the registration stage the API keeps (R§4): the four step cards
// with the current one highlighted, or the thank-you page once registration is finished.

type Query = { tab?: string | string[]; change?: string | string[] };
type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Query> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const generateMetadata = unindexedPageMetadata('onboard');

async function registration(): Promise<Registration | null> {
  try {
    return await loadRegistration();
  } catch (error) {
    console.warn('[onboard] registration not loaded:', error instanceof Error ? error.message : error);
    return null;
  }
}

export default async function OnboardPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [user, t] = await Promise.all([requireStudent(lang), getTranslations({ locale: lang, namespace: 'onboard' })]);

  return (
    <>
      <SiteHeader lang={lang} actions={<StudentHeaderActions lang={lang} />} />
      <main id="main" className={styles.page}>
        <div className={`container ${styles.inner}`}>
          <h1 className={styles.title}>{t('welcome', { name: user.name })}</h1>
          <p className={styles.lead}>{t('lead')}</p>
          <Suspense fallback={<Loading label={t('fetching')} lines={4} />}>
            <Wizard lang={lang} query={await searchParams} />
          </Suspense>
        </div>
      </main>
      <SiteFooter lang={lang} signedIn />
    </>
  );
}

async function Wizard({ lang, query }: { lang: Locale; query: Query }) {
  const [reg, t] = await Promise.all([registration(), getTranslations({ locale: lang, namespace: 'onboard' })]);
  if (!reg) {
    return (
      <div className={styles.failed}>
        <p role="alert">{t('loadFailed')}</p>
        <a href={localePath(lang, '/signup/onboard')}>{t('retry')}</a>
      </div>
    );
  }
  // R§2: at step 4 (finished) the learner goes to the thank-you page.
  if (reg.step >= 4) redirect(localePath(lang, '/signup/thank-you'));
  return (
    <section aria-labelledby="onboard-steps">
      <h2 id="onboard-steps" className={styles.stepsTitle}>
        {t('stepsTitle')}
      </h2>
      <WizardProgressProvider>
        <WizardSteps lang={lang} step={reg.step} />
        <CurrentStep lang={lang} step={reg.step} failed={reg.paymentFailed} tab={first(query.tab)} changeCourse={first(query.change) === 'course'} />
      </WizardProgressProvider>
    </section>
  );
}

/** The step the stage calls for, rendered with its data (no client-side waterfall). */
async function CurrentStep({
  lang,
  step,
  failed,
  tab,
  changeCourse,
}: {
  lang: Locale;
  step: number;
  failed: boolean;
  tab?: string;
  changeCourse: boolean;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'onboard' });
  const loadFailed = (
    <div className={styles.failed}>
      <p role="alert">{t('loadFailed')}</p>
      <a href={localePath(lang, '/signup/onboard')}>{t('retry')}</a>
    </div>
  );
  if (step === 0) return <PersonalDetailsStep lang={lang} />;
  if (step === 1 || (step === 2 && changeCourse)) {
    const [list, chosen] = await Promise.all([attempt(() => listCourses()), step === 2 ? attempt(() => getStudentCourse()) : null]);
    if (!list.ok) return loadFailed;
    const current = chosen?.ok ? { code: chosen.value.plan.course.code, typeId: chosen.value.plan.courseTypeId } : undefined;
    return <CourseStep lang={lang} courses={list.value.courses} tabIndex={tab} {...(current ? { chosen: current } : {})} />;
  }
  // Steps 3 and 4 share a screen: the plan with the amount, and the payment under it. Back at step 4
  // (a payment was started and not finished), or after a failed one, the next attempt is a retry (R§4).
  if (step === 2 || step === 3) {
    const [course, promotions] = await Promise.all([attempt(() => getStudentCourse()), attempt(() => listPromotions())]);
    if (!course.ok) return loadFailed;
    return (
      <PlanStep lang={lang} course={course.value} promotions={promotions.ok ? promotions.value : []} retry={step === 3 || failed} failed={failed} />
    );
  }
  return null;
}
