import 'server-only';
import { getMessages } from 'next-intl/server';
import type { PdfFile } from '@/lib/bff/pdf-download';
import { appError, fail, ok, type Result } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/routing';
import type { IssuedLabels } from '@/lib/pdf/documents/labels';
import type { InvoiceLabels } from '@/lib/pdf/invoice-document';
import { renderForDownload } from '@/lib/pdf/shared-pool';
import { getSession, isLoggedIn } from '@/lib/session';
import {
  getClearanceCertificate,
  getContract,
  getCorporateInvoice,
  getCorporateRefundDetails,
  getCrmInvoice,
  getLumpsumInvoice,
  getPreregistrationInvoice,
  getRefundDetails,
} from '@/lib/upstream/issued-documents';
import type { IssuedDocument, IssuedKind } from '@/lib/upstream/schemas/issued-documents';
import { attempt } from '@/lib/upstream/result';
import { ISSUED_PAGES, type IssuedPage, type IssuedPageKey } from './issued-pages';

// A document the centre issued to the learner, as a PDF (D§2 PDF pages): read from the API with the
// learner's own token (another learner's id is the API's 404), checked to be the page's kind, then
// rendered on a worker thread in the page's language, as one of the learner's share of the pool.

/** An id as the API makes them (RF-2026-000041): anything else is not looked up. */
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,40}$/;

const READ: Record<IssuedPage, (key: IssuedPageKey) => Promise<IssuedDocument>> = {
  'crm-invoice': (k) => getCrmInvoice(k.id!),
  'lumpsum-invoice': (k) =>
    getLumpsumInvoice({ ...(k.courseId ? { courseId: k.courseId } : {}), ...(k.invoiceNumber ? { invoiceNumber: k.invoiceNumber } : {}) }),
  contract: (k) => getContract(k.id!),
  'refund-document': (k) => getRefundDetails(k.id!),
  'clearance-certificate': (k) => getClearanceCertificate(k.id!),
  'corporate-lumpsum-invoice': (k) => getCorporateInvoice(k.id!),
  'corporate-invoice': (k) => getCorporateInvoice(k.id!),
  'corporate-refund-document': (k) => getCorporateRefundDetails(k.id!),
  'preregistration-invoice': (k) => getPreregistrationInvoice(k.id!),
};

export async function issuedPdf(page: IssuedPage, key: IssuedPageKey, lang: Locale): Promise<Result<PdfFile>> {
  const { kind, keyed } = ISSUED_PAGES[page];
  const values = Object.values(key).filter((v): v is string => typeof v === 'string');
  if (keyed === 'id' && !key.id) return fail(appError('not_found'));
  if (keyed === 'query' && values.length === 0) return fail(appError('not_found'));
  if (values.some((v) => !DOCUMENT_ID.test(v))) return fail(appError('not_found'));
  const [read, messages, session] = await Promise.all([attempt(() => READ[page](key)), getMessages({ locale: lang }), getSession()]);
  if (!read.ok) return read;
  // corporate/{id}/get-invoice-detail answers both corporate invoices: each page shows only its own
  if (read.value.kind !== (kind satisfies IssuedKind)) return fail(appError('not_found'));
  const m = messages as unknown as { invoice: InvoiceLabels; issuedDocument: IssuedLabels };
  const labels: IssuedLabels = { ...m.invoice, ...m.issuedDocument };
  const pdf = await renderForDownload({ doc: 'issued', document: read.value, lang, labels }, isLoggedIn(session) ? session.user.id : 'anonymous');
  return pdf.ok ? ok({ pdf: pdf.value, filename: `${page}-${read.value.documentNumber}.pdf` }) : pdf;
}
