import { z } from 'zod';
import { planPerHourPriceFils } from '../../domain/milestones';
import { paymentQuote, type PaymentQuote, type SummaryFils } from '../../domain/money';
import { aedAsFils, signedAedAsFils } from '../money';
import { localisedNameSchema, type LocalisedName } from './common';

// The onboarding answers (docs/api-contract.md rows 4.2–4.7): the centre speaks R§3's course plan,
// userCourseData and student course with amounts in AED; the portal keeps its own types below, in
// integer fils. These schemas read the spec's names and convert at the boundary (lib/upstream/money.ts);
// R§9's per-hour price and amount payable are lib/domain rules run on the spec's figures.

// ── the portal's own types ─────────────────────────────────────────────────────────────────────────────

export type Amount = SummaryFils;
export type Quote = PaymentQuote;

export interface PlanStage {
  _id: string;
  name: LocalisedName;
  useStageName: boolean;
  paid: boolean;
  /** the course lets the learner skip it (docs/requests.md "Stages and approvals") */
  skippable?: boolean;
  feeCodes: { code: string; name: LocalisedName; payee: 'centre' | 'rta'; unitFils: number; quantity: number }[];
}

export interface PlanMilestone {
  _id: string;
  name: LocalisedName;
  level: number;
  amount: Amount;
  paid: boolean;
  stages: PlanStage[];
}

export interface CoursePlan {
  courseTypeId: string;
  courseType: {
    code: string;
    name: LocalisedName;
    isLumpSumCourse: boolean;
    isVipCourse: boolean;
    vipHours: number | null;
    noOfHoursPerWeek: number;
    minimumClassDuration: number;
    maximumClassDuration: number;
  };
  course: {
    _id: string;
    code: string;
    name: LocalisedName;
    includes: LocalisedName[];
    isRegularCourse: boolean;
    isFlexiCourse: boolean;
    isLumpSumCourse: boolean;
  };
  amount: Amount;
  /** R§9, computed here from the plan's stages (lib/domain/milestones.ts) */
  perHourPriceFils: number;
  milestones: PlanMilestone[];
}

/** The whole course's balance from the API's ledger (GET course only): paid + remaining = total. */
export interface CourseBalance {
  centreFils: number;
  discountFils: number;
  vatFils: number;
  rtaFils: number;
  referralFils: number;
  totalFils: number;
  paidFils: number;
  remainingFils: number;
  dueAtCentreFils: number;
  paidStages: number;
  stages: number;
}

export interface StudentCourse {
  plan: CoursePlan;
  /** registered already: paying for later stages */
  laterPayment: boolean;
  paymentPlan: 'fullPayment' | 'stagePayment';
  modeOfPayment: 'online' | 'edsCenter';
  selectedMilestoneIds: string[];
  promotion: Promotion | null;
  referral: { referralCode: string | null; referralAmountFils: number };
  tokenBalanceFils: number;
  quote: Quote;
  /** what stays to pay in later stages after this payment (total with VAT and discount) */
  remainingAfterFils: number;
  balance?: CourseBalance | undefined;
  /** R§7: the elite add-ons offered with the course (GET course only) */
  eliteAddons?: EliteAddon[] | undefined;
}

// ── the centre's answers (R§3 names, AED) ─────────────────────────────────────────────────────────────

const summaryFields = {
  /**
   * R§3's own spelling. R§9's amount payable has no processing fee, nor has the portal a rule for one:
   * a non-zero fee is contract drift here rather than a total that silently leaves it out.
   */
  processigFee: z.literal(0).optional(),
  totalAmount: aedAsFils,
  totalDiscount: aedAsFils,
  totalTax: aedAsFils,
  totalAmountWithDiscount: aedAsFils,
  drivingCenter: z.object({ totalAmount: aedAsFils }),
  rta: z.object({ totalAmount: aedAsFils }),
};
const toAmount = (a: z.output<z.ZodObject<typeof summaryFields>>): Amount => ({
  centreFils: a.drivingCenter.totalAmount,
  discountFils: a.totalDiscount,
  vatFils: a.totalTax,
  rtaFils: a.rta.totalAmount,
  totalFils: a.totalAmount,
  totalWithDiscountFils: a.totalAmountWithDiscount,
});

/** R§3 amount summary → the portal's Amount. */
export const amountSummarySchema = z.object(summaryFields).transform(toAmount);

