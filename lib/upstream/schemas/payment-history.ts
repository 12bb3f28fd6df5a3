import { z } from 'zod';
import { aedAsFils, signedAedAsFils } from '../money';
import { localisedNameSchema } from './common';

// Payment history and invoices (D§7 payment-history, payment-history/{id}; contract "Payment history
// and invoices"). The centre answers amounts in AED (R§3, R§9) under names the reference API chose
// (D§3 shows none); these schemas read them through money.ts and give the portal its own shapes,
// every amount in integer fils.

const kind = z.enum(['registration', 'stage', 'additional', 'elite', 'link']);

const item = {
  _id: z.string(),
  kind,
  status: z.enum(['success', 'due_at_centre', 'refund_due', 'skipped']),
  method: z.enum(['online', 'edsCenter']),
  amount: aedAsFils,
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  description: localisedNameSchema,
};

const toItem = <T extends { amount: number }>({ amount, ...rest }: T) => ({ ...rest, amountFils: amount });

export const paymentHistoryItemSchema = z.object(item).transform(toItem);

export const invoiceLineSchema = z
  .object({
    name: localisedNameSchema,
    payee: z.enum(['centre', 'rta']),
    quantity: z.number().int(),
    pricePerQuantity: aedAsFils,
    price: aedAsFils,
    discount: aedAsFils,
    netAmount: aedAsFils,
    tax: aedAsFils,
    totalAmount: aedAsFils,
  })
  .transform((l) => ({
    name: l.name,
    payee: l.payee,
    quantity: l.quantity,
    unitFils: l.pricePerQuantity,
    /** unit × quantity, before discount and VAT */
    amountFils: l.price,
    discountFils: l.discount,
    /** amount − discount: what VAT is charged on */
    netFils: l.netAmount,
    vatFils: l.tax,
    /** net + VAT */
    totalFils: l.totalAmount,
  }));

const totalsSchema = z
  .object({
    drivingCenter: aedAsFils,
    totalTax: aedAsFils,
    rta: aedAsFils,
    totalDiscount: aedAsFils,
    referralAmount: aedAsFils,
    walletAmount: aedAsFils,
    adjustment: signedAedAsFils,
    totalAmount: aedAsFils,
  })
  .transform((t) => ({
    centreFils: t.drivingCenter,
    vatFils: t.totalTax,
    rtaFils: t.rta,
    discountFils: t.totalDiscount,
    referralFils: t.referralAmount,
    walletFils: t.walletAmount,
    adjustmentFils: t.adjustment,
    totalFils: t.totalAmount,
  }));

export const paymentDetailsSchema = z
  .object({
    ...item,
    invoiceNumber: z.string(),
    lines: z.array(invoiceLineSchema),
    totals: totalsSchema,
    bankRefNo: z.string().nullable(),
    trackingId: z.string().nullable(),
    learner: z.object({ name: z.string(), studentId: z.string().nullable() }),
    centre: z.object({ name: localisedNameSchema, trn: z.string(), address: localisedNameSchema, phone: z.string(), email: z.string() }),
  })
  .transform(toItem);

export type PaymentHistoryItem = z.output<typeof paymentHistoryItemSchema>;
export type PaymentDetails = z.output<typeof paymentDetailsSchema>;
export type InvoiceLine = z.output<typeof invoiceLineSchema>;
