import { z } from 'zod';
import { defineErrors } from '../../platform/errors';
import type { Labels } from '../../platform/fields';
import type { StudentCourseView } from '../enrolment';
import { amountSchema, coursePlanSchema, localised } from '../enrolment/contract';
import type { CourseBalance } from '../money/balance';
import { aedOf } from '../money/format';

// The onboarding contract (R§3 personal-details payload, course plan, amount summary; R§4 stages;
// R§7 calls). Money is integer fils inside, AED in the answers; field messages are field codes (platform/fields.ts).
export const ONBOARDING_ERRORS = defineErrors({
  stage_closed: [409, 'Personal details can no longer be changed'],
  promo_invalid: [400, 'This promo code is not valid for your course'],
  referral_invalid: [400, 'Invalid referral code'],
  referral_own: [400, 'You cannot use your own referral code'],
});

export const ONBOARDING_LABELS: Labels = {
  address: 'Address',
  'address.address': 'Address',
  'address.latitude': 'Address',
  'address.longitude': 'Address',
  'studentDetails.emirate': 'Emirate',
  'studentDetails.occupation': 'Occupation',
  'studentDetails.visaProfession': 'Visa profession',
  'studentDetails.isCabinCrewOrPilot': 'Cabin crew or pilot',
  'studentDetails.hasLicense': 'Has licence',
  'studentDetails.licenseCountry': 'Licence country',
  'studentDetails.licenseIssueDate': 'Licence issue date',
  'studentDetails.licenseExpiryDate': 'Licence expiry date',
  'studentDetails.licenseEmirate': 'Licence emirate',
  'studentDetails.hasUAELicense': 'Has UAE licence',
  'studentDetails.UAELicenseTypes': 'UAE licenses',
  'studentDetails.hasNOCEnabled': 'NOC',
  isGoldenOpertunityCustomer: 'Golden opportunity',
  isEligibleForAddingNewCategory: 'Add new category',
  courseType: 'Course type',
  courseCode: 'Course',
  promoCode: 'Promo code',
  referral: 'Referral code',
};

/** R§5: the place search is restricted to this box, so an address must lie in it. */
export const SERVICE_AREA = { north: 25.75, south: 24.79, east: 55.56, west: 54.89 } as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const optionalText = (max: number) => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(max).optional());
const coordinate = z
  .union([z.string().trim().max(32), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^-?\d{1,3}(\.\d{1,10})?$/));

export const uaeLicenceSchema = z.object({
  licenseTypeId: z.string().trim().max(100),
  licenseEmirate: z.string().trim().max(100),
  licenseIssueDate: z.string().trim().max(10),
  licenseExpiryDate: z.string().trim().max(10),
});

export const personalDetailsSchema = z.object({
  nationality: z.string().trim().min(1).max(100),
  address: z.object({ address: z.string().trim().min(1).max(300), latitude: coordinate, longitude: coordinate }),
  studentDetails: z
    .object({
      emirate: optionalText(100),
      occupation: z
        .string()
        .trim()
        .min(1)
        .max(100)
        .regex(/^[\p{L}\p{M} -]+$/u),
      visaProfession: z
        .string()
        .trim()
        .min(1)
        .max(100)
        .regex(/^[\p{L}\p{M} /]+$/u, 'server_invalid'),
      isCabinCrewOrPilot: z.boolean().optional(),
      hasLicense: z.boolean(),
      licenseCountry: optionalText(100),
      licenseIssueDate: isoDate.optional(),
      licenseExpiryDate: isoDate.optional(),
      licenseEmirate: optionalText(100),
      isLicenseExpired: z.boolean().optional(),
      experienceInYears: z.number().optional(),
      hasUAELicense: z.boolean().optional(),
      UAELicenseTypes: z.array(uaeLicenceSchema).max(10).optional(),
      hasNOCEnabled: z.boolean().optional(),
      requiredLicenseId: z.string().max(100).optional(),
      requiredLicenseCategory: z.string().max(100).optional(),
      gearType: z.string().max(20).optional(),
    })
    .loose(),
  isGoldenOpertunityCustomer: z.boolean().optional(),
  isEligibleForAddingNewCategory: z.boolean().optional(),
});
export type PersonalDetailsInput = z.output<typeof personalDetailsSchema>;

