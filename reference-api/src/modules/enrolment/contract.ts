import { z } from 'zod';
import { defineErrors } from '../../platform/errors';

// The learner's enrolment (contract "Courses"): the course plan as every module reads it (fils; the
// onboarding answers turn it into R§3's names in AED), and the codes
// of the stage machine that onboarding, payments and schedules all answer with.
export const ENROLMENT_ERRORS = defineErrors({
  stage_out_of_order: [409, 'Please complete the previous steps first'],
  already_paid: [409, 'User has already done payment'],
  course_unavailable: [404, 'This course is not available for your licence type'],
});

export const localised = z.object({ en: z.string(), ar: z.string() });

export const amountSchema = z
  .object({
    centreFils: z.number().int(),
    discountFils: z.number().int(),
    vatFils: z.number().int(),
    rtaFils: z.number().int(),
    totalFils: z.number().int(),
    totalWithDiscountFils: z.number().int(),
  })
  .describe('integer fils; see src/modules/enrolment/pricing.ts (answered in AED: onboarding/contract.ts)');

const feeLineSchema = z.object({
  code: z.string(),
  name: localised,
  payee: z.enum(['centre', 'rta']),
  unitFils: z.number().int(),
  quantity: z.number(),
});

export const planMilestoneSchema = z.object({
  _id: z.string(),
  name: localised,
  level: z.number().int(),
  amount: amountSchema,
  paid: z.boolean(),
  stages: z.array(
    z.object({
      _id: z.string(),
      name: localised,
      useStageName: z.boolean(),
      paid: z.boolean(),
      feeCodes: z.array(feeLineSchema),
      /** R§9: classes per hour of the stage (default 1) */
      noOfClassesPerHour: z.number().int(),
      /** the course lets the learner skip this stage (POST student/course/stage/skip/) */
      skippable: z.boolean(),
    }),
  ),
});

export const coursePlanSchema = z
  .object({
    courseTypeId: z.string(),
    courseType: z.object({
      code: z.string(),
      name: localised,
      isLumpSumCourse: z.boolean(),
      isVipCourse: z.boolean(),
      vipHours: z.number().int().nullable(),
      weekSequences: z.array(z.number().int()),
      noOfHoursPerWeek: z.number().int(),
      minimumClassDuration: z.number().int(),
      maximumClassDuration: z.number().int(),
    }),
    course: z.object({
      _id: z.string(),
      code: z.string(),
      name: localised,
      includes: z.array(localised),
      isRegularCourse: z.boolean(),
      isFlexiCourse: z.boolean(),
      isLumpSumCourse: z.boolean(),
      amountPerClassFeeCodes: z.array(z.string()),
    }),
    amount: amountSchema,
    milestones: z.array(planMilestoneSchema),
  })
  .describe('the course plan inside the API, in fils; answered as R§3 names in AED (onboarding/contract.ts)');
