import { z } from 'zod';
import { defineErrors } from '../../platform/errors';
import type { Labels } from '../../platform/fields';
import { aedOf } from '../money/format';

// What every payment sub-domain shares (registration, extras, links, history, the gateway's orders):
// the codes of taking money and the field labels. Money is integer fils; the API computes every amount.
export const PAYMENT_ERRORS = defineErrors({
  nothing_to_pay: [409, 'There is nothing to pay'],
  amount_mismatch: [409, 'The amount does not match your course'],
  payment_unavailable: [503, 'Online payment is not available right now. Please try again later.'],
  payment_response_invalid: [400, 'Invalid payment response'],
});

export const PAYMENT_LABELS: Labels = { isOnlinePayment: 'Payment method', orderId: 'Order', redirectUrl: 'Redirect URL', amount: 'Amount' };

// AED in requests: the one reader is money/aed.ts (decimal text, never a float product).
export { aed, aedToFils } from '../money/aed';

export const localised = z.object({ en: z.string(), ar: z.string() });

/** What a service hands back when it opened an order (registration, fees, add-ons); fils inside. */
export interface OpenedOrder {
  orderId: string;
  status: 'initiated' | 'due_at_centre';
  amountFils: number;
  paymentUrl: string | null;
}

/**
 * What opening any order answers: R§3's online payment info. `href` is `onlinePaymentInfo.href`, the
 * payment frame's address (the gateway's page with the sealed request; null at the centre), and
 * `paymentReference` the reference R§7's verify takes back (the order id). `status` and `amount` (AED,
 * R§9's amount charged) are the reference's (spec silent).
 */
export const initiateResult = z.object({
  paymentReference: z.string(),
  href: z.string().nullable(),
  status: z.enum(['initiated', 'due_at_centre']),
  amount: z.number().nonnegative(),
});

export const onlinePaymentInfo = (order: OpenedOrder): z.infer<typeof initiateResult> => ({
  paymentReference: order.orderId,
  href: order.paymentUrl,
  status: order.status,
  amount: aedOf(order.amountFils),
});
