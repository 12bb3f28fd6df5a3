import { addDays, isIsoDate, todayIn } from '@/lib/domain/dates';
import type { ReportName } from '@/lib/upstream/schemas/reports';

// The staff report pages (D§2: no language prefix) and the filters they share with the PDF. Pure.

export type StaffLang = 'en' | 'ar';

/** /{role}/{page} → the API's report, and the roles that may open the page (admin: every one). */
export const REPORT_PAGES = {
  salesman: { collection: 'salesman-collection', collecting: 'salesman-collecting', 'all-collection': 'all-collection' },
  cashier: { 'all-collection': 'all-collection', collecting: 'cashier-collecting' },
  csr: { collection: 'csr-collection' },
} as const satisfies Record<string, Record<string, ReportName>>;

export type ReportRole = keyof typeof REPORT_PAGES;
const ROLE_OF: Record<ReportRole, string> = { salesman: 'salesman', cashier: 'cashier', csr: 'customer_service_rep' };

/** The report behind a page, if the viewer's roles open it; null means 404 (not theirs, or no such page). */
export function reportForPage(role: string, page: string, roles: readonly string[]): ReportName | null {
  const pages = (REPORT_PAGES as Record<string, Record<string, ReportName>>)[role];
  const report = pages?.[page];
  if (!report) return null;
  return roles.includes('admin') || roles.includes(ROLE_OF[role as ReportRole]) ? report : null;
}

/** The pages a staff member may open, for their home page. */
export function pagesFor(roles: readonly string[]): { href: string; report: ReportName }[] {
  return Object.entries(REPORT_PAGES).flatMap(([role, pages]) =>
    Object.entries(pages)
      .filter(([page]) => reportForPage(role, page, roles))
      .map(([page, report]) => ({ href: `/${role}/${page}`, report: report as ReportName })),
  );
}

export const langOf = (value: unknown): StaffLang => (value === 'ar' ? 'ar' : 'en');

export interface Filter {
  startDate: string;
  endDate: string;
  branchId?: string;
}

const BRANCH_ID = /^[a-z0-9-]{1,64}$/;

/**
 * The filters from a query string: two ISO days (Asia/Dubai), start ≤ end, at most a year apart;
 * missing or wrong ones fall back to last calendar month (the report a centre reads at month end).
 */
export function filterFrom(q: Record<string, string | string[] | undefined>, now: Date): Filter {
  const one = (k: string) => (typeof q[k] === 'string' ? (q[k] as string) : undefined);
  const today = todayIn({ now });
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const fallback = { startDate: `${addDays(firstOfMonth, -1).slice(0, 8)}01`, endDate: addDays(firstOfMonth, -1) };
  const start = one('startDate');
  const end = one('endDate');
  const range =
    start && end && isIsoDate(start) && isIsoDate(end) && start <= end && Date.parse(end) - Date.parse(start) <= 366 * 86_400_000
      ? { startDate: start, endDate: end }
      : fallback;
  const branch = one('branchId');
  return branch && BRANCH_ID.test(branch) ? { ...range, branchId: branch } : range;
}

export function filterQuery(f: Filter, extra: Record<string, string> = {}): string {
  return new URLSearchParams({ startDate: f.startDate, endDate: f.endDate, ...(f.branchId ? { branchId: f.branchId } : {}), ...extra }).toString();
}