// ── courses ──────────────────────────────────────────────────────────────────────────────────────────
// The answers carry R§3's names with amounts in AED (two decimals, `aedOf`); fils stay inside the API.
// Where R§3 is silent the reference decided (docs/api-contract.md "Onboarding answers").

export const chooseCourseSchema = z.object({ courseType: z.string().trim().min(1).max(100), courseCode: z.string().trim().min(1).max(100) });

/**
 * R§3 "Promotion": `_id, publicPromoCode, description, name`, nothing else. The discount's rate stays
 * inside the API (every amount it changes is answered already discounted: `totalDiscount`).
 */
export const promotionSchema = z
  .object({ _id: z.string(), publicPromoCode: z.string(), name: localised, description: localised })
  .meta({ id: 'Promotion' });

/** A promotion as the API holds it → R§3's names only. */
export function toPromotionAnswer<T extends z.output<typeof promotionSchema>>(p: T): z.output<typeof promotionSchema> {
  return { _id: p._id, publicPromoCode: p.publicPromoCode, name: p.name, description: p.description };
}

/** The referral inside the API (fils); answered as R§3 "Referral" (`toReferralAnswer`). */
export const referralSchema = z.object({
  referralCode: z.string().nullable(),
  referralAmountFils: z.number().int(),
  referralType: z.literal('Referral code'),
  referralList: z.array(z.object({ referralCode: z.string(), refereeAmountFils: z.number().int() })),
});

const aed = z.number().nonnegative();

/**
 * R§3 amount summary of a plan, a milestone or a course: `totalAmount` is the gross (centre + RTA,
 * before discount and VAT, R§9 "total plus tax minus discount"); `taxableAmount` the centre's part after
 * the discount (what VAT is on), `noTaxableAmount` the RTA's; `totalAmountWithDiscount` and
 * `totalAmountWithTax` are both total − discount + tax (VAT is charged on the discounted price, so the
 * two are one figure); `roundOff` 0 (every line is rounded to the fils, nothing is left to round).
 */
export const amountSummarySchema = z
  .object({
    totalAmount: aed,
    totalDiscount: aed,
    totalTax: aed,
    taxableAmount: aed,
    noTaxableAmount: aed,
    totalAmountWithDiscount: aed,
    totalAmountWithTax: aed,
    roundOff: z.number(),
    /** R§3's own spelling; the reference charges no processing fee */
    processigFee: z.literal(0),
    drivingCenter: z.object({ totalAmount: aed, totalDiscount: aed, totalTax: aed, netAmount: aed }),
    rta: z.object({ totalAmount: aed }),
  })
  .meta({ id: 'AmountSummary' });

export function toAmountSummary(a: z.output<typeof amountSchema>): z.output<typeof amountSummarySchema> {
  const net = a.centreFils - a.discountFils;
  return {
    totalAmount: aedOf(a.totalFils),
    totalDiscount: aedOf(a.discountFils),
    totalTax: aedOf(a.vatFils),
    taxableAmount: aedOf(net),
    noTaxableAmount: aedOf(a.rtaFils),
    totalAmountWithDiscount: aedOf(a.totalWithDiscountFils),
    totalAmountWithTax: aedOf(a.totalWithDiscountFils),
    roundOff: 0,
    processigFee: 0,
    drivingCenter: { totalAmount: aedOf(a.centreFils), totalDiscount: aedOf(a.discountFils), totalTax: aedOf(a.vatFils), netAmount: aedOf(net) },
    rta: { totalAmount: aedOf(a.rtaFils) },
  };
}

/**
 * R§3 "Elite add-on": `_id` plus an amount breakdown, in the amount summary's names (AED). `name`,
 * `description` and `purchased` are the reference's (spec silent). Answered by GET
 * payment/v1/student/elite-addons (row 4.17) and inside the student course (row 4.4, R§7 "get student
 * course (response course data and elite add-ons)").
 */
export const eliteAddonAnswerSchema = z
  .object({ _id: z.string(), name: localised, description: localised, amount: amountSummarySchema, purchased: z.boolean() })
  .meta({ id: 'EliteAddon' });

/**
 * R§3 course plan `stages`: each stage's fee codes (`code`, `quantity`, and the reference's `name`,
 * `payee`, `pricePerQuantity`), `amount.taxableAmount` (the centre's fees of the stage at list price,
 * before a promotion: R§9's per-hour price is a list price) and `noOfClassesPerHour`.
 */
