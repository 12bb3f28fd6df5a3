import type { StudentCourse } from '@/lib/upstream/schemas/onboarding';

// A learner's course as the API answers it (the standard course, three milestones), for the plan and
// payment component tests: each figure is what the API would compute for the selection given.

export const amount = (centre: number, rta: number, discount = 0) => {
  const vat = Math.floor(((centre - discount) * 500 + 5000) / 10000);
  return {
    centreFils: centre,
    discountFils: discount,
    vatFils: vat,
    rtaFils: rta,
    totalFils: centre + rta,
    totalWithDiscountFils: centre + rta + vat - discount,
  };
};
export const n = (en: string, ar: string) => ({ en, ar });
const milestone = (id: string, level: number, name: string, a: ReturnType<typeof amount>) => ({
  _id: id,
  name: n(name, `ع ${name}`),
  level,
  amount: a,
  paid: false,
  stages: [],
});
const m1 = milestone('m1', 1, 'Registration and theory', amount(75000, 54000));
const m2 = milestone('m2', 2, 'Assessment drive', amount(0, 0));
const m3 = milestone('m3', 3, 'Practical training', amount(249000, 30000));

export function course(over: Partial<StudentCourse> = {}): StudentCourse {
  const selected = over.selectedMilestoneIds ?? ['m1', 'm2', 'm3'];
  const covered = [m1, m2, m3].filter((m) => selected.includes(m._id)).map((m) => m.amount);
  const sum = (k: keyof ReturnType<typeof amount>) => covered.reduce((a, c) => a + c[k], 0);
  const total = sum('totalWithDiscountFils');
  const referral = over.referral?.referralAmountFils ?? 0;
  const wallet = Math.min(over.tokenBalanceFils ?? 0, Math.max(0, total - referral));
  return {
    plan: {
      courseTypeId: 'ct-regular',
      courseType: {
        code: 'R',
        name: n('Regular', 'عادي'),
        isLumpSumCourse: false,
        isVipCourse: false,
        vipHours: null,
        noOfHoursPerWeek: 4,
        minimumClassDuration: 30,
        maximumClassDuration: 60,
      },
      course: {
        _id: 'c',
        code: 'LMV-STD',
        name: n('Light vehicle, standard', 'مركبة خفيفة'),
        includes: [],
        isRegularCourse: true,
        isFlexiCourse: false,
        isLumpSumCourse: false,
      },
      amount: amount(324000, 84000),
      perHourPriceFils: 11500,
      milestones: [m1, m2, m3],
    },
    laterPayment: false,
    paymentPlan: 'fullPayment',
    modeOfPayment: 'online',
    selectedMilestoneIds: selected,
    promotion: null,
    referral: { referralCode: null, referralAmountFils: 0 },
    tokenBalanceFils: 0,
    quote: {
      centreFils: sum('centreFils'),
      discountFils: sum('discountFils'),
      vatFils: sum('vatFils'),
      rtaFils: sum('rtaFils'),
      totalFils: sum('totalFils'),
      totalWithDiscountFils: total,
      referralFils: referral,
      walletFils: wallet,
      payableFils: total - referral - wallet,
      amountForPaymentFils: total - referral,
    },
    remainingAfterFils: 0,
    ...over,
  };
}
