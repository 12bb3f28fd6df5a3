import 'server-only';
import { z } from 'zod';
import { upstreamJson } from './client';
import type { CallContext } from './context';
import { envelopeSchema } from './schemas/common';
import { collectionReportSchema, type ReportName } from './schemas/reports';

// Staff collection reports (docs/api-contract.md "Collection reports"): the D§6/D§7 report lists, a
// signed link's report, and the e-mailed link. The staff member's token comes from their own session.

const PATHS: Record<ReportName, string> = {
  'csr-collection': '/report/v1/csr/collection',
  'salesman-collection': '/report/v1/salesman/collection',
  'salesman-collecting': '/report/v1/salesman/collecting',
  'cashier-collecting': '/report/v1/cashier/collecting',
  'all-collection': '/report/v1/all-collection',
};

export interface ReportFilter {
  startDate: string;
  endDate: string;
  branchId?: string | undefined;
}

/** Rows enough for a busy month in one call (the API's cap); the page shows them stacked, the PDF prints them. */
const ALL_ROWS = '10000';

const query = (f: ReportFilter) => ({
  startDate: `${f.startDate}T00:00:00.000Z`,
  endDate: `${f.endDate}T00:00:00.000Z`,
  ...(f.branchId ? { branchId: f.branchId } : {}),
});

export async function getCollectionReport(report: ReportName, filter: ReportFilter, ctx: CallContext, rows = ALL_ROWS) {
  const searchParams = { ...query(filter), _start: '0', _end: rows };
  return (await upstreamJson(envelopeSchema(collectionReportSchema), PATHS[report], { ...ctx, searchParams, timeoutMs: 20_000 })).data;
}

/** The report a signed link names; with the viewer's token when someone is logged in (the API refuses anyone but its recipient). */
export async function getReportByLink(token: string, ctx: CallContext) {
  return (await upstreamJson(envelopeSchema(collectionReportSchema), '/report/v1/link', { ...ctx, searchParams: { t: token }, timeoutMs: 20_000 }))
    .data;
}

export async function emailReportLink(input: { report: ReportName; lang: 'en' | 'ar' } & ReportFilter, ctx: CallContext) {
  const json = { report: input.report, lang: input.lang, ...query(input) };
  return (await upstreamJson(envelopeSchema(z.object({ expiresAt: z.string() })), '/report/v1/email-link', { ...ctx, method: 'POST', json })).data;
}
