import { getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import type { Promotion, StudentCourse } from '@/lib/upstream/schemas/onboarding';
import { PlanEditor } from './plan-editor';
import styles from './plan-step.module.css';

/**
 * Step 3, Choose Payment Plan (R§4, R§9): the chosen course, Full or Stage payment with its
 * milestones, the promo box, the referral, and the amount itemised. Server-rendered with the API's
 * figures; each control asks the API and the step renders again with its answer.
 */
export async function PlanStep({
  lang,
  course,
  promotions,
  retry = false,
  failed = false,
}: {
  lang: Locale;
  course: StudentCourse;
  promotions: Promotion[];
  retry?: boolean;
  /** the last payment failed (R§4): said above the payment, which keeps every choice */
  failed?: boolean;
}) {
  const [t, tp] = await Promise.all([getTranslations({ locale: lang, namespace: 'plan' }), getTranslations({ locale: lang, namespace: 'payment' })]);
  const failure = failed ? { title: tp('failedTitle'), text: tp('failedText'), retry: true } : null;
  const { plan } = course;
  return (
    <section aria-labelledby="plan-step-title" className={styles.step}>
      <h2 id="plan-step-title" className={styles.title}>
        {t('title')}
      </h2>
      <div className={styles.chosen}>
        <p>
          {t.rich('chosenCourse', { name: plan.course.name[lang], type: plan.courseType.name[lang], strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
        <a href={localePath(lang, '/signup/onboard', { change: 'course' })}>{t('changeCourse')}</a>
      </div>
      <PlanEditor initial={course} promotions={promotions} lang={lang} retry={retry} failure={failure} />
    </section>
  );
}
