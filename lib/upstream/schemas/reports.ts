import { z } from 'zod';
import { aedAsFils } from '../money';

// The API's collection reports (docs/api-contract.md "Collection reports"): amounts in AED at the
// boundary, read into integer fils here, so every figure the portal shows or prints is the API's.
const fils = aedAsFils;
const localised = z.object({ en: z.string(), ar: z.string() });

export const REPORT_NAMES = ['csr-collection', 'salesman-collection', 'salesman-collecting', 'cashier-collecting', 'all-collection'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const collectionReportSchema = z
  .object({
    report: z.enum(REPORT_NAMES),
    staffId: z.string(),
    staffName: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    branchId: z.string().nullable(),
    totals: z.object({ count: z.number().int(), amount: fils }),
    byBranch: z.array(z.object({ branchId: z.string().nullable(), name: localised.nullable(), count: z.number().int(), amount: fils })),
    byMethod: z.array(z.object({ method: z.string(), count: z.number().int(), amount: fils })),
    byCollector: z.array(z.object({ collectorId: z.string().nullable(), name: z.string().nullable(), count: z.number().int(), amount: fils })),
    rows: z.array(
      z.object({
        orderId: z.string(),
        date: z.string(),
        studentId: z.string().nullable(),
        studentName: z.string(),
        branchId: z.string().nullable(),
        branchName: localised.nullable(),
        collectorId: z.string().nullable(),
        collectorName: z.string().nullable(),
        method: z.string(),
        status: z.string(),
        amount: fils,
      }),
    ),
  })
  .transform(({ totals, byBranch, byMethod, byCollector, rows, ...rest }) => ({
    ...rest,
    totals: { count: totals.count, amountFils: totals.amount },
    byBranch: byBranch.map(({ amount, ...b }) => ({ ...b, amountFils: amount })),
    byMethod: byMethod.map(({ amount, ...b }) => ({ ...b, amountFils: amount })),
    byCollector: byCollector.map(({ amount, ...b }) => ({ ...b, amountFils: amount })),
    rows: rows.map(({ amount, ...r }) => ({ ...r, amountFils: amount })),
  }));

export type CollectionReport = z.output<typeof collectionReportSchema>;
export type ReportRow = CollectionReport['rows'][number];
