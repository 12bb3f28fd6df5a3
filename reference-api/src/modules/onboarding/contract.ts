import { z } from 'zod';
import { defineErrors } from '../../platform/errors';
import type { Labels } from '../../platform/fields';
import { amountSchema, coursePlanSchema, localised } from '../enrolment/contract';
import { aedOf } from '../money/format';

// The onboarding contract (R§3 personal-details payload, course plan, amount summary; R§4 stages;
// R§7 calls). Money is integer fils; field messages are field codes (platform/fields.ts).
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
export const courseListSchema = z.object({ courses: z.array(coursePlanSchema), hasCourse: z.boolean() });

export const chooseCourseSchema = z.object({ courseType: z.string().trim().min(1).max(100), courseCode: z.string().trim().min(1).max(100) });

export const promotionSchema = z
  .object({ _id: z.string(), publicPromoCode: z.string(), name: localised, description: localised, discountBp: z.number().int() })
  .meta({ id: 'Promotion' });

export const referralSchema = z.object({
  referralCode: z.string().nullable(),
  referralAmountFils: z.number().int(),
  referralType: z.literal('Referral code'),
  referralList: z.array(z.object({ referralCode: z.string(), refereeAmountFils: z.number().int() })),
});

export const quoteSchema = amountSchema
  .extend({
    referralFils: z.number().int(),
    walletFils: z.number().int(),
    payableFils: z.number().int(),
    amountForPaymentFils: z.number().int(),
  })
  .meta({ id: 'Quote' });

/** The learner's chosen course with the plan state and the amount this payment asks for. */
const fils = z.number().int();
export const courseBalanceSchema = z
  .object({
    centreFils: fils,
    discountFils: fils,
    vatFils: fils,
    rtaFils: fils,
    referralFils: fils,
    totalFils: fils,
    paidFils: fils,
    remainingFils: fils,
    dueAtCentreFils: fils,
    paidStages: fils,
    stages: fils,
  })
  .meta({ id: 'CourseBalance' });

export const studentCourseSchema = z
  .object({
    plan: coursePlanSchema,
    /** registered already: paying for later stages (stage payment, no referral) */
    laterPayment: z.boolean(),
    paymentPlan: z.enum(['fullPayment', 'stagePayment']),
    modeOfPayment: z.enum(['online', 'edsCenter']),
    selectedMilestoneIds: z.array(z.string()),
    promotion: promotionSchema.nullable(),
    referral: referralSchema,
    tokenBalanceFils: z.number().int(),
    quote: quoteSchema,
    /** what stays to pay in later stages after this payment, in fils (total with VAT and discount) */
    remainingAfterFils: z.number().int(),
    /** GET course only: the whole course's balance from the ledger (docs/money.md); paid + remaining = total */
    balance: courseBalanceSchema.optional(),
  })
  .meta({ id: 'StudentCourse' });

export const planChangeSchema = z
  .object({
    paymentPlan: z.enum(['fullPayment', 'stagePayment']).optional(),
    modeOfPayment: z.enum(['online', 'edsCenter']).optional(),
    /** tick or untick one milestone; the API applies the R§4 rule */
    toggleMilestoneId: z.string().trim().min(1).max(100).optional(),
  })
  .refine((v) => v.paymentPlan || v.modeOfPayment || v.toggleMilestoneId, { message: 'required' });

export const promoCodeSchema = z.object({ promoCode: z.string().trim().min(1).max(40) });
/** R§3 "Referral", the apply-referral / remove-referral answer: amounts in AED, as the spec's wire has them. */
export const referralAnswerSchema = z
  .object({
    referralList: z.array(z.object({ referralCode: z.string(), refereeAmount: z.number().nonnegative() })),
    referralCode: z.string().nullable(),
    referralAmount: z.number().nonnegative(),
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

export const referralInputSchema = z.object({ referral: z.string().trim().min(1).max(40), referralType: z.literal('Referral code').optional() });
