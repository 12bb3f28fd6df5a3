import 'server-only';
import en from '@/messages/en.json';
import ar from '@/messages/ar.json';
import type { ReportLabels } from '@/lib/pdf/collection-report-document';
import type { IssuedLabels } from '@/lib/pdf/documents/labels';
import type { InvoiceLabels } from '@/lib/pdf/invoice-document';
import { PdfBusyError } from '@/lib/pdf/pool';
import type { PdfJob } from '@/lib/pdf/render-worker';
import { reportStreams } from '@/lib/pdf/report-pages';
import { pdfPool } from '@/lib/pdf/shared-pool';
import {
  endStaffSession,
  getStaffSession,
  isStaff,
  isStudentSession,
  readSession,
  readStaffSession,
  startStaffSession,
  type LoggedInStaff,
} from '@/lib/session';
import { login as upstreamLogin, logout as upstreamLogout } from '@/lib/upstream/auth';
import { clientContext } from '@/lib/upstream/context';
import { UpstreamError } from '@/lib/upstream/errors';
import { getIssuedDocumentForStaff } from '@/lib/upstream/issued-documents';
import { getPaymentDetailsForStaff } from '@/lib/upstream/payment-history';
import { emailReportLink, getCollectionReport, getReportByLink } from '@/lib/upstream/reports';
import type { CollectionReport, ReportName } from '@/lib/upstream/schemas/reports';
import type { Filter, StaffLang } from './reports';

// The staff area's use cases (issue 25): log in (staff only: a learner is refused as a wrong password
// would be), read a report with one's own token, render its PDF in the shared worker pool (one share
// of it per staff member), open a signed link's report, e-mail oneself a link.

export const staffMessages = (lang: StaffLang) => (lang === 'ar' ? ar : en).staffReports;

/** Who is asking in the staff area: the staff member, or a learner (whom staff pages answer 404), or nobody. */
export async function staffViewer(): Promise<{ staff: LoggedInStaff; learner: false } | { staff: null; learner: boolean }> {
  const staff = await readStaffSession();
  if (staff) return { staff, learner: false };
  return { staff: null, learner: isStudentSession(await readSession()) };
}

export type StaffLoginResult = 'ok' | 'refused' | 'unavailable';

export async function loginStaff(username: string, password: string): Promise<StaffLoginResult> {
  const ctx = await clientContext();
  let answer: Awaited<ReturnType<typeof upstreamLogin>>;
  try {
    answer = await upstreamLogin({ username, password }, ctx);
  } catch (error) {
    if (error instanceof UpstreamError) return error.status >= 500 ? 'unavailable' : 'refused';
    throw error;
  }
  if (!isStaff(answer.user)) {
    // a learner's fresh token is revoked unused: the staff area is not theirs
    await upstreamLogout({ token: answer.token, clientIp: ctx.clientIp }).catch(() => undefined);
    return 'refused';
  }
  const { _id: id, name, email, roles } = answer.user;
  await startStaffSession(await getStaffSession(), { token: answer.token, user: { id, name, email, roles } });
  return 'ok';
}

export async function logoutStaff(): Promise<void> {
  const session = await getStaffSession();
  if (session.token) await upstreamLogout({ token: session.token }).catch(() => undefined);
  await endStaffSession(session);
}

const ctxOf = (staff: LoggedInStaff) => ({ token: staff.token, sid: staff.sid });

export type ReportResult = { ok: true; report: CollectionReport } | { ok: false; status: number };

async function settle(call: () => Promise<CollectionReport>): Promise<ReportResult> {
  try {
    return { ok: true, report: await call() };
  } catch (error) {
    if (error instanceof UpstreamError) return { ok: false, status: error.status };
    throw error;
  }
}

/** A report with its totals; `rows` caps the rows (a page shows a few hundred, the PDF takes all). */
export const readReport = (staff: LoggedInStaff, report: ReportName, filter: Filter, rows?: number) =>
  settle(() => getCollectionReport(report, filter, ctxOf(staff), rows === undefined ? undefined : String(rows)));

/** A link's report: with the token of whoever is logged in to the staff area, so the API refuses anyone but its recipient. */
export async function readLinkedReport(token: string): Promise<ReportResult> {
  const staff = await readStaffSession();
  return settle(() => getReportByLink(token, staff ? ctxOf(staff) : {}));
}

export async function emailLink(staff: LoggedInStaff, report: ReportName, filter: Filter, lang: StaffLang): Promise<boolean> {
  try {
    await emailReportLink({ report, lang, ...filter }, ctxOf(staff));
    return true;
  } catch (error) {
    if (error instanceof UpstreamError) return false;
    throw error;
  }
}

/**
 * The report as a PDF, rendered off the request thread: whole (`pdf`, answered with its length) when it
 * is one slice of pages or fewer, else streamed slice by slice as it renders (`body`; lib/pdf/report-pages.ts
 * STREAM_SLICE_PAGES, docs/collection-report-pdf.md "Streaming"). null when the pool is busy or the
 * render failed before its first bytes (the route answers 503). `signal`: the request's, so a client
 * that leaves stops the render. A streamed render that fails later errors `body` (the client sees a
 * failed download) and is logged here.
 */
