import { z } from 'zod';
import { localisedNameSchema } from './common';

// D§3 payment entities as the portal reads them (contract "Payment history and invoices"): orders
// and their invoices, every amount in integer fils.

const kind = z.enum(['registration', 'stage', 'additional', 'elite', 'link']);

export const paymentHistoryItemSchema = z.object({
  _id: z.string(),
  kind,
  status: z.enum(['success', 'due_at_centre', 'refund_due']),
  method: z.enum(['online', 'edsCenter']),
  amountFils: z.number().int(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  description: localisedNameSchema,
});

export const invoiceLineSchema = z.object({
  name: localisedNameSchema,
  payee: z.enum(['centre', 'rta']),
  quantity: z.number().int(),
  unitFils: z.number().int(),
  /** unit × quantity, before discount and VAT */
  amountFils: z.number().int(),
  discountFils: z.number().int(),
  /** amount − discount: what VAT is charged on */
  netFils: z.number().int(),
  vatFils: z.number().int(),
  /** net + VAT */
  totalFils: z.number().int(),
});

export const paymentDetailsSchema = paymentHistoryItemSchema.extend({
  invoiceNumber: z.string(),
  lines: z.array(invoiceLineSchema),
  totals: z.object({
    centreFils: z.number().int(),
    vatFils: z.number().int(),
    rtaFils: z.number().int(),
    discountFils: z.number().int(),
    referralFils: z.number().int(),
    walletFils: z.number().int(),
    adjustmentFils: z.number().int(),
    totalFils: z.number().int(),
  }),
  bankRefNo: z.string().nullable(),
  trackingId: z.string().nullable(),
  learner: z.object({ name: z.string(), studentId: z.string().nullable() }),
  centre: z.object({ name: localisedNameSchema, trn: z.string(), address: localisedNameSchema, phone: z.string(), email: z.string() }),
});

export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;
