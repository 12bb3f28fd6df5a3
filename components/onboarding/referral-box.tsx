'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { applyReferralAction, removeReferralAction } from '@/lib/onboarding/actions';
import type { StepState } from '@/lib/onboarding/actions';
import type { StudentCourse } from '@/lib/upstream/schemas/onboarding';
import { StepActionForm, type PendingReport } from './step-action-form';
import styles from './plan-step.module.css';

/**
 * Referral (R§4, R§5, R§8): the has-referral box opens the code field; ticked and empty reads
 * 'Referral code is required'; the API answers 'Referral Applied Successfully !' or its refusal.
 */
export function ReferralBox({
  applied,
  amount,
  onCourse,
  onPending,
}: {
  applied: string | null;
  amount: string;
  onCourse: (course: StudentCourse) => void;
  /** a change is on its way */
  onPending?: PendingReport;
}) {
  const t = useTranslations('plan');
  const done = (answer: StepState) => answer.course && onCourse(answer.course);
  const [open, setOpen] = useState(false);
  if (applied) {
    return (
      <StepActionForm onDone={done} onPending={onPending} action={removeReferralAction} className={styles.box}>
        <p role="status" className={styles.applied}>
          {t('referralActive', { code: applied, amount: amount.replace(/ /g, '\u00a0') })}
        </p>
        <Button type="submit" variant="link">
          {t('removeReferral')}
        </Button>
      </StepActionForm>
    );
  }
  return (
    <div className={styles.box}>
      <label className={styles.choice}>
        <input type="checkbox" checked={open} onChange={(e) => setOpen(e.currentTarget.checked)} aria-controls="referral-form" aria-expanded={open} />
        <span>{t('hasReferral')}</span>
      </label>
      <div id="referral-form" hidden={!open}>
        <StepActionForm
          onDone={done}
          onPending={onPending}
          action={applyReferralAction}
          className={styles.inline}
          render={(state, pending) => (
            <>
              <Field
                name="referral"
                label={t('referralCode')}
                autoComplete="off"
                maxLength={40}
                defaultValue={state.values?.referral}
                error={state.fieldErrors?.referral}
              />
              <Button type="submit" variant="secondary" loading={pending} aria-label={t('applyReferral')}>
                {t('apply')}
              </Button>
            </>
          )}
        />
      </div>
    </div>
  );
}
