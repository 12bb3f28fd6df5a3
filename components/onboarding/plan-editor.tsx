'use client';

import { useEffect, useState } from 'react';
import { formatAed } from '@/lib/domain/pricing';
import type { Promotion, StudentCourse } from '@/lib/upstream/schemas/onboarding';
import { PaymentPanel } from '@/components/payment/payment-panel';
import { AmountSummary } from './amount-summary';
import { PlanForm } from './plan-form';
import { PromoBox } from './promo-box';
import { ReferralBox } from './referral-box';

/**
 * The plan step's controls around one state: the API's last answer about the learner's course. Each
 * control sends its change and the answer replaces the state, so what is shown is always what the
 * API holds (never a figure computed here).
 */
export function PlanEditor({
  initial,
  promotions,
  lang,
  retry = false,
}: {
  initial: StudentCourse;
  promotions: Promotion[];
  lang: 'en' | 'ar';
  retry?: boolean;
}) {
  const [course, setCourse] = useState(initial);
  const [busy, setBusy] = useState(false);
  // a new server render (a reload, another tab's change) is the newer truth
  useEffect(() => setCourse(initial), [initial]);
  const item = (p: Promotion) => ({ code: p.publicPromoCode, name: p.name[lang], description: p.description[lang] });
  const payable = course.quote.payableFils;
  return (
    <>
      <PlanForm course={course} lang={lang} onCourse={setCourse} onBusy={setBusy} />
      {/* later stages: no promotion or referral any more (R§4), and online only */}
      {course.laterPayment ? null : (
        <>
          <PromoBox promotions={promotions.map(item)} applied={course.promotion ? item(course.promotion) : null} onCourse={setCourse} />
          <ReferralBox applied={course.referral.referralCode} amount={formatAed(course.referral.referralAmountFils, lang)} onCourse={setCourse} />
        </>
      )}
      <AmountSummary course={course} lang={lang} busy={busy} />
      <PaymentPanel
        payableFils={payable}
        initialMethod={course.modeOfPayment}
        retry={retry}
        busy={busy}
        methods={course.laterPayment ? ['online'] : undefined}
      />
    </>
  );
}
