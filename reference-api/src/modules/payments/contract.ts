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

export const PAYMENT_LABELS: Labels = { isOnlinePayment: 'Payment method', orderId: 'Order', redirectUrl: 'Redirect URL', amount: 'Amount' };

/** AED with at most two decimals (R§3 and R§9 name amounts in AED; the API counts integer fils). */
const aed = z
  .number()
  .nonnegative()
  .max(10_000_000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most 2 decimals');

/** AED → fils, exactly (the schema allows only whole fils). */
export const filsOf = (value: number) => Math.round(value * 100);

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
  /** before R§3's payload: what the browser thinks it pays now (after the wallet), in fils; checked, never used */
  amountFils: z.number().int().nonnegative().optional(),
});

export type InitiateInput = z.infer<typeof initiateSchema>;

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

// Additional fees and elite add-ons (R§3, R§4, R§7): the learner pays what the centre raised, or the
// add-ons chosen; the amount is the API's, a different one from the browser is refused.
export const EXTRA_ERRORS = defineErrors({
  fee_not_due: [409, 'This fee is not due any more'],
  addon_unavailable: [409, 'This add-on is not available for your course'],
  not_registered: [409, 'Please complete your registration first'],
});

const localised = z.object({ en: z.string(), ar: z.string() });

export const additionalFeeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: localised,
  quantity: z.number().int(),
  payee: z.enum(['centre', 'rta']),
  /** before VAT, VAT, and what the learner pays, in fils */
  priceFils: z.number().int(),
  taxFils: z.number().int(),
  totalFils: z.number().int(),
  status: z.enum(['due', 'paid', 'waived']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});

/** Fee details (R§7): the code lower-cased, as the Friday/Saturday RTA test fee is known by (R§3). */
export const additionalFeeDetailsSchema = additionalFeeSchema.extend({ unitFils: z.number().int() });

export const eliteAddonSchema = z.object({
  _id: z.string(),
  name: localised,
  description: localised,
  amount: z.object({ centreFils: z.number().int(), vatFils: z.number().int(), rtaFils: z.number().int(), totalFils: z.number().int() }),
  purchased: z.boolean(),
});

const ids = z.array(z.string().trim().min(1).max(60)).min(1).max(20);

export const additionalInitiateSchema = z.object({
  feeIds: ids,
  isOnlinePayment: z.literal(true).optional(),
  retryPayment: z.boolean().optional(),
  platform: z.literal('web').optional(),
  amountFils: z.number().int().nonnegative().optional(),
});

export const eliteInitiateSchema = z.object({
  selectedAddons: ids,
  isEliteAddonPayment: z.literal(true).optional(),
  retryPayment: z.boolean().optional(),
  platform: z.literal('web').optional(),
  amountFils: z.number().int().nonnegative().optional(),
});

export const raiseFeeSchema = z.object({
  userId: z.string().trim().min(1).max(60),
  feeCode: z.string().trim().min(1).max(40),
  quantity: z.number().int().min(1).max(100).default(1),
});
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

export const linkView = z.object({
  id: z.string(),
  amountFils: z.number().int(),
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

// Payment history and invoices (D§3, D§7 'GET payment-history', 'GET payment-history/{id}', R§9):
// the learner's orders that took money or are due at the centre; the details are the invoice, its
// lines as the ledger charged them, every amount in integer fils.
const paymentKind = z.enum(['registration', 'stage', 'additional', 'elite', 'link']);

export const paymentHistoryItem = z.object({
  _id: z.string(),
  kind: paymentKind,
  status: z.enum(['success', 'due_at_centre', 'refund_due']),
  method: z.enum(['online', 'edsCenter']),
  amountFils: z.number().int(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  description: localised,
});

export const invoiceLine = z.object({
  name: localised,
  payee: z.enum(['centre', 'rta']),
  quantity: z.number().int(),
  unitFils: z.number().int(),
  /** quantity × unit, before discount and VAT */
  amountFils: z.number().int(),
  discountFils: z.number().int(),
  /** amount − discount: what VAT is charged on (docs/money.md) */
  netFils: z.number().int(),
  vatFils: z.number().int(),
  /** net + VAT */
  totalFils: z.number().int(),
});

export const paymentDetails = paymentHistoryItem.extend({
  invoiceNumber: z.string(),
  lines: z.array(invoiceLine),
  /** total = centre + vat + rta − discount − referral − wallet + adjustment (exactly, in fils) */
  totals: z.object({
    centreFils: z.number().int(),
    vatFils: z.number().int(),
    rtaFils: z.number().int(),
    discountFils: z.number().int(),
    referralFils: z.number().int(),
    walletFils: z.number().int(),
    /** a catalogue price changed since the order: the difference, so the invoice still adds up to what was paid */
    adjustmentFils: z.number().int(),
    totalFils: z.number().int(),
  }),
  bankRefNo: z.string().nullable(),
  trackingId: z.string().nullable(),
  learner: z.object({ name: z.string(), studentId: z.string().nullable() }),
  centre: z.object({ name: localised, trn: z.string(), address: localised, phone: z.string(), email: z.string() }),
});
