'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { applyPromotionAction, removePromotionAction } from '@/lib/onboarding/actions';
import type { StepState } from '@/lib/onboarding/actions';
import type { StudentCourse } from '@/lib/upstream/schemas/onboarding';
import { StepActionForm, type PendingReport } from './step-action-form';
import styles from './plan-step.module.css';

interface PromotionItem {
  code: string;
  name: string;
  description: string;
}

/**
 * The promo box (R§4): the promotions on offer and a code field; applying a code replaces the course
 * data (the amounts below come back from the API with the discount). A <details>, so it opens
 * without JavaScript too.
 */
export function PromoBox({
  promotions,
  applied,
  onCourse,
  onPending,
}: {
  promotions: PromotionItem[];
  applied: PromotionItem | null;
  onCourse: (course: StudentCourse) => void;
  /** a change is on its way */
  onPending?: PendingReport;
}) {
  const t = useTranslations('plan');
  const done = (answer: StepState) => answer.course && onCourse(answer.course);
  if (applied) {
    return (
      <StepActionForm onDone={done} onPending={onPending} action={removePromotionAction} className={styles.box}>
        <p role="status" className={styles.applied}>
          {t('promoActive', { code: applied.code, name: applied.name })}
        </p>
        <Button type="submit" variant="link">
          {t('removePromo')}
        </Button>
      </StepActionForm>
    );
  }
  return (
    <details className={styles.box}>
      <summary className={styles.summary}>{t('promoOpen')}</summary>
      {promotions.length ? (
        <ul className={styles.promos} aria-label={t('promosLabel')}>
          {promotions.map((p) => (
            <li key={p.code}>
              <StepActionForm onDone={done} onPending={onPending} action={applyPromotionAction} className={styles.promo}>
                <input type="hidden" name="promoCode" value={p.code} />
                <span>
                  <strong>{p.name}</strong> ({p.code}) – {p.description}
                </span>
                <Button type="submit" variant="secondary" aria-label={t('applyNamed', { code: p.code })}>
                  {t('apply')}
                </Button>
              </StepActionForm>
            </li>
          ))}
        </ul>
      ) : null}
      <StepActionForm
        onDone={done}
        onPending={onPending}
        action={applyPromotionAction}
        className={styles.inline}
        render={(state, pending) => (
          <>
            <Field
              name="promoCode"
              label={t('promoCode')}
              autoComplete="off"
              maxLength={40}
              defaultValue={state.values?.promoCode}
              error={state.fieldErrors?.promoCode}
            />
            <Button type="submit" variant="secondary" loading={pending} aria-label={t('applyPromo')}>
              {t('apply')}
            </Button>
          </>
        )}
      />
    </details>
  );
}
