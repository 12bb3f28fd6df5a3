import * as z from 'zod';
import { encodeMessage, msg } from './messages';

// The course and plan steps' small forms (R§4, R§5 payment step). Messages are validation codes.

const id = z.string().trim().max(100);

/** A course card's choice: its course code and course type. */
export const chooseCourseSchema = z.object({ courseCode: id.min(1, msg.required('courseCode')), courseType: id.min(1, msg.required('courseType')) });

/** The plan form: Full or Stage payment, and (stage) the milestones ticked. */
export const planSchema = z.object({
  paymentPlan: z.enum(['fullPayment', 'stagePayment'], { error: msg.required('paymentPlan') }),
  // a form's values are strings: the ticked boxes come comma-separated (lib/onboarding/actions.ts)
  milestones: z.preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : (value ?? [])), z.array(id).max(20)),
  /** the one milestone ticked or unticked (the hydrated form says which) */
  toggle: id.min(1).optional(),
});

export const promoSchema = z.object({ promoCode: z.string().trim().min(1, msg.required('promoCode')).max(40, msg.invalid('promoCode')) });

/** R§5 payment step: the box ticked and no code gives 'Referral code is required'. */
export const referralSchema = z.object({
  referral: z.string().trim().min(1, encodeMessage('referral_required')).max(40, msg.invalid('referral')),
});

export type ChooseCourseValues = z.output<typeof chooseCourseSchema>;
export type PlanValues = z.output<typeof planSchema>;
