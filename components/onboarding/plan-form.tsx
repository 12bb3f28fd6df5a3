import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { StudentCourse } from '@/lib/upstream/schemas/onboarding';
import { byLevel } from '@/lib/domain/milestones';
import { changePlanAction } from './course-actions';
import { Money } from './money';
import { StepActionForm } from './step-action-form';
import styles from './plan-step.module.css';

/**
 * Full or Stage payment, and for a stage payment the milestones (R§4): the first is always selected
 * and locked; ticking one selects every level up to it, unticking keeps those below; zero-cost ones
 * that follow come along. The API applies that rule; this form only says what the learner ticked.
 */
export async function PlanForm({ course, lang }: { course: StudentCourse; lang: Locale }) {
  const t = await getTranslations({ locale: lang, namespace: 'plan' });
  const unpaid = byLevel(course.plan.milestones.filter((m) => !m.paid).map((m) => ({ ...m, id: m._id, amountFils: m.amount.totalWithDiscountFils })));
  const stage = course.paymentPlan === 'stagePayment';
  return (
    <StepActionForm action={changePlanAction} autoSubmit className={styles.box} label={t('planLabel')}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('planLabel')}</legend>
        {(['fullPayment', 'stagePayment'] as const).map((plan) => (
          <label key={plan} className={styles.choice}>
            <input type="radio" name="paymentPlan" value={plan} defaultChecked={course.paymentPlan === plan} />
            <span>{t(`plans.${plan}`)}</span>
          </label>
        ))}
      </fieldset>
      {stage ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('milestonesLabel')}</legend>
          <p className={styles.hint}>{t('milestonesHint')}</p>
          {unpaid.map((m, index) => {
            const selected = course.selectedMilestoneIds.includes(m._id);
            return (
              <label key={m._id} className={styles.milestone}>
                {index === 0 ? <input type="hidden" name="milestones" value={m._id} /> : null}
                <input
                  type="checkbox"
                  name={index === 0 ? undefined : 'milestones'}
                  value={m._id}
                  defaultChecked={selected}
                  disabled={index === 0}
                  aria-describedby={index === 0 ? 'milestone-locked' : undefined}
                />
                <span className={styles.milestoneName}>{m.name[lang]}</span>
                <Money fils={m.amount.totalWithDiscountFils} lang={lang} className={styles.milestoneAmount} />
              </label>
            );
          })}
          <p id="milestone-locked" className={styles.hint}>
            {t('firstLocked')}
          </p>
        </fieldset>
      ) : null}
      <noscript>
        <button type="submit" className={styles.update}>
          {t('update')}
        </button>
      </noscript>
    </StepActionForm>
  );
}
