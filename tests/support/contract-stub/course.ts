// The contract stub's course, plan, promotion and referral (rows 4.1–4.12): one course plan in R§3's
// names, amounts in AED, and just enough state per learner for the integration cases on onboarding,
// payment initiation and referrals. Figures are worked out here in integer fils and answered in AED
// (R§3, R§9: VAT 5% on the centre's fees after the discount; RTA fees untaxed and undiscounted).

const localised = (en: string, ar: string) => ({ en, ar });
const aed = (fils: number) => fils / 100;

interface Fee {
  code: string;
  name: { en: string; ar: string };
  payee: 'centre' | 'rta';
  unitFils: number;
  quantity: number;
}

interface Stage {
  _id: string;
  name: { en: string; ar: string };
  fees: Fee[];
}

interface Milestone {
  _id: string;
  name: { en: string; ar: string };
  level: number;
  stages: Stage[];
}

const THEORY: Stage = {
  _id: 'st-theory',
  name: localised('Theory', 'النظري'),
  fees: [{ code: 'TH', name: localised('Theory lectures', 'محاضرات نظرية'), payee: 'centre', unitFils: 50_000, quantity: 1 }],
};
const PRACTICAL: Stage = {
  _id: 'st-practical',
  name: localised('Practical', 'العملي'),
  fees: [
    { code: 'PR', name: localised('Practical class', 'حصة عملية'), payee: 'centre', unitFils: 10_000, quantity: 20 },
    { code: 'RTA-TEST', name: localised('RTA road test', 'اختبار الطريق'), payee: 'rta', unitFils: 30_000, quantity: 1 },
  ],
};
const MILESTONES: Milestone[] = [
  { _id: 'ms-1', name: localised('Theory', 'النظري'), level: 1, stages: [THEORY] },
  { _id: 'ms-2', name: localised('Practical', 'العملي'), level: 2, stages: [PRACTICAL] },
];

export const COURSE = { courseTypeId: 'ct-regular', courseType: 'R', courseCode: 'LMV-STD' } as const;

/** R§3 "Promotion" (row 4.6): the four names; the rate stays here. */
export const PROMOTIONS = [
  {
    _id: 'promo-welcome10',
    publicPromoCode: 'WELCOME10',
    name: localised('Welcome', 'ترحيب'),
    description: localised('10% off', 'خصم 10٪'),
    bp: 1000,
  },
];

/** Referral codes (R§3 "Referral": the referee's amount). */
export const REFERRAL_CODES: Record<string, { ownerId: string; refereeFils: number }> = { AISHA200: { ownerId: 'usr-aisha', refereeFils: 20_000 } };

export interface CourseState {
  paymentPlan: 'fullPayment' | 'stagePayment';
  modeOfPayment: 'online' | 'edsCenter';
  selected: string[];
  promotionId: string | null;
  referral: { code: string; refereeFils: number } | null;
}

export const newCourse = (): CourseState => ({
  paymentPlan: 'fullPayment',
  modeOfPayment: 'online',
  selected: MILESTONES.map((m) => m._id),
  promotionId: null,
  referral: null,
});

const promotionOf = (state: CourseState | null) => PROMOTIONS.find((p) => p._id === state?.promotionId);

interface Fils {
  centre: number;
  rta: number;
  discount: number;
  vat: number;
}

function sum(stages: Stage[], bp: number): Fils {
  const out = { centre: 0, rta: 0, discount: 0, vat: 0 };
  for (const fee of stages.flatMap((s) => s.fees)) {
    const gross = fee.unitFils * fee.quantity;
    if (fee.payee === 'rta') {
      out.rta += gross;
      continue;
    }
    const discount = Math.floor((gross * bp + 5000) / 10_000);
    out.centre += gross;
    out.discount += discount;
    out.vat += Math.round((gross - discount) * 0.05);
  }
  return out;
}

/** R§3 amount summary in AED. */
function summary(f: Fils) {
  const net = f.centre - f.discount;
  const withTax = f.centre + f.rta - f.discount + f.vat;
  return {
    totalAmount: aed(f.centre + f.rta),
    totalDiscount: aed(f.discount),
    totalTax: aed(f.vat),
    taxableAmount: aed(net),
    noTaxableAmount: aed(f.rta),
    totalAmountWithDiscount: aed(withTax),
    totalAmountWithTax: aed(withTax),
    roundOff: 0,
    processigFee: 0,
    drivingCenter: { totalAmount: aed(f.centre), totalDiscount: aed(f.discount), totalTax: aed(f.vat), netAmount: aed(net) },
    rta: { totalAmount: aed(f.rta) },
  };
}