/** R§3 payment summary: the amount summary of the milestones this payment covers, and the referral. */
const paymentSummarySchema = z
  .object({ ...summaryFields, referralAmount: aedAsFils })
  .transform((s) => ({ summary: toAmount(s), referralFils: s.referralAmount }));

/** R§3 course plan `stages`: fee codes, `amount.taxableAmount`, `noOfClassesPerHour`. */
const planStageSchema = z.object({
  _id: z.string(),
  feeCodes: z.array(
    z.object({ code: z.string(), quantity: z.number(), name: localisedNameSchema, payee: z.enum(['centre', 'rta']), pricePerQuantity: aedAsFils }),
  ),
  amount: z.object({ taxableAmount: aedAsFils }),
  noOfClassesPerHour: z.number().int().positive().optional(),
});

/** R§3 milestone: `instanceIds`, its stages (R§3 "Stage") and its amount. */
const milestoneSchema = z.object({
  _id: z.string(),
  name: localisedNameSchema,
  level: z.number().int(),
  paid: z.boolean(),
  instanceIds: z.array(z.string()),
  stages: z.array(
    z.object({ _id: z.string(), name: localisedNameSchema, useStageName: z.boolean(), paid: z.boolean(), skippable: z.boolean().default(false) }),
  ),
  amount: amountSummarySchema,
});

const planFields = {
  courseTypeId: z.string(),
  courseType: z.object({
    code: z.string(),
    name: localisedNameSchema,
    isLumpSumCourse: z.boolean(),
    isVipCourse: z.boolean(),
    vipHours: z.number().int().nullable(),
    noOfHoursPerWeek: z.number().int(),
    minimumClassDuration: z.number().int(),
    maximumClassDuration: z.number().int(),
  }),
  course: z.object({
    _id: z.string(),
    code: z.string(),
    name: localisedNameSchema,
    includes: z.array(localisedNameSchema),
    isRegularCourse: z.boolean(),
    isFlexiCourse: z.boolean(),
    isLumpSumCourse: z.boolean(),
    amountPerClassFeeCodes: z.array(z.string()),
  }),
  amount: amountSummarySchema,
  stages: z.array(planStageSchema),
  milestones: z.array(milestoneSchema),
};

type PlanWire = z.output<z.ZodObject<typeof planFields>>;

/** The plan in the portal's shape: each milestone's stages joined with the top-level `stages` by id. */
function toPlan(wire: PlanWire, ctx: z.RefinementCtx): CoursePlan {
  const byId = new Map(wire.stages.map((st) => [st._id, st]));
  const { amountPerClassFeeCodes, ...course } = wire.course;
  const milestones = wire.milestones.map((m) => ({
    _id: m._id,
    name: m.name,
    level: m.level,
    amount: m.amount,
    paid: m.paid,
    stages: m.stages.map((st) => {
      const priced = byId.get(st._id);
      if (!priced) ctx.addIssue({ code: 'custom', message: `milestone ${m._id}: stage ${st._id} is not in the plan's stages` });
      return {
        ...st,
        feeCodes: (priced?.feeCodes ?? []).map((f) => ({
          code: f.code,
          name: f.name,
          payee: f.payee,
          unitFils: f.pricePerQuantity,
          quantity: f.quantity,
        })),
      };
    }),
  }));
  const perHourPriceFils = planPerHourPriceFils(
    wire.stages.map((st) => ({ feeCodes: st.feeCodes, taxableFils: st.amount.taxableAmount, noOfClassesPerHour: st.noOfClassesPerHour })),
    amountPerClassFeeCodes,
  );
  return { courseTypeId: wire.courseTypeId, courseType: wire.courseType, course, amount: wire.amount, perHourPriceFils, milestones };
}

export const coursePlanSchema = z.object(planFields).transform(toPlan);

/** R§3 course list response. */
export const courseListSchema = z.object({ courses: z.array(coursePlanSchema), hasCourse: z.boolean() });

/** R§3 promotion: `_id, publicPromoCode, description, name` (what it takes off is the course's `totalDiscount`). */
export const promotionSchema = z.object({
  _id: z.string(),
  publicPromoCode: z.string(),
  name: localisedNameSchema,
  description: localisedNameSchema,
});
export type Promotion = z.infer<typeof promotionSchema>;

