import { z } from 'zod';
import { defineErrors } from '../../platform/errors';
import type { Labels } from '../../platform/fields';

// What every payment sub-domain shares (registration, extras, links, history, the gateway's orders):
// the codes of taking money and the field labels. Money is integer fils; the API computes every amount.
export const PAYMENT_ERRORS = defineErrors({
  nothing_to_pay: [409, 'There is nothing to pay'],
  amount_mismatch: [409, 'The amount does not match your course'],
  payment_unavailable: [503, 'Online payment is not available right now. Please try again later.'],
  payment_response_invalid: [400, 'Invalid payment response'],
});

export const PAYMENT_LABELS: Labels = { isOnlinePayment: 'Payment method', orderId: 'Order', redirectUrl: 'Redirect URL', amount: 'Amount' };

/** AED with at most two decimals (R§3 and R§9 name amounts in AED; the API counts integer fils). */
export const aed = z
  .number()
  .nonnegative()
  .max(10_000_000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most 2 decimals');

/** AED → fils, exactly (the schema allows only whole fils). */
export const filsOf = (value: number) => Math.round(value * 100);

export const localised = z.object({ en: z.string(), ar: z.string() });

/** What opening any order answers (registration, fees, add-ons). */
export const initiateResult = z.object({
  orderId: z.string(),
  status: z.enum(['initiated', 'due_at_centre']),
  amountFils: z.number().int(),
  /** the payment frame's address (online only): the gateway's page with the sealed request */
  paymentUrl: z.string().nullable(),
});
