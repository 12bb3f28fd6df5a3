import { z } from 'zod';
import { aedAsFils } from '../money';
import { localisedNameSchema } from './common';
import { invoiceLineSchema } from './payment-history';

// The centre's issued documents (D§2 PDF pages; D§7 student/contract/{id}, student/refund-details/{id},
// student/corporate-refund-details/{id}, student/clearance-certificate/{id}, lumpsum-payment-history,
// corporate/{id}/get-invoice-detail, user/dms/payment-history/{id}, payment-history/pre-registration/{id};
// contract "Issued documents"): one shape for every kind, read into fils.

export const ISSUED_KINDS = [
  'crm_invoice',
  'lumpsum_invoice',
  'contract',
  'refund',
  'clearance',
  'preregistration_invoice',
  'corporate_invoice',
  'corporate_lumpsum_invoice',
  'corporate_refund',
] as const;
export type IssuedKind = (typeof ISSUED_KINDS)[number];

const totalsSchema = z
  .object({ drivingCenter: aedAsFils, totalDiscount: aedAsFils, totalTax: aedAsFils, rta: aedAsFils, totalAmount: aedAsFils })
  .transform((t) => ({ centreFils: t.drivingCenter, discountFils: t.totalDiscount, vatFils: t.totalTax, rtaFils: t.rta, totalFils: t.totalAmount }));

export const issuedDocumentSchema = z.object({
  _id: z.string(),
  kind: z.enum(ISSUED_KINDS),
  documentNumber: z.string(),
  issuedAt: z.string(),
  learner: z.object({ name: z.string(), studentId: z.string().nullable(), emiratesId: z.string().nullable() }),
  corporate: z.object({ _id: z.string(), name: localisedNameSchema, trn: z.string(), address: localisedNameSchema }).nullable(),
  centre: z.object({ name: localisedNameSchema, trn: z.string(), address: localisedNameSchema, phone: z.string(), email: z.string() }),
  lines: z.array(invoiceLineSchema),
  totals: totalsSchema,
  details: z.object({
    courseId: z.string().optional(),
    courseName: localisedNameSchema.optional(),
    refundOf: z.string().optional(),
    reason: localisedNameSchema.optional(),
    method: z.string().optional(),
    receivedBy: z.string().optional(),
    purchaseOrder: z.string().optional(),
    dueAt: z.string().optional(),
    paragraphs: z.object({ en: z.array(z.string()), ar: z.array(z.string()) }).optional(),
    trainees: z.array(z.string()).optional(),
  }),
});

export const issuedDocumentItemSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(ISSUED_KINDS),
    documentNumber: z.string(),
    issuedAt: z.string(),
    courseId: z.string().nullable(),
    corporateId: z.string().nullable(),
    totalAmount: aedAsFils,
  })
  .transform(({ totalAmount, ...rest }) => ({ ...rest, totalFils: totalAmount }));

export type IssuedDocument = z.output<typeof issuedDocumentSchema>;
export type IssuedDocumentItem = z.output<typeof issuedDocumentItemSchema>;
