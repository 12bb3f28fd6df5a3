import { z } from 'zod';
import { defineErrors } from '../../../platform/errors';

// Payment links (R§4 'Payment-link verification', D§7 'Payment links'): staff ask a learner for an
// amount by a link anyone holding it may pay, without logging in.
export const PAYMENT_LINK_ERRORS = defineErrors({
  link_paid: [409, 'This payment link has already been paid'],
  link_cancelled: [410, 'This payment link has been cancelled'],
  link_expired: [410, 'This payment link has expired'],
});

export const PAYMENT_LINK_ID = /^PL-[A-Za-z0-9_-]{24}$/;
// any text up to 64 characters: an id that is not a link's is simply not found (404)
const linkId = z.string().trim().min(1).max(64);
const localisedInput = z.object({ en: z.string().trim().min(1).max(200), ar: z.string().trim().min(1).max(200) });

export const createLinkSchema = z.object({
  userId: z.string().trim().min(1).max(64),
  /** AED 0.01 to AED 100,000.00 */
  amountFils: z.number().int().positive().max(10_000_000),
  description: localisedInput,
  expiresInHours: z.number().int().min(1).max(720).default(72),
});

export const createdLink = z.object({ id: z.string(), url: z.string(), expiresAt: z.string() });

/** D§7 'POST payment/v1/web-hook/get-payment-link': the link as its payer sees it; `pay` opens an order. */
export const getLinkSchema = z.object({ id: linkId, pay: z.boolean().optional() });

/** The link as its payer sees it; `amount` in AED (R§3's money unit; the view's names: spec silent). */
export const linkView = z.object({
  id: z.string(),
  amount: z.number().nonnegative(),
  description: z.object({ en: z.string(), ar: z.string() }),
  status: z.enum(['open', 'paid', 'cancelled', 'expired']),
  expiresAt: z.string(),
  learnerFirstName: z.string(),
});

/** With `pay: true`: D§7 'Payment link check: {paymentLogObj: {paymentLink}}' plus the order. */
export const linkPayment = linkView.extend({
  orderId: z.string().optional(),
  paymentLogObj: z.object({ paymentLink: z.string() }).optional(),
});

export const linkOrderSchema = z.object({
  orderId: z.string().trim().min(1).max(40),
  trackingId: z.string().trim().min(1).max(64),
});

export const linkVerifyResult = z.object({ status: z.enum(['success', 'cancelled', 'failed', 'pending']) });
export const linkCheckResult = z.object({ valid: z.boolean() });
