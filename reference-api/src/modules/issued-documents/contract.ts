import { z } from 'zod';
import { localised } from '../payments/contract';
import { invoiceLine } from '../payments/history/contract';

// The centre's issued documents (D§2 PDF pages, D§7 calls; docs/api-contract.md "Issued documents"):
// one shape for every kind, amounts in AED with two decimals (as payment-history/{id}), lines as the
// money module priced them and totals that are their sums (modules/money/lines.ts sumLines).
const aed = z.number();

export const issuedDocumentKind = z.enum([
  'crm_invoice',
  'lumpsum_invoice',
  'contract',
  'refund',
  'clearance',
  'preregistration_invoice',
  'corporate_invoice',
  'corporate_lumpsum_invoice',
  'corporate_refund',
]);

export const issuedDocument = z.object({
  _id: z.string(),
  kind: issuedDocumentKind,
  /** the printed number (= _id) */
  documentNumber: z.string(),
  issuedAt: z.string(),
  learner: z.object({ name: z.string(), studentId: z.string().nullable(), emiratesId: z.string().nullable() }),
  corporate: z.object({ _id: z.string(), name: localised, trn: z.string(), address: localised }).nullable(),
  centre: z.object({ name: localised, trn: z.string(), address: localised, phone: z.string(), email: z.string() }),
  lines: z.array(invoiceLine),
  /** totalAmount = drivingCenter − totalDiscount + totalTax + rta (exactly) */
  totals: z.object({ drivingCenter: aed, totalDiscount: aed, totalTax: aed, rta: aed, totalAmount: aed }),
  details: z.object({
    courseId: z.string().optional(),
    courseName: localised.optional(),
    refundOf: z.string().optional(),
    reason: localised.optional(),
    method: z.string().optional(),
    receivedBy: z.string().optional(),
    purchaseOrder: z.string().optional(),
    dueAt: z.string().optional(),
    paragraphs: z.object({ en: z.array(z.string()), ar: z.array(z.string()) }).optional(),
    trainees: z.array(z.string()).optional(),
  }),
});

export const issuedDocumentItem = issuedDocument.pick({ _id: true, kind: true, documentNumber: true, issuedAt: true }).extend({
  courseId: z.string().nullable(),
  corporateId: z.string().nullable(),
  totalAmount: aed,
});

export type IssuedDocument = z.infer<typeof issuedDocument>;
