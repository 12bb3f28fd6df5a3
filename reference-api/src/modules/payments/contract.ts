import { z } from 'zod';
import { defineErrors } from '../../platform/errors';
import type { Labels } from '../../platform/fields';

// Registration payments (R§3 initiation payload, R§4 payment status, R§7 web-hook paths, R§8
// messages). Money is integer fils; the API computes every amount from the learner's course.
export const PAYMENT_ERRORS = defineErrors({
  nothing_to_pay: [409, 'There is nothing to pay'],
  amount_mismatch: [409, 'The amount does not match your course'],
  payment_unavailable: [503, 'Online payment is not available right now. Please try again later.'],
  payment_response_invalid: [400, 'Invalid payment response'],
});

export const PAYMENT_LABELS: Labels = { isOnlinePayment: 'Payment method', orderId: 'Order' };

export const initiateSchema = z.object({
  isOnlinePayment: z.boolean(),
  retryPayment: z.boolean().optional(),
  platform: z.literal('web').optional(),
  /** what the browser thinks it pays (R§3 `amount`), in fils: checked, never used */
  amountFils: z.number().int().nonnegative().optional(),
});

export const initiateResult = z.object({
  orderId: z.string(),
  status: z.enum(['initiated', 'due_at_centre']),
  amountFils: z.number().int(),
  /** the payment frame's address (online only): the gateway's page with the sealed request */
  paymentUrl: z.string().nullable(),
});

export const verifySchema = z.object({ orderId: z.string().trim().min(1).max(40) });

export const verifyResult = z.object({
  orderId: z.string(),
  kind: z.enum(['registration', 'stage', 'additional', 'elite', 'link']),
  isSuccess: z.boolean(),
  status: z.string(),
  responseText: z.string(),
});