/**
 * R§3 elite add-on: `_id` plus an amount breakdown (the amount summary's names, AED) → the portal's
 * fils, `totalFils` being what the learner pays (with VAT). `name`, `description`, `purchased`: the
 * reference's (spec silent). Read from row 4.17 and from the student course (row 4.4, R§7).
 */
export const eliteAddonSchema = z
  .object({ _id: z.string(), name: localisedNameSchema, description: localisedNameSchema, amount: amountSummarySchema, purchased: z.boolean() })
  .transform((a) => ({
    _id: a._id,
    name: a.name,
    description: a.description,
    amount: { centreFils: a.amount.centreFils, vatFils: a.amount.vatFils, rtaFils: a.amount.rtaFils, totalFils: a.amount.totalWithDiscountFils },
    purchased: a.purchased,
  }));
export type EliteAddon = z.output<typeof eliteAddonSchema>;

/** R§3 "Referral" in AED → the portal's fils (the apply/remove answer and the course's referral). */
export const referralAnswerSchema = z
  .object({
    referralList: z.array(z.object({ referralCode: z.string(), refereeAmount: aedAsFils })),
    referralCode: z.string().nullable(),
    referralAmount: aedAsFils,
    referralType: z.literal('Referral code'),
  })
  .transform((r) => ({
    referralCode: r.referralCode,
    referralAmountFils: r.referralAmount,
    referralType: r.referralType,
    referralList: r.referralList.map((item) => ({ referralCode: item.referralCode, refereeAmountFils: item.refereeAmount })),
  }));

/** The course balance: R§3's amount-summary names (docs/api-contract.md "Onboarding answers"). */
const balanceSchema = z
  .object({
    drivingCenter: z.object({ totalAmount: aedAsFils }),
    rta: z.object({ totalAmount: aedAsFils }),
    totalDiscount: aedAsFils,
    totalTax: aedAsFils,
    referralAmount: aedAsFils,
    totalAmountWithTax: signedAedAsFils,
    totalAmountPaid: aedAsFils,
    amountRemaining: signedAedAsFils,
    amountDueAtCentre: aedAsFils,
    paidStages: z.number().int(),
    stages: z.number().int(),
  })
  .transform((b): CourseBalance => ({
    centreFils: b.drivingCenter.totalAmount,
    discountFils: b.totalDiscount,
    vatFils: b.totalTax,
    rtaFils: b.rta.totalAmount,
    referralFils: b.referralAmount,
    totalFils: b.totalAmountWithTax,
    paidFils: b.totalAmountPaid,
    remainingFils: b.amountRemaining,
    dueAtCentreFils: b.amountDueAtCentre,
    paidStages: b.paidStages,
    stages: b.stages,
  }));

/**
 * R§3 student course / userCourseData → the portal's StudentCourse. `paymentSummary` (the milestones
 * this payment covers) with the referral and `tokenBalanceAmount` give R§9's amount payable.
 */
export const studentCourseSchema = z
  .object({
    code: z.string(),
    ...planFields,
    laterPayment: z.boolean().default(false),
    paymentPlan: z.enum(['fullPayment', 'stagePayment']),
    modeOfPayment: z.enum(['online', 'edsCenter']),
    selectedMilestoneIds: z.array(z.string()),
    promotion: promotionSchema.nullable(),
    referral: referralAnswerSchema,
    tokenBalanceAmount: aedAsFils,
    paymentSummary: paymentSummarySchema,
    balance: balanceSchema.optional(),
    eliteAddons: z.array(eliteAddonSchema).optional(),
  })
  .transform((wire, ctx): StudentCourse => {
    const plan = toPlan(wire, ctx);
    const quote = paymentQuote(wire.paymentSummary.summary, wire.paymentSummary.referralFils, wire.tokenBalanceAmount);
    return {
      plan,
      laterPayment: wire.laterPayment,
      paymentPlan: wire.paymentPlan,
      modeOfPayment: wire.modeOfPayment,
      selectedMilestoneIds: wire.selectedMilestoneIds,
      promotion: wire.promotion,
      referral: { referralCode: wire.referral.referralCode, referralAmountFils: wire.referral.referralAmountFils },
      tokenBalanceFils: wire.tokenBalanceAmount,
      quote,
      remainingAfterFils: plan.amount.totalWithDiscountFils - quote.totalWithDiscountFils,
      ...(wire.balance ? { balance: wire.balance } : {}),
      ...(wire.eliteAddons ? { eliteAddons: wire.eliteAddons } : {}),
    };
  });
