// GET /collection-report/pdf/ – a staff collection report as a PDF (D§2), from a signed e-mail link (?t=)
// or from the staff area (?report=&startDate=&endDate=&branchId=); ?lang=en|ar
import { filterFrom, langOf } from '@/lib/staff/reports';
import { readLinkedReport, readReport, renderReportPdf, staffViewer, type ReportResult } from '@/lib/staff/use-cases';
import { REPORT_NAMES, type ReportName } from '@/lib/upstream/schemas/reports';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' };
const go = (location: string) => new Response(null, { status: 303, headers: { location, ...NO_STORE } });
const plain = (status: number, text: string) => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...NO_STORE } });

export async function GET(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const q = Object.fromEntries(url.searchParams);
  const lang = langOf(q.lang);
  const token = url.searchParams.get('t');

  let result: ReportResult;
  if (token) {
    // the link alone opens it for its recipient; an altered or expired one, or another person logged in: a page, never data
    result = await readLinkedReport(token);
    if (!result.ok && result.status === 401) return go(`/staff/link?lang=${lang}&reason=invalid`);
    if (!result.ok && result.status === 403) return go(`/staff/link?lang=${lang}&reason=not-yours`);
  } else {
    const { staff, learner } = await staffViewer();
    if (!staff) {
      if (learner) return plain(404, 'Not Found');
      return go(`/staff/login?${new URLSearchParams({ lang, next: `${url.pathname}${url.search}` })}`);
    }
    const report = q.report as ReportName;
    if (!REPORT_NAMES.includes(report)) return plain(404, 'Not Found');
    result = await readReport(staff, report, filterFrom(q, new Date()));
  }
  if (!result.ok)
    return result.status === 404 ? plain(404, 'Not Found') : plain(503, 'The report could not be loaded. Please try again in a moment.');

  const { report } = result;
  const pdf = await renderReportPdf(report, lang, report.staffId);
  if (!pdf) return new Response('Busy, please try again in a moment.', { status: 503, headers: { 'retry-after': '5', ...NO_STORE } });
  const name = `collection-report-${report.report}-${report.startDate}-${report.endDate}.pdf`;
  return new Response(pdf as BodyInit, {
    headers: {
      'content-type': 'application/pdf',
      // inline: a phone opens it in its viewer from the e-mail
      'content-disposition': `inline; filename="${name}"`,
      'content-length': String(pdf.byteLength),
      ...NO_STORE,
    },
  });
}
