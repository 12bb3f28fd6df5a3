import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/index';
import { ApiError, invalidData, notFound } from '../../platform/errors';
import { aedOf } from '../money/format';
import type { UserRow } from '../session/guard';
import {
  MAX_REPORT_ROWS,
  REPORT_ERRORS,
  REPORT_LINK_TTL_SECONDS,
  REPORTS,
  reportFilterSchema,
  type ReportBody,
  type ReportFilter,
  type ReportName,
} from './contract';
import { reportRows, reportTotals, type RowRecord, type TotalRecord } from './repo';

// Collection reports and the signed links that open them (docs/api-contract.md "Collection reports").

type Ctx = Pick<AppContext, 'db' | 'tokens' | 'outbox' | 'env' | 'now'>;

/** May this account read this report? Anyone who may not (a learner, another role) is told it does not exist. */
export function mayRead(user: Pick<UserRow, 'roles'>, report: ReportName): boolean {
  return user.roles.some((r) => (REPORTS[report].roles as readonly string[]).includes(r));
}

export function parseFilter(raw: { startDate: string; endDate: string; branchId?: string }): ReportFilter {
  const parsed = reportFilterSchema.safeParse(raw);
  if (!parsed.success) throw invalidData();
  return parsed.data;
}

const nameOf = (v: TotalRecord['branch_name']) => (v == null ? null : typeof v === 'string' ? (JSON.parse(v) as { en: string; ar: string }) : v);
const sub = (r: TotalRecord) => ({ count: Number(r.count), amount: aedOf(Number(r.amount_fils)) });

function toRow(r: RowRecord) {
  return {
    orderId: r.order_id,
    date: new Date(Number(r.at_ms)).toISOString(),
    studentId: r.student_id,
    studentName: r.student_name,
    branchId: r.branch_id,
    branchName: nameOf(r.branch_name),
    collectorId: r.collector_id,
    collectorName: r.collector_name,
    method: r.method,
    status: r.status,
    amount: aedOf(Number(r.amount_fils)),
  };
}

/** The report with its totals and the rows [start, end) (every row when no end is given, up to the cap). */
export async function buildReport(
  ctx: Pick<Ctx, 'db'>,
  staff: UserRow,
  report: ReportName,
  filter: ReportFilter,
  page: { start: number; end?: number } = { start: 0 },
): Promise<ReportBody> {
  if (!mayRead(staff, report)) throw notFound();
  const scope = { report, filter, staffId: staff.id };
  const limit = Math.min(MAX_REPORT_ROWS, Math.max(0, (page.end ?? page.start + MAX_REPORT_ROWS) - page.start));
  // one snapshot for both statements: a payment received meanwhile is in both or in neither, so the
  // rows always add up to the totals (repeatable read on PostgreSQL; PGlite runs one transaction at a time)
  const [rows, totals] = await ctx.db.transaction(
    async (tx) => {
      const r = await reportRows(tx, scope, page.start, limit);
      return [r, await reportTotals(tx, scope)] as const;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const all = totals.find((t) => Number(t.g_branch) && Number(t.g_collector) && Number(t.g_method));
  const byAmount = <T extends { amount: number }>(xs: T[]) => xs.sort((a, b) => b.amount - a.amount);
  return {
    report,
    staffId: staff.id,
    staffName: staff.name,
    startDate: filter.startDate,
    endDate: filter.endDate,
    branchId: filter.branchId ?? null,
    totals: all ? sub(all) : { count: 0, amount: 0 },
    byBranch: byAmount(totals.filter((t) => !Number(t.g_branch)).map((t) => ({ branchId: t.branch_id, name: nameOf(t.branch_name), ...sub(t) }))),
    byCollector: byAmount(
      totals.filter((t) => !Number(t.g_collector)).map((t) => ({ collectorId: t.collector_id, name: t.collector_name, ...sub(t) })),
    ),
    byMethod: byAmount(totals.filter((t) => !Number(t.g_method)).map((t) => ({ method: t.method ?? 'unknown', ...sub(t) }))),
    rows: rows.map(toRow),
  };
}

export interface LinkParams {
  report: ReportName;
  startDate: string;
  endDate: string;
  branchId?: string;
  lang: 'en' | 'ar';
}

/**
 * E-mails a staff member a link to a report's PDF: an HS256 token (the API's token key) naming them,
 * the report and its filters, living REPORT_LINK_TTL_SECONDS. Only a report they may read.
 */
export async function sendReportLink(ctx: Ctx, staff: UserRow, params: LinkParams, ttlSeconds = REPORT_LINK_TTL_SECONDS) {
  if (!mayRead(staff, params.report)) throw notFound();
  const filter = parseFilter(params);
  const { token, claims } = await ctx.tokens.sign('report', ttlSeconds, {
    sub: staff.id,
    rpt: params.report,
    from: filter.startDate,
    to: filter.endDate,
    ...(filter.branchId ? { br: filter.branchId } : {}),
  });
  const url = `${ctx.env.PORTAL_URL.replace(/\/$/, '')}/collection-report/pdf/?lang=${params.lang}&t=${token}`;
  const expires = new Date(claims.exp * 1000).toISOString().slice(0, 16).replace('T', ' ');
  await ctx.outbox.send(ctx.db, {
    channel: 'email',
    to: staff.email,
    subject: `Collection report ${filter.startDate} – ${filter.endDate}`,
    body: `Your ${params.report} report (PDF): ${url} — this link works for you only and expires ${expires} UTC.`,
  });
  return { url, expiresAt: new Date(claims.exp * 1000).toISOString() };
}

/**
 * The report a link names, for its recipient. An altered or expired token: report_link_invalid; a
 * different person logged in (the portal passes their token): report_link_not_yours; a recipient who
 * lost the role since: the token is as good as invalid.
 */
export async function reportByLink(ctx: Ctx, token: string, viewer: UserRow | null): Promise<ReportBody> {
  const claims = await ctx.tokens.verify(token, 'report');
  if (!claims || typeof claims.sub !== 'string' || typeof claims.rpt !== 'string' || !(claims.rpt in REPORTS)) {
    throw new ApiError(REPORT_ERRORS.report_link_invalid);
  }
  if (viewer && viewer.id !== claims.sub) throw new ApiError(REPORT_ERRORS.report_link_not_yours);
  const [staff] = await ctx.db.select().from(users).where(eq(users.id, claims.sub));
  const report = claims.rpt as ReportName;
  if (!staff || !mayRead(staff, report)) throw new ApiError(REPORT_ERRORS.report_link_invalid);
  const filter = parseFilter({ startDate: String(claims.from), endDate: String(claims.to), ...(claims.br ? { branchId: String(claims.br) } : {}) });
  return buildReport(ctx, staff, report, filter);
}
