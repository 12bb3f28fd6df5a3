'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { formatAed } from '@/lib/domain/money';
import type { Promotion, StudentCourse } from '@/lib/upstream/schemas/onboarding';
import { courseOrder } from '@/lib/onboarding/course-order';
import type { Failure } from '@/components/payment/payment-failure';
import { PaymentPanel } from '@/components/payment/payment-panel';
import { AmountSummary } from './amount-summary';
import { PlanForm } from './plan-form';
import { PromoBox } from './promo-box';
import { ReferralBox } from './referral-box';
import { useWizardProgress } from './wizard-progress';

/**
 * The plan step's controls around one state: the API's last answer about the learner's course. Each
 * control sends its change and the answer replaces the state, so what is shown is always what the
 * API holds (never a figure computed here). While any change (plan, stages, promotion, referral) is
 * on its way, 'proceed' waits for it: what is paid is the amount on screen once it has landed.
 */
export function PlanEditor({
  initial,
  promotions,
  lang,
  retry = false,
  failure = null,
}: {
  initial: StudentCourse;
  promotions: Promotion[];
  lang: 'en' | 'ar';
  retry?: boolean;
  /** the last attempt failed (the page loaded at Payment Failed) */
  failure?: Failure | null;
}) {
  const [course, setCourse] = useState(initial);
  const { setPaying } = useWizardProgress();
  // The changes on their way, by control. Kept in a ref: a parent render while a control's action is
  // pending would render that control again mid-action; only the last change landing re-renders.
  const changing = useRef(new Set<string>());
  const [settled, setSettled] = useState(0);
  const [planBusy, setPlanBusy] = useState(false);
  const onPending = useCallback((pending: boolean, source: string) => {
    if (pending) changing.current.add(source);
    else if (changing.current.delete(source) && changing.current.size === 0) setSettled((n) => n + 1);
  }, []);
  const onPlanPending = useCallback(
    (pending: boolean, source: string) => {
      onPending(pending, source);
      setPlanBusy(pending);
    },
    [onPending],
  );
  const isChanging = useCallback(() => changing.current.size > 0, []);
  // a new server render (a reload, another tab's change) is the newer truth
  useEffect(() => setCourse(initial), [initial]);
  const item = (p: Promotion) => ({ code: p.publicPromoCode, name: p.name[lang], description: p.description[lang] });
  return (
    <>
      <PlanForm course={course} lang={lang} onCourse={setCourse} onBusy={onPlanPending} />
      {/* later stages: no promotion or referral any more (R§4), and online only */}
      {course.laterPayment ? null : (
        <>
          <PromoBox
            promotions={promotions.map(item)}
            applied={course.promotion ? item(course.promotion) : null}
            onCourse={setCourse}
            onPending={onPending}
          />
          <ReferralBox
            applied={course.referral.referralCode}
            amount={formatAed(course.referral.referralAmountFils, lang)}
            onCourse={setCourse}
            onPending={onPending}
          />
        </>
      )}
      <AmountSummary course={course} lang={lang} busy={planBusy} />
      <PaymentPanel
        payableFils={course.quote.payableFils}
        order={courseOrder(course)}
        initialMethod={course.modeOfPayment}
        retry={retry}
        failure={failure}
        busy={planBusy}
        changing={isChanging}
        settled={settled}
        methods={course.laterPayment ? ['online'] : undefined}
        onPaying={setPaying}
      />
    </>
  );
}