/** R§3 course plan (row 4.2), with the promotion's discount when one is applied. */
export function planAnswer(state: CourseState | null) {
  const bp = promotionOf(state)?.bp ?? 0;
  return {
    courseTypeId: COURSE.courseTypeId,
    courseType: {
      code: COURSE.courseType,
      name: localised('Regular', 'عادي'),
      isLumpSumCourse: false,
      isVipCourse: false,
      vipHours: null,
      noOfHoursPerWeek: 4,
      minimumClassDuration: 30,
      maximumClassDuration: 120,
    },
    course: {
      _id: 'crs-lmv-std',
      code: COURSE.courseCode,
      name: localised('Light vehicle standard', 'مركبة خفيفة'),
      includes: [],
      isRegularCourse: true,
      isFlexiCourse: false,
      isLumpSumCourse: false,
      amountPerClassFeeCodes: ['PR'],
    },
    amount: summary(sum([THEORY, PRACTICAL], bp)),
    stages: [THEORY, PRACTICAL].map((s) => ({
      _id: s._id,
      feeCodes: s.fees.map((f) => ({ code: f.code, quantity: f.quantity, name: f.name, payee: f.payee, pricePerQuantity: aed(f.unitFils) })),
      amount: { taxableAmount: aed(sum([s], 0).centre), noTaxableAmount: aed(sum([s], 0).rta) },
      noOfClassesPerHour: 1,
    })),
    milestones: MILESTONES.map((m) => ({
      _id: m._id,
      name: m.name,
      level: m.level,
      paid: false,
      instanceIds: m.stages.map((s) => s._id),
      stages: m.stages.map((s) => ({ _id: s._id, name: s.name, useStageName: false, paid: false })),
      amount: summary(sum(m.stages, bp)),
    })),
  };
}

/** What this payment covers, in fils: the selected milestones, less the referral (R§9). */
export function payment(state: CourseState) {
  const bp = promotionOf(state)?.bp ?? 0;
  const f = sum(
    MILESTONES.filter((m) => state.selected.includes(m._id)).flatMap((m) => m.stages),
    bp,
  );
  const referralFils = state.referral?.refereeFils ?? 0;
  return { fils: f, referralFils, amountForPaymentFils: f.centre + f.rta - f.discount + f.vat - referralFils };
}

/** R§3 "Referral" (rows 4.9, 4.10), AED. */
export function referralAnswer(state: CourseState | null) {
  const r = state?.referral;
  return {
    referralList: r ? [{ referralCode: r.code, refereeAmount: aed(r.refereeFils) }] : [],
    referralCode: r?.code ?? null,
    referralAmount: aed(r?.refereeFils ?? 0),
    referralType: 'Referral code',
  };
}

/** R§3 student course / userCourseData (rows 4.3, 4.4, 4.5, 4.7, 4.8). */
export function courseAnswer(state: CourseState, extra: { eliteAddons?: unknown[] } = {}) {
  const promo = promotionOf(state);
  const pay = payment(state);
  return {
    code: COURSE.courseCode,
    ...planAnswer(state),
    laterPayment: false,
    paymentPlan: state.paymentPlan,
    modeOfPayment: state.modeOfPayment,
    selectedMilestoneIds: state.selected,
    promotion: promo ? { _id: promo._id, publicPromoCode: promo.publicPromoCode, name: promo.name, description: promo.description } : null,
    referral: referralAnswer(state),
    tokenBalanceAmount: 0,
    paymentSummary: { ...summary(pay.fils), referralAmount: aed(pay.referralFils) },
    ...extra,
  };
}

/** R§4 stage payment: the first milestone always, ticking one takes every level up to it. */
export function changePlan(state: CourseState, body: Record<string, unknown>) {
  if (body.paymentPlan === 'fullPayment' || body.paymentPlan === 'stagePayment') {
    state.paymentPlan = body.paymentPlan;
    state.selected = body.paymentPlan === 'fullPayment' ? MILESTONES.map((m) => m._id) : [MILESTONES[0]!._id];
  }
  if (body.modeOfPayment === 'online' || body.modeOfPayment === 'edsCenter') state.modeOfPayment = body.modeOfPayment;
  const toggled = MILESTONES.find((m) => m._id === body.toggleMilestoneId);
  if (toggled && state.paymentPlan === 'stagePayment' && toggled.level > 1) {
    state.selected = state.selected.includes(toggled._id)
      ? MILESTONES.filter((m) => m.level < toggled.level).map((m) => m._id)
      : MILESTONES.filter((m) => m.level <= toggled.level).map((m) => m._id);
  }
}
