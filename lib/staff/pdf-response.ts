import 'server-only';
import type { LoggedInStaff } from '@/lib/session';
import { langOf, type StaffLang } from './reports';
import { staffViewer, type StaffPdf } from './use-cases';

// The one body of the staff area's PDF routes (/staff/invoices/{id}/pdf, /staff/documents/{id}/pdf,
// /collection-report/pdf), as lib/bff/pdf-download.ts is the learner's: the staff session checked again
// (a learner gets 404, nobody its log-in page with the way back), then the PDF with its name, never cached.
// Staff pages have no language prefix and no JSON envelope: a person follows these links, so every
// answer is a page or plain text.

const NO_STORE = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' };

/** A 303 to a staff page (the log-in page, a refused link's page). */
export const staffRedirect = (location: string) => new Response(null, { status: 303, headers: { location, ...NO_STORE } });

export const staffPlainText = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...NO_STORE } });

export const staffNotFound = () => staffPlainText(404, 'Not Found');

/** The render pool is full (or the render failed): try again shortly. */
export const staffPdfBusy = () => new Response('Busy, please try again in a moment.', { status: 503, headers: { 'retry-after': '5', ...NO_STORE } });

/** The PDF itself: a download (`attachment`), or `inline` where a phone should open it in its viewer. */
export function staffPdfFile(pdf: Uint8Array, filename: string, disposition: 'attachment' | 'inline' = 'attachment'): Response {
  return new Response(pdf as BodyInit, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `${disposition}; filename="${filename}"`,
      'content-length': String(pdf.byteLength),
      ...NO_STORE,
    },
  });
}

/**
 * A PDF answered as it renders (a long collection report, docs/collection-report-pdf.md "Streaming"):
 * no Content-Length (chunked); a failure after its first bytes cuts the response, never a short file
 * that looks whole.
 */
export function staffPdfStream(body: ReadableStream<Uint8Array>, filename: string, disposition: 'attachment' | 'inline' = 'attachment'): Response {
  return new Response(body, {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `${disposition}; filename="${filename}"`, ...NO_STORE },
  });
}

/**
 * Who may open a staff PDF: the staff member, or the answer to give instead (a learner: 404; nobody:
 * the staff log-in page, back to this very URL afterwards).
 */
export async function staffOrRefusal(url: URL, lang: StaffLang): Promise<{ staff: LoggedInStaff } | { refusal: Response }> {
  const { staff, learner } = await staffViewer();
  if (staff) return { staff };
  if (learner) return { refusal: staffNotFound() };
  return { refusal: staffRedirect(`/staff/login?${new URLSearchParams({ lang, next: `${url.pathname}${url.search}` })}`) };
}

/** A staff route for one learner's document (?lang=en|ar): `make` reads and renders it as the staff member. */
export async function staffPdfRoute(req: Request, make: (staff: LoggedInStaff, lang: StaffLang) => Promise<StaffPdf>): Promise<Response> {
  const url = new URL(req.url);
  const lang = langOf(url.searchParams.get('lang'));
  const viewer = await staffOrRefusal(url, lang);
  if ('refusal' in viewer) return viewer.refusal;
  const made = await make(viewer.staff, lang);
  if (made === 'not-found') return staffNotFound();
  if (made === 'busy') return staffPdfBusy();
  return staffPdfFile(made.pdf, made.filename);
}
