import 'server-only';
import { z } from 'zod';
import { upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { envelopeSchema } from './schemas/common';
import { issuedDocumentItemSchema, issuedDocumentSchema, type IssuedDocument } from './schemas/issued-documents';

// The documents the centre issued to the learner, one adapter per D§7 call (the PDF pages of D§2
// render them). Each answers only the learner's own; another's id is the API's 404.

const one = envelopeSchema(issuedDocumentSchema);
const id = (value: string) => encodeURIComponent(value);

async function read(path: string, ctx?: CallContext, searchParams?: Record<string, string>): Promise<IssuedDocument> {
  const context = ctx ?? (await requestContext());
  return (await upstreamJson(one, path, { ...context, ...(searchParams ? { searchParams } : {}) })).data;
}

/** D§7 GET user/dms/payment-history/{id}: an invoice the centre issued at its counter (CRM). */
export const getCrmInvoice = (docId: string, ctx?: CallContext) => read(`user/dms/payment-history/${id(docId)}`, ctx);

/** D§7 GET lumpsum-payment-history?courseId&invoiceNumber: the lump-sum invoice of a course. */
export const getLumpsumInvoice = (query: { courseId?: string; invoiceNumber?: string }, ctx?: CallContext) =>
  read('lumpsum-payment-history', ctx, Object.fromEntries(Object.entries(query).filter(([, v]) => v)) as Record<string, string>);

/** D§7 GET student/contract/{id}: the training contract. */
export const getContract = (docId: string, ctx?: CallContext) => read(`student/contract/${id(docId)}`, ctx);

/** D§7 GET student/refund-details/{id}: a refund note. */
export const getRefundDetails = (docId: string, ctx?: CallContext) => read(`student/refund-details/${id(docId)}`, ctx);

/** D§7 GET student/corporate-refund-details/{id}: a refund note to the learner's employer. */
export const getCorporateRefundDetails = (docId: string, ctx?: CallContext) => read(`student/corporate-refund-details/${id(docId)}`, ctx);

/** D§7 GET student/clearance-certificate/{id}: a clearance certificate. */
export const getClearanceCertificate = (docId: string, ctx?: CallContext) => read(`student/clearance-certificate/${id(docId)}`, ctx);

/** D§7 GET corporate/{id}/get-invoice-detail: an invoice to the learner's employer (per stage or lump sum). */
export const getCorporateInvoice = (docId: string, ctx?: CallContext) => read(`corporate/${id(docId)}/get-invoice-detail`, ctx);

/** D§7 payment-history/pre-registration/{id} (its data; the API's /pdf/ twin is not used): a pre-registration invoice. */
export const getPreregistrationInvoice = (docId: string, ctx?: CallContext) => read(`payment-history/pre-registration/${id(docId)}`, ctx);

/** GET student/issued-documents (the reference API's, contract "Issued documents"): every document issued to the learner. */
export async function listIssuedDocuments(ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  return (await upstreamJson(envelopeSchema(z.array(issuedDocumentItemSchema)), 'student/issued-documents', context)).data;
}

/** Ours: GET staff/issued-documents/{id}: any learner's document, for a cashier or an admin (anyone else: the API's 404). */
export const getIssuedDocumentForStaff = (docId: string, ctx: CallContext) => read(`staff/issued-documents/${id(docId)}`, ctx);