const planStageSchema = z.object({
  _id: z.string(),
  feeCodes: z.array(z.object({ code: z.string(), name: localised, quantity: z.number(), payee: z.enum(['centre', 'rta']), pricePerQuantity: aed })),
  amount: z.object({ taxableAmount: aed, noTaxableAmount: aed }),
  noOfClassesPerHour: z.number().int().positive(),
});

/**
 * R§3 milestone: its stages as R§3 "Stage" (`_id, name, useStageName, paid`) plus `skippable` (the course
 * lets the learner skip it: POST student/course/stage/skip/), `instanceIds` their ids.
 */
const planMilestoneAnswerSchema = z.object({
  _id: z.string(),
  name: localised,
  level: z.number().int(),
  paid: z.boolean(),
  instanceIds: z.array(z.string()),
  stages: z.array(z.object({ _id: z.string(), name: localised, useStageName: z.boolean(), paid: z.boolean(), skippable: z.boolean() })),
  amount: amountSummarySchema,
});

const planFields = {
  courseTypeId: z.string(),
  courseType: coursePlanSchema.shape.courseType,
  course: coursePlanSchema.shape.course,
  amount: amountSummarySchema,
  stages: z.array(planStageSchema),
  milestones: z.array(planMilestoneAnswerSchema),
};
export const coursePlanAnswerSchema = z.object(planFields).meta({ id: 'CoursePlan' });

type Plan = z.output<typeof coursePlanSchema>;
export function toPlanAnswer(plan: Plan): z.output<typeof coursePlanAnswerSchema> {
  const sum = (lines: Plan['milestones'][number]['stages'][number]['feeCodes'], payee: 'centre' | 'rta') =>
    lines.filter((f) => f.payee === payee).reduce((total, f) => total + f.unitFils * f.quantity, 0);
  return {
    courseTypeId: plan.courseTypeId,
    courseType: plan.courseType,
    course: plan.course,
    amount: toAmountSummary(plan.amount),
    stages: plan.milestones.flatMap((m) =>
      m.stages.map((st) => ({
        _id: st._id,
        feeCodes: st.feeCodes.map((f) => ({ code: f.code, name: f.name, quantity: f.quantity, payee: f.payee, pricePerQuantity: aedOf(f.unitFils) })),
        amount: { taxableAmount: aedOf(sum(st.feeCodes, 'centre')), noTaxableAmount: aedOf(sum(st.feeCodes, 'rta')) },
        noOfClassesPerHour: st.noOfClassesPerHour,
      })),
    ),
    milestones: plan.milestones.map((m) => ({
      _id: m._id,
      name: m.name,
      level: m.level,
      paid: m.paid,
      instanceIds: m.stages.map((st) => st._id),
      stages: m.stages.map((st) => ({ _id: st._id, name: st.name, useStageName: st.useStageName, paid: st.paid, skippable: st.skippable })),
      amount: toAmountSummary(m.amount),
    })),
  };
}

/** R§3 course list response. */
export const courseListSchema = z.object({ courses: z.array(coursePlanAnswerSchema), hasCourse: z.boolean() });

/** R§3 "Referral", the apply-referral / remove-referral answer and the course's referral: AED. */
export const referralAnswerSchema = z
  .object({
    referralList: z.array(z.object({ referralCode: z.string(), refereeAmount: aed })),
    referralCode: z.string().nullable(),
    referralAmount: aed,
    referralType: z.literal('Referral code'),
  })
  .meta({ id: 'Referral' });

export function toReferralAnswer(referral: z.infer<typeof referralSchema>): z.infer<typeof referralAnswerSchema> {
  return {
    referralList: referral.referralList.map((item) => ({ referralCode: item.referralCode, refereeAmount: aedOf(item.refereeAmountFils) })),
    referralCode: referral.referralCode,
    referralAmount: aedOf(referral.referralAmountFils),
    referralType: referral.referralType,
  };
}

/** R§3 payment summary: the amount summary of the milestones this payment covers, and the referral taken off. */
export const paymentSummarySchema = amountSummarySchema.extend({ referralAmount: aed }).meta({ id: 'PaymentSummary' });

/**
 * The whole course's balance from the ledger (GET course only; the dashboard's figures): R§3's
 * amount-summary names; `totalAmountWithTax` is what the course costs the learner (centre − discount
 * + tax + RTA − referral), `totalAmountPaid` + `amountRemaining` = it. `amountDueAtCentre` (the part
 * of the remaining waiting at the till), `paidStages` and `stages` are the reference's (spec silent).
 */
