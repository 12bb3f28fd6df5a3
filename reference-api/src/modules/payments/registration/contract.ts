import { z } from 'zod';
import { aed } from '../contract';

// Registration payments (R§3 initiation payload, R§4 payment status, R§7 web-hook paths, R§8
// messages). The API computes every amount from the learner's course.

/** R§7: the registration's web-hook path; the redirect URL may carry any origin (a proxy's), never another path. */
export const REGISTRATION_RETURN_PATH = '/payment/v1/web-hook/payment-handler';

/**
 * R§3 "Registration payment initiation". What the learner saw (course type, milestones, promotion,
 * referral, amount) is checked against the course the API holds, never believed: the API draws the
 * order from its own state and refuses one that differs (a stale page, a tampered request).
 */
export const initiateSchema = z.object({
  isOnlinePayment: z.boolean(),
  retryPayment: z.boolean().optional(),
  platform: z.literal('web').optional(),
  /** the chosen course type's code */
  courseType: z.string().trim().min(1).max(40).optional(),
  /** the milestones paid now (ids) */
  milestones: z.array(z.string().trim().min(1).max(60)).max(20).optional(),
  /** R§9: the amount sent for payment, total after VAT and discount minus the referral, in AED */
  amount: aed.optional(),
  promotionId: z.string().trim().min(1).max(60).nullable().optional(),
  /** the app's origin plus the registration web-hook path (R§3) */
  redirectUrl: z
    .string()
    .url()
    .max(500)
    .refine((v) => new URL(v).pathname === REGISTRATION_RETURN_PATH, 'not the registration web-hook')
    .optional(),
  /** 0 unless a lump-sum course is paid in one go (then the amount itself) */
  lumpsumAmount: aed.optional(),
  referralAmount: aed.optional(),
  referralList: z
    .array(z.object({ referralCode: z.string().trim().min(1).max(40).optional(), refereeAmount: aed }))
    .max(5)
    .optional(),
  referralCode: z.string().trim().max(40).nullable().optional(),
});

export type InitiateInput = z.infer<typeof initiateSchema>;

/**
 * R§7 verify: `paymentReference` is the order id the initiation answered. `retryPayment` and
 * `referralAmount` are the spec's too, and are read but never believed: a verify moves no money
 * (only the gateway's status call settles an order) and the order's referral is the one the API holds.
 */
export const verifySchema = z.object({
  paymentReference: z.string().trim().min(1).max(40),
  retryPayment: z.boolean().optional(),
  referralAmount: aed.optional(),
});

export const verifyResult = z.object({
  orderId: z.string(),
  kind: z.enum(['registration', 'stage', 'additional', 'elite', 'link']),
  isSuccess: z.boolean(),
  status: z.string(),
  responseText: z.string(),
});
