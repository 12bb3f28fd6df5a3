'use client';

import { useOptimistic } from 'react';
import { useTranslations } from 'next-intl';
import { byLevel, initialSelection, toggleMilestone } from '@/lib/domain/milestones';
import type { StudentCourse } from '@/lib/upstream/schemas/onboarding';
import { FormAlert } from '@/components/auth/form-alert';
import { changePlanAction } from '@/lib/onboarding/actions';
import { Money } from '@/components/ui/money';
import { usePendingReport, useStepAction, type PendingReport } from './step-action-form';
import styles from './plan-step.module.css';

/**
 * Full or Stage payment, and for a stage payment the milestones (R§4): the first is always selected
 * and locked; ticking one selects every level up to it, unticking keeps those below; zero-cost ones
 * that follow come along. Each change is sent as the one change it is; the boxes move at once by the
 * same rule the API applies (lib/domain/milestones), then show the API's answer. Without JavaScript
 * the boxes post with an Update button.
 */
export function PlanForm({
  course,
  lang,
  onCourse,
  onBusy,
}: {
  course: StudentCourse;
  lang: 'en' | 'ar';
  onCourse: (course: StudentCourse) => void;
  /** while a change is on its way the amount shown is not yet the one to pay */
  onBusy?: PendingReport;
}) {
  const t = useTranslations('plan');
  const { state, pending, formProps, send } = useStepAction(changePlanAction, (answer) => answer.course && onCourse(answer.course));
  usePendingReport(pending, onBusy);
  const unpaid = byLevel(course.plan.milestones.filter((m) => !m.paid).map((m) => ({ ...m, id: m._id, amountFils: m.amount.totalWithDiscountFils })));
  const [plan, setPlan] = useOptimistic(course.paymentPlan);
  const [selected, setSelected] = useOptimistic(course.selectedMilestoneIds);

  return (
    <form {...formProps} className={styles.box}>
      <fieldset className={styles.fieldset} hidden={course.laterPayment}>
        <legend className={styles.legend}>{t('planLabel')}</legend>
        {(['fullPayment', 'stagePayment'] as const).map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name="paymentPlan"
              value={value}
              checked={plan === value}
              onChange={() =>
                send({ paymentPlan: value }, () => {
                  setPlan(value);
                  // R§4: a stage payment starts with the first milestone and the free ones after it
                  setSelected(value === 'stagePayment' ? initialSelection(unpaid) : unpaid.map((m) => m.id));
                })
              }
            />
            <span>{t(`plans.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      {plan === 'stagePayment' ? (
        <fieldset className={styles.fieldset} aria-describedby="milestone-locked">
          <legend className={styles.legend}>{t('milestonesLabel')}</legend>
          <p className={styles.hint}>{t('milestonesHint')}</p>
          {unpaid.map((m, index) => (
            <label key={m._id} className={styles.milestone}>
              {index === 0 ? <input type="hidden" name="milestones" value={m._id} /> : null}
              <input
                type="checkbox"
                name={index === 0 ? undefined : 'milestones'}
                value={m._id}
                checked={selected.includes(m._id)}
                disabled={index === 0}
                onChange={() => send({ paymentPlan: 'stagePayment', toggle: m._id }, () => setSelected(toggleMilestone(unpaid, selected, m._id)))}
              />
              <span className={styles.milestoneName}>{m.name[lang]}</span>
              <Money fils={m.amount.totalWithDiscountFils} lang={lang} className={styles.milestoneAmount} />
            </label>
          ))}
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
      <FormAlert message={state.formError} />
    </form>
  );
}