export const courseBalanceAnswerSchema = z
  .object({
    drivingCenter: z.object({ totalAmount: aed }),
    rta: z.object({ totalAmount: aed }),
    totalDiscount: aed,
    totalTax: aed,
    referralAmount: aed,
    totalAmountWithTax: z.number(),
    totalAmountPaid: aed,
    amountRemaining: z.number(),
    amountDueAtCentre: aed,
    paidStages: z.number().int(),
    stages: z.number().int(),
  })
  .meta({ id: 'CourseBalance' });

export function toBalanceAnswer(b: CourseBalance): z.output<typeof courseBalanceAnswerSchema> {
  return {
    drivingCenter: { totalAmount: aedOf(b.centreFils) },
    rta: { totalAmount: aedOf(b.rtaFils) },
    totalDiscount: aedOf(b.discountFils),
    totalTax: aedOf(b.vatFils),
    referralAmount: aedOf(b.referralFils),
    totalAmountWithTax: aedOf(b.totalFils),
    totalAmountPaid: aedOf(b.paidFils),
    amountRemaining: aedOf(b.remainingFils),
    amountDueAtCentre: aedOf(b.dueAtCentreFils),
    paidStages: b.paidStages,
    stages: b.stages,
  };
}

/**
 * R§3 "Student course" / "userCourseData": the plan's fields (`code` the course's, `course`,
 * `courseType`, `milestones`, `stages`, `amount` with the promotion's discount) and the plan state
 * (`paymentPlan`, `modeOfPayment`, `tokenBalanceAmount` as R§3's "other payment state";
 * `selectedMilestoneIds`, `laterPayment`, `promotion`, `paymentSummary`: spec silent, decided here).
 */
export const studentCourseAnswerSchema = z
  .object({
    code: z.string(),
    ...planFields,
    /** registered already: paying for later stages (stage payment, no referral) */
    laterPayment: z.boolean(),
    paymentPlan: z.enum(['fullPayment', 'stagePayment']),
    modeOfPayment: z.enum(['online', 'edsCenter']),
    selectedMilestoneIds: z.array(z.string()),
    promotion: promotionSchema.nullable(),
    referral: referralAnswerSchema,
    /** the learner's wallet (R§3 tokenBalanceAmount), AED */
    tokenBalanceAmount: aed,
    paymentSummary: paymentSummarySchema,
    balance: courseBalanceAnswerSchema.optional(),
    /** R§7: the student course answers the elite add-ons offered with it (GET only, as `balance`) */
    eliteAddons: z.array(eliteAddonAnswerSchema).optional(),
  })
  .meta({ id: 'StudentCourse' });

export function toCourseAnswer(
  view: StudentCourseView,
  balance?: CourseBalance | null,
  eliteAddons?: z.output<typeof eliteAddonAnswerSchema>[],
): z.output<typeof studentCourseAnswerSchema> {
  return {
    code: view.plan.course.code,
    ...toPlanAnswer(view.plan),
    laterPayment: view.laterPayment,
    paymentPlan: view.paymentPlan,
    modeOfPayment: view.modeOfPayment,
    selectedMilestoneIds: view.selectedMilestoneIds,
    promotion: view.promotion ? toPromotionAnswer(view.promotion) : null,
    referral: toReferralAnswer(view.referral),
    tokenBalanceAmount: aedOf(view.tokenBalanceFils),
    paymentSummary: { ...toAmountSummary(view.quote), referralAmount: aedOf(view.quote.referralFils) },
    ...(balance ? { balance: toBalanceAnswer(balance) } : {}),
    ...(eliteAddons ? { eliteAddons } : {}),
  };
}

export const planChangeSchema = z
  .object({
    paymentPlan: z.enum(['fullPayment', 'stagePayment']).optional(),
    modeOfPayment: z.enum(['online', 'edsCenter']).optional(),
    /** tick or untick one milestone; the API applies the R§4 rule */
    toggleMilestoneId: z.string().trim().min(1).max(100).optional(),
  })
  .refine((v) => v.paymentPlan || v.modeOfPayment || v.toggleMilestoneId, { message: 'required' });

export const promoCodeSchema = z.object({ promoCode: z.string().trim().min(1).max(40) });
export const referralInputSchema = z.object({ referral: z.string().trim().min(1).max(40), referralType: z.literal('Referral code').optional() });
