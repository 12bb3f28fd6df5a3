import { z } from 'zod';
import { localised } from '../contract';

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
