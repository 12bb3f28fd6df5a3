import { z } from 'zod';
import { defineErrors } from '../../platform/errors';

// Staff collection reports (D§2 staff report PDFs, D§6 role endpoints, D§7 "Report lists for csr,
// salesman, cashier and all-collection data"; the payloads are not shown, so designed here and in
// docs/api-contract.md "Collection reports").
export const REPORT_ERRORS = defineErrors({
  report_link_invalid: [401, 'This report link is invalid or has expired'],
  report_link_not_yours: [403, 'This report link was sent to someone else'],
});

/**
 * The reports, who may read each (anyone else: 404, the report does not exist for them) and what
 * rows they hold. "collection": money the caller collected; "collecting": orders due at the centre
 * (the caller's own for a salesman, every branch's for a cashier); "all-collection": everything collected.
 */
export const REPORTS = {
  'csr-collection': { roles: ['customer_service_rep', 'admin'], rows: 'collected', own: true },
  'salesman-collection': { roles: ['salesman', 'admin'], rows: 'collected', own: true },
  'salesman-collecting': { roles: ['salesman', 'admin'], rows: 'due', own: true },
  'cashier-collecting': { roles: ['cashier', 'admin'], rows: 'due', own: false },
  'all-collection': { roles: ['salesman', 'cashier', 'admin'], rows: 'collected', own: false },
} as const satisfies Record<string, { roles: readonly string[]; rows: 'collected' | 'due'; own: boolean }>;

export type ReportName = keyof typeof REPORTS;
export const REPORT_NAMES = Object.keys(REPORTS) as [ReportName, ...ReportName[]];

/** A report link lives 7 days (docs/api-contract.md): long enough for a weekly e-mail, short enough to age out. */
export const REPORT_LINK_TTL_SECONDS = 7 * 24 * 3600;
/** Rows per page; the PDF asks for everything in one call (a month is ~2,000 rows). */
export const MAX_REPORT_ROWS = 10_000;

const day = z.union([
  z.iso.date(),
  // D§7: ranges as UTC-midnight ISO strings; the date part names the Asia/Dubai day
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T00:00:00(\.000)?Z$/)
    .transform((s) => s.slice(0, 10)),
]);

export const reportFilterSchema = z
  .object({
    startDate: day,
    endDate: day,
    branchId: z.string().trim().min(1).max(64).optional(),
  })
  .refine((f) => f.startDate <= f.endDate, { path: ['endDate'], message: 'endDate should be greater than startDate.' })
  .refine((f) => Date.parse(f.endDate) - Date.parse(f.startDate) <= 366 * 86_400_000, { path: ['endDate'], message: 'at most a year' });

export type ReportFilter = z.output<typeof reportFilterSchema>;

export const reportQuerySchema = z.object({
  startDate: z.string().max(40),
  endDate: z.string().max(40),
  branchId: z.string().max(64).optional(),
  _start: z.coerce.number().int().min(0).default(0),
  _end: z.coerce.number().int().min(1).optional(),
});

const localised = z.object({ en: z.string(), ar: z.string() });
const sub = z.object({ count: z.number().int(), amount: z.number() });

export const reportRow = z.object({
  orderId: z.string(),
  /** settled (collected) or created (due) instant, ISO */
  date: z.string(),
  studentId: z.string().nullable(),
  studentName: z.string(),
  branchId: z.string().nullable(),
  branchName: localised.nullable(),
  collectorId: z.string().nullable(),
  collectorName: z.string().nullable(),
  method: z.string(),
  status: z.string(),
  /** AED, two decimals at most */
  amount: z.number(),
});

export const reportBody = z.object({
  report: z.enum(REPORT_NAMES),
  staffId: z.string(),
  staffName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  branchId: z.string().nullable(),
  totals: sub,
  byBranch: z.array(sub.extend({ branchId: z.string().nullable(), name: localised.nullable() })),
  byMethod: z.array(sub.extend({ method: z.string() })),
  byCollector: z.array(sub.extend({ collectorId: z.string().nullable(), name: z.string().nullable() })),
  rows: z.array(reportRow),
});

export type ReportBody = z.infer<typeof reportBody>;

export const reportLinkSchema = z.object({
  report: z.enum(REPORT_NAMES),
  startDate: z.string().max(40),
  endDate: z.string().max(40),
  branchId: z.string().max(64).optional(),
  lang: z.enum(['en', 'ar']).default('en'),
});

export const sandboxReportLinkSchema = reportLinkSchema.extend({
  email: z.string().max(254),
  /** sandbox only: a shorter life, so a test can watch a link expire */
  ttlSeconds: z.number().int().min(1).max(REPORT_LINK_TTL_SECONDS).optional(),
});
