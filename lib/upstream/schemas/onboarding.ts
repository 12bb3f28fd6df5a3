import { z } from 'zod';
import { localisedNameSchema } from './common';

// The onboarding shapes of the contract (docs/api-contract.md "Onboarding"): course plans and the
// learner's chosen course, money in integer fils.

const fils = z.number().int();

export const amountSchema = z.object({
  centreFils: fils,
  discountFils: fils,
  vatFils: fils,
  rtaFils: fils,
  totalFils: fils,
  totalWithDiscountFils: fils,
});

export const planMilestoneSchema = z.object({
  _id: z.string(),
  name: localisedNameSchema,
  level: z.number().int(),
  amount: amountSchema,
  paid: z.boolean(),
  stages: z.array(
    z.object({
      _id: z.string(),
      name: localisedNameSchema,
      useStageName: z.boolean(),
      paid: z.boolean(),
      feeCodes: z.array(
        z.object({ code: z.string(), name: localisedNameSchema, payee: z.enum(['centre', 'rta']), unitFils: fils, quantity: z.number() }),
      ),
    }),
  ),
});

export const coursePlanSchema = z.object({
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
  }),
  amount: amountSchema,
  perHourPriceFils: fils,
  milestones: z.array(planMilestoneSchema),
});

export const courseListSchema = z.object({ courses: z.array(coursePlanSchema), hasCourse: z.boolean() });

export const promotionSchema = z.object({
  _id: z.string(),
  publicPromoCode: z.string(),
  name: localisedNameSchema,
  description: localisedNameSchema,
  discountBp: z.number().int(),
});

export const quoteSchema = amountSchema.extend({ referralFils: fils, walletFils: fils, payableFils: fils, amountForPaymentFils: fils });

/** The whole course's balance from the API's ledger (GET course only): paid + remaining = total. */
export const courseBalanceSchema = z.object({
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
});

export const studentCourseSchema = z.object({
  plan: coursePlanSchema,
  /** registered already: paying for later stages */
  laterPayment: z.boolean().default(false),
  paymentPlan: z.enum(['fullPayment', 'stagePayment']),
  modeOfPayment: z.enum(['online', 'edsCenter']),
  selectedMilestoneIds: z.array(z.string()),
  promotion: promotionSchema.nullable(),
  referral: z.object({ referralCode: z.string().nullable(), referralAmountFils: fils }),
  tokenBalanceFils: fils,
  quote: quoteSchema,
  remainingAfterFils: fils,
  balance: courseBalanceSchema.optional(),
});

export type Amount = z.infer<typeof amountSchema>;
export type CoursePlan = z.infer<typeof coursePlanSchema>;
export type PlanMilestone = z.infer<typeof planMilestoneSchema>;
export type Promotion = z.infer<typeof promotionSchema>;
export type Quote = z.infer<typeof quoteSchema>;
export type StudentCourse = z.infer<typeof studentCourseSchema>;
export type CourseBalance = z.infer<typeof courseBalanceSchema>;