export async function renderReportPdf(
  report: CollectionReport,
  lang: StaffLang,
  owner: string,
  signal?: AbortSignal,
): Promise<{ pdf: Uint8Array } | { body: ReadableStream<Uint8Array> } | null> {
  const labels = staffMessages(lang) as unknown as ReportLabels;
  const job = { doc: 'collection-report', report, lang, labels, generatedAt: new Date().toISOString() } as const;
  try {
    if (!reportStreams(report.rows.length, lang)) return { pdf: await pdfPool().render(job, `staff:${owner}`) };
    return { body: loggedStream(await pdfPool().stream(job, `staff:${owner}`, signal), report) };
  } catch (error) {
    // busy, or a render that ran out of time (a thread restarts): the route answers 503, try again
    if (error instanceof PdfBusyError) return null;
    if (signal?.aborted) return null;
    console.error('[pdf] collection report render failed:', error instanceof Error ? error.message : error);
    return null;
  }
}

/** `body` as it is, read on demand (backpressure kept), with a failure after its first bytes logged. */
function loggedStream(body: ReadableStream<Uint8Array>, report: CollectionReport): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let sent = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          sent += value.byteLength;
          controller.enqueue(value);
        } catch (error) {
          console.error(
            `[pdf] collection report stream failed after ${sent} bytes (${report.report} ${report.startDate}…${report.endDate}, ${report.rows.length} rows):`,
            error instanceof Error ? error.message : error,
          );
          controller.error(error);
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

/** Staff roles that open a learner's issued documents (docs/api-contract.md "Issued documents"; the API decides too). */
export const DOCUMENT_ROLES = ['cashier', 'admin'] as const;
export const mayOpenDocuments = (staff: LoggedInStaff) => staff.user.roles.some((r) => (DOCUMENT_ROLES as readonly string[]).includes(r));

const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** A staff PDF route's answer: the file, or 404 ('not-found'), or 503 ('busy'). */
export type StaffPdf = { pdf: Uint8Array; filename: string } | 'not-found' | 'busy';

/**
 * The body both staff document PDFs share: only a cashier or an admin, only an id as the API makes them;
 * read with the staff member's own token (the API answers 404 or 403 to any other role or number: 'not-found';
 * failing: 'busy'), rendered in the shared pool as the staff member's share ('busy' when full or failed).
 */
async function staffPdf<T>(
  staff: LoggedInStaff,
  id: string,
  what: string,
  read: (id: string, ctx: ReturnType<typeof ctxOf>) => Promise<T>,
  job: (value: T) => { job: PdfJob; filename: string },
): Promise<StaffPdf> {
  if (!mayOpenDocuments(staff) || !DOCUMENT_ID.test(id)) return 'not-found';
  let value: T;
  try {
    value = await read(id, ctxOf(staff));
  } catch (error) {
    if (error instanceof UpstreamError) return error.status === 404 || error.status === 403 ? 'not-found' : 'busy';
    throw error;
  }
  const made = job(value);
  try {
    return { pdf: await pdfPool().render(made.job, `staff:${staff.user.id}`), filename: made.filename };
  } catch (error) {
    if (error instanceof PdfBusyError) return 'busy';
    console.error(`[pdf] staff ${what} render failed:`, error instanceof Error ? error.message : error);
    return 'busy';
  }
}

/** A learner's issued document (invoice, contract, refund …) as a PDF for a cashier or an admin. */
export function staffDocumentPdf(staff: LoggedInStaff, docId: string, lang: StaffLang): Promise<StaffPdf> {
  return staffPdf(staff, docId, 'document', getIssuedDocumentForStaff, (document) => {
    const m = (lang === 'ar' ? ar : en) as unknown as { invoice: object; issuedDocument: object };
    const labels = { ...m.invoice, ...m.issuedDocument } as IssuedLabels;
    return { job: { doc: 'issued', document, lang, labels }, filename: `${document.kind.replaceAll('_', '-')}-${document.documentNumber}.pdf` };
  });
}

/**
 * A learner's order invoice as a PDF for a cashier or an admin (issue 25; the learner's own is
 * /{lang}/invoice/{id}/pdf): read from staff/payment-history/{id}, rendered as the learner's invoice is.
 */
export function staffInvoicePdf(staff: LoggedInStaff, orderId: string, lang: StaffLang): Promise<StaffPdf> {
  return staffPdf(staff, orderId, 'invoice', getPaymentDetailsForStaff, (invoice) => {
    const labels = (lang === 'ar' ? ar : en).invoice as unknown as InvoiceLabels;
    return { job: { doc: 'invoice', invoice, lang, labels }, filename: `invoice-${orderId}.pdf` };
  });
}
