import { and, eq, inArray, sql } from 'drizzle-orm';
import { payments } from '../../../db/schema/index';
import { withLease } from '../../../platform/lease';
import { orderById } from './repo';
import { confirmOrder, type PaymentCtx, type Unconfirmed } from './service';

// The reconciliation (issue 21 item 3): orders whose answer never came back are asked about at the
// gateway and settled on its confirmed word. Fair and bounded:
// - a round runs in one API process at a time (the 'payments.reconcile' lease);
// - it asks about at most BATCH orders, least recently checked first, every learner's first order
//   before anyone's second and at most PER_LEARNER of one learner's, so one learner's abandoned orders
//   never hold back another's;
// - each order backs off: first asked RECONCILE_AFTER_SECONDS after it was opened, then 1, 2, 4, 8, 16
//   and every 30 minutes;
// - an order the gateway never saw expires UNSEEN_EXPIRY_MS (1 hour) after it was opened, one it saw but
//   never finished (the card page left open) STALE_EXPIRY_MS (24 hours) after. An expired order leaves
//   the list, and a confirmed answer that still comes for it (a web-hook, verify) settles it;
// - while the gateway is down, a round stops after a few failed calls; those orders are asked again in a minute.
// docs/api-contract.md ("Payments: reconciliation") says the same.

export const RECONCILE_LEASE = 'payments.reconcile';
export const BATCH = 50;
export const PER_LEARNER = 5;
export const BACKOFF_BASE_MS = 60_000;
export const BACKOFF_CAP_MS = 30 * 60_000;
export const UNSEEN_EXPIRY_MS = 60 * 60_000;
export const STALE_EXPIRY_MS = 24 * 60 * 60_000;
/** a claimed order is not asked about by another round for this long (a process that dies mid-round) */
const CLAIM_MS = 2 * 60_000;
const LEASE_MS = 2 * 60_000;
/** status calls in flight at once, and failed calls in a row after which the round gives up */
const PARALLEL = 4;
const DOWN_AFTER = 3;

export interface RoundReport {
  /** false when another process's round held the lease */
  ran: boolean;
  checked: string[];
  settled: string[];
  expired: string[];
  /** orders claimed but not asked about because the gateway was down */
  deferred: string[];
}

interface Claimed {
  order_id: string;
  created_at: string | Date;
  check_attempts: number;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows?: Row[] }).rows ?? (result as Row[]);

/** The delay after the n-th unanswered check (n ≥ 1): 1, 2, 4 … minutes, at most 30. */
export const backoffMs = (attempts: number) => Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_CAP_MS);

/** Due orders, fairly chosen, claimed in one statement (a concurrent round skips what this one claimed). */
async function claim(ctx: PaymentCtx, now: number): Promise<Claimed[]> {
  const at = new Date(now).toISOString();
  const firstBefore = new Date(now - ctx.env.RECONCILE_AFTER_SECONDS * 1000).toISOString();
  const until = new Date(now + CLAIM_MS).toISOString();
  const due = sql`p.status in ('initiated', 'superseded') and p.method = 'online'
    and ((p.next_check_at is null and p.created_at <= ${firstBefore}::timestamptz) or p.next_check_at <= ${at}::timestamptz)`;
  const result = await ctx.db.execute(sql`
    with due as (
      select p.order_id, p.last_checked_at, p.created_at,
             row_number() over (partition by p.user_id order by p.last_checked_at asc nulls first, p.created_at asc) as turn
      from payments p
      where ${due}
    ), picked as (
      select order_id from due
      where turn <= ${PER_LEARNER}
      order by turn asc, last_checked_at asc nulls first, created_at asc
      limit ${BATCH}
    )
    update payments p set next_check_at = ${until}::timestamptz, last_checked_at = ${at}::timestamptz
    from picked
    where p.order_id = picked.order_id and ${due}
    returning p.order_id, p.created_at, p.check_attempts`);
  return rowsOf(result).map((r) => ({
    order_id: String(r.order_id),
    created_at: r.created_at as string | Date,
    check_attempts: Number(r.check_attempts),
  }));
}

const STILL_WAITING = inArray(payments.status, ['initiated', 'superseded']);

/** What an unanswered check leaves: back off, expire, or (gateway down) ask again in a minute. */
async function afterPending(ctx: PaymentCtx, order: Claimed, why: Unconfirmed, now: number): Promise<'expired' | 'pending'> {
  const age = now - new Date(order.created_at).getTime();
  const where = and(eq(payments.orderId, order.order_id), STILL_WAITING);
  if ((why === 'unknown' && age >= UNSEEN_EXPIRY_MS) || (why === 'waiting' && age >= STALE_EXPIRY_MS)) {
    const [gone] = await ctx.db
      .update(payments)
      .set({
        status: 'expired',
        nextCheckAt: null,
        updatedAt: new Date(now),
        statusMessage: why === 'unknown' ? 'Never seen by the gateway' : 'Never finished at the gateway',
      })
      .where(where)
      .returning({ orderId: payments.orderId });
    if (gone) return 'expired';
  }
  if (why === 'unavailable') {
    await ctx.db
      .update(payments)
      .set({ nextCheckAt: new Date(now + BACKOFF_BASE_MS) })
      .where(where);
    return 'pending';
  }
  const attempts = order.check_attempts + 1;
  await ctx.db
    .update(payments)
    .set({ checkAttempts: attempts, nextCheckAt: new Date(now + backoffMs(attempts)) })
    .where(where);
  return 'pending';
}

/** One round of the reconciliation at `now` (the server's timer, or a test's simulated clock). */
export async function reconcileRound(ctx: PaymentCtx, now: number): Promise<RoundReport> {
  const report: RoundReport = { ran: false, checked: [], settled: [], expired: [], deferred: [] };
  if (!ctx.env.GATEWAY_WORKING_KEY) return report;
  const leased = await withLease(ctx.db, RECONCILE_LEASE, now, LEASE_MS, async () => {
    const claimed = await claim(ctx, now);
    let failedInRow = 0;
    let next = 0;
    const worker = async () => {
      while (next < claimed.length) {
        const order = claimed[next++]!;
        if (failedInRow >= DOWN_AFTER) {
          report.deferred.push(order.order_id);
          await afterPending(ctx, order, 'unavailable', now);
          continue;
        }
        try {
          const row = await orderById(ctx.db, order.order_id);
          if (!row) continue;
          report.checked.push(order.order_id);
          const answer = await confirmOrder(ctx, row, now);
          if (answer.settled) {
            failedInRow = 0;
            report.settled.push(order.order_id);
            continue;
          }
          failedInRow = answer.why === 'unavailable' ? failedInRow + 1 : 0;
          if ((await afterPending(ctx, order, answer.why, now)) === 'expired') report.expired.push(order.order_id);
        } catch (err) {
          ctx.log?.warn({ orderId: order.order_id, err: String(err) }, 'reconciliation of an order failed; asked again later');
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  });
  report.ran = leased.ran;
  return report;
}

/** The server's timer: orders settled this round (0 when another process ran it). */
export async function reconcile(ctx: PaymentCtx, now: number): Promise<number> {
  return (await reconcileRound(ctx, now)).settled.length;
}
