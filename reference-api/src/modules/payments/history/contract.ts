import { z } from 'zod';
import { localised } from '../contract';

// Payment history and invoices (D§3, D§7 'GET payment-history', 'GET payment-history/{id}', R§9):
// the learner's orders that took money or are due at the centre; the details are the invoice, its
// lines as the ledger charged them, every amount in integer fils.
const paymentKind = z.enum(['registration', 'stage', 'additional', 'elite', 'link']);

// Amounts are AED with two decimals (R§3, R§9), as numbers; the names are the reference's (D§3 shows no
// fields of a payment history or an invoice), after R§3's amount summary where it has one.
const aed = z.number();

export const paymentHistoryItem = z.object({
  _id: z.string(),
  kind: paymentKind,
  status: z.enum(['success', 'due_at_centre', 'refund_due', 'skipped']),
  method: z.enum(['online', 'edsCenter']),
  amount: aed,
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  description: localised,
});

export const invoiceLine = z.object({
  name: localised,
  payee: z.enum(['centre', 'rta']),
  quantity: z.number().int(),
  pricePerQuantity: aed,
  /** quantity × price per quantity, before discount and VAT */
  price: aed,
  discount: aed,
  /** price − discount: what VAT is charged on (docs/money.md) */
  netAmount: aed,
  tax: aed,
  /** net + VAT */
  totalAmount: aed,
});

export type PaymentHistoryItem = z.infer<typeof paymentHistoryItem>;

export const paymentDetails = paymentHistoryItem.extend({
  invoiceNumber: z.string(),
  lines: z.array(invoiceLine),
  /** totalAmount = drivingCenter + totalTax + rta − totalDiscount − referralAmount − walletAmount + adjustment (exactly) */
  totals: z.object({
    drivingCenter: aed,
    totalTax: aed,
    rta: aed,
    totalDiscount: aed,
    referralAmount: aed,
    walletAmount: aed,
    /** a catalogue price changed since the order: the difference, so the invoice still adds up to what was paid */
    adjustment: aed,
    totalAmount: aed,
  }),
  bankRefNo: z.string().nullable(),
  trackingId: z.string().nullable(),
  learner: z.object({ name: z.string(), studentId: z.string().nullable() }),
  centre: z.object({ name: localised, trn: z.string(), address: localised, phone: z.string(), email: z.string() }),
});
