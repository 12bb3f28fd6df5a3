// GET /collection-report/pdf/ – a staff collection report as a PDF (D§2), from a signed e-mail link (?t=)
// or from the staff area (?report=&startDate=&endDate=&branchId=); ?lang=en|ar
import { filterFrom, langOf } from '@/lib/staff/reports';
import { staffNotFound, staffOrRefusal, staffPdfBusy, staffPdfFile, staffPdfStream, staffPlainText, staffRedirect } from '@/lib/staff/pdf-response';
import { readLinkedReport, readReport, renderReportPdf, type ReportResult } from '@/lib/staff/use-cases';
import { REPORT_NAMES, type ReportName } from '@/lib/upstream/schemas/reports';

export const dynamic = 'force-dynamic';

export async function GET(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const q = Object.fromEntries(url.searchParams);
  const lang = langOf(q.lang);
  const token = url.searchParams.get('t');

  let result: ReportResult;
  if (token) {
    // the link alone opens it for its recipient; an altered or expired one, or another person logged in: a page, never data
    result = await readLinkedReport(token);
    if (!result.ok && result.status === 401) return staffRedirect(`/staff/link?lang=${lang}&reason=invalid`);
    if (!result.ok && result.status === 403) return staffRedirect(`/staff/link?lang=${lang}&reason=not-yours`);
  } else {
    const viewer = await staffOrRefusal(url, lang);
    if ('refusal' in viewer) return viewer.refusal;
    const report = q.report as ReportName;
    if (!REPORT_NAMES.includes(report)) return staffNotFound();
    result = await readReport(viewer.staff, report, filterFrom(q, new Date()));
  }
  if (!result.ok)
    return result.status === 404 ? staffNotFound() : staffPlainText(503, 'The report could not be loaded. Please try again in a moment.');

  const { report } = result;
  const rendered = await renderReportPdf(report, lang, report.staffId, req.signal);
  if (!rendered) return staffPdfBusy();
  const name = `collection-report-${report.report}-${report.startDate}-${report.endDate}.pdf`;
  // inline: a phone opens it in its viewer from the e-mail. A long report streams as it renders (no
  // length: chunked); a short one is answered whole, with its length.
  if ('body' in rendered) return staffPdfStream(rendered.body, name, 'inline');
  return staffPdfFile(rendered.pdf, name, 'inline');
}
