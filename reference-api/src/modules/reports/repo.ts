import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { LocalisedName } from '../../db/schema/index';
import { zonedToInstant } from '../../platform/dates';
import { REPORTS, type ReportFilter, type ReportName } from './contract';

// The reports' SQL: rows and every total come from the payments table in one statement each; the
// totals are GROUPING SETS over the same filtered rows, so a subtotal can never disagree with the rows.
// Collected money is an order that took it (success, or refund_due: received and owed back), dated by
// when it was settled; a due order is dated by when it was opened. Days are Asia/Dubai days.

export interface ReportScope {
  report: ReportName;
  filter: ReportFilter;
  /** the caller, for the reports of one's own collections */
  staffId: string;
}

const dayOf = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};

/** [start, end) instants of the Asia/Dubai days startDate..endDate inclusive. */
export function rangeOf(filter: ReportFilter): [Date, Date] {
  return [new Date(zonedToInstant(dayOf(filter.startDate), 0)), new Date(zonedToInstant(dayOf(filter.endDate), 24 * 60))];
}

function base({ report, filter, staffId }: ReportScope): SQL {
  const def = REPORTS[report];
  const [from, to] = rangeOf(filter);
  const at = def.rows === 'collected' ? sql`p.settled_at` : sql`p.created_at`;
  const status = def.rows === 'collected' ? sql`p.status in ('success', 'refund_due')` : sql`p.status = 'due_at_centre'`;
  return sql`
    select p.order_id, ${at} as at, u.student_id, u.name as student_name,
      b.id as branch_id, b.name as branch_name, c.id as collector_id, c.name as collector_name,
      coalesce(p.tender, case when p.method = 'online' then 'online' else 'at_centre' end) as method,
      p.status, p.amount_fils
    from payments p
    join users u on u.id = p.user_id
    left join training_branches b on b.id = coalesce(p.branch_id, u.training_branch_id)
    left join users c on c.id = p.collected_by
    where ${status} and ${at} >= ${from.toISOString()} and ${at} < ${to.toISOString()}
      ${def.own ? sql`and p.collected_by = ${staffId}` : sql``}
      ${filter.branchId ? sql`and b.id = ${filter.branchId}` : sql``}`;
}

type Rows<T> = { rows: T[] };

export interface RowRecord {
  order_id: string;
  at_ms: string | number;
  student_id: string | null;
  student_name: string;
  branch_id: string | null;
  branch_name: LocalisedName | string | null;
  collector_id: string | null;
  collector_name: string | null;
  method: string;
  status: string;
  amount_fils: number;
}

export async function reportRows(db: Db | Tx, scope: ReportScope, offset: number, limit: number): Promise<RowRecord[]> {
  const res = (await db.execute(sql`
    select t.*, (extract(epoch from t.at) * 1000)::bigint as at_ms
    from (${base(scope)}) t
    order by t.at, t.order_id
    offset ${offset} limit ${limit}`)) as unknown as Rows<RowRecord>;
  return res.rows;
}

export interface TotalRecord {
  g_branch: number;
  g_collector: number;
  g_method: number;
  branch_id: string | null;
  branch_name: LocalisedName | string | null;
  collector_id: string | null;
  collector_name: string | null;
  method: string | null;
  count: string | number;
  amount_fils: string | number;
}

export async function reportTotals(db: Db | Tx, scope: ReportScope): Promise<TotalRecord[]> {
  const res = (await db.execute(sql`
    select grouping(t.branch_id, t.branch_name) as g_branch, grouping(t.collector_id, t.collector_name) as g_collector,
      grouping(t.method) as g_method, t.branch_id, t.branch_name, t.collector_id, t.collector_name, t.method,
      count(*) as count, coalesce(sum(t.amount_fils), 0)::bigint as amount_fils
    from (${base(scope)}) t
    group by grouping sets ((t.branch_id, t.branch_name), (t.collector_id, t.collector_name), (t.method), ())
  `)) as unknown as Rows<TotalRecord>;
  return res.rows;
}
