import 'server-only';
import { getMessages } from 'next-intl/server';
import type { PdfFile } from '@/lib/bff/pdf-download';
import { appError, fail, ok, type Result } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/routing';
import type { InvoiceLabels } from '@/lib/pdf/invoice-document';
import { renderForDownload } from '@/lib/pdf/shared-pool';
import { getSession, isLoggedIn } from '@/lib/session';
import { INVOICE_ID } from './labels';
import { getPaymentDetails } from '@/lib/upstream/payment-history';
import { attempt } from '@/lib/upstream/result';

// The invoice of one of the learner's orders as a PDF (D§2 /invoice/{id}/pdf/, R§9): the details
// read from the API with the learner's own token (another learner's order is the API's 404), then
// rendered on a worker thread in the page's language, as one of the learner's share of the pool.

export async function invoicePdf(id: string, lang: Locale): Promise<Result<PdfFile>> {
  if (!INVOICE_ID.test(id)) return fail(appError('not_found'));
  const [details, messages, session] = await Promise.all([attempt(() => getPaymentDetails(id)), getMessages({ locale: lang }), getSession()]);
  if (!details.ok) return details;
  const labels = (messages as { invoice: InvoiceLabels }).invoice;
  const pdf = await renderForDownload({ doc: 'invoice', invoice: details.value, lang, labels }, isLoggedIn(session) ? session.user.id : 'anonymous');
  return pdf.ok ? ok({ pdf: pdf.value, filename: `invoice-${id}.pdf` }) : pdf;
}
