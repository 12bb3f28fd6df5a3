import { z } from 'zod';
import { defineErrors } from '../../../platform/errors';
import { localised } from '../contract';

// Additional fees and elite add-ons (R§3, R§4, R§7): the learner pays what the centre raised, or the
// add-ons chosen; the amount is the API's, a different one from the browser is refused.
export const EXTRA_ERRORS = defineErrors({
  fee_not_due: [409, 'This fee is not due any more'],
  addon_unavailable: [409, 'This add-on is not available for your course'],
  not_registered: [409, 'Please complete your registration first'],
});

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
