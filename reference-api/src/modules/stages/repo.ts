import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../db/client';
import { payments, stageSkips, studentCourses } from '../../db/schema/index';

export async function skipOf(db: Reader, userId: string, stageId: string) {
  const [row] = await db
    .select()
    .from(stageSkips)
    .where(and(eq(stageSkips.userId, userId), eq(stageSkips.stageId, stageId)));
  return row;
}

/** The skip's order: no money is asked (amount 0); its ledger entries carry the stage's price and take it off. */
export async function insertSkipOrder(tx: Tx, row: { orderId: string; userId: string; milestoneId: string; stageId: string; at: Date }) {
  const [order] = await tx
    .insert(payments)
    .values({
      orderId: row.orderId,
      userId: row.userId,
      kind: 'stage',
      method: 'online',
      amountFils: 0,
      milestoneIds: [row.milestoneId],
      stageIds: [row.stageId],
      status: 'skipped',
      createdAt: row.at,
      updatedAt: row.at,
      settledAt: row.at,
    })
    .returning();
  return order!;
}

export async function insertSkip(tx: Tx, row: { userId: string; stageId: string; orderId: string; at: Date }) {
  await tx.insert(stageSkips).values({ userId: row.userId, stageId: row.stageId, orderId: row.orderId, createdAt: row.at });
}

/** A skipped stage is done: later stage payments and the schedules treat it as paid for. */
export async function markStageDone(tx: Tx, userId: string, stageId: string, at: Date) {
  await tx
    .update(studentCourses)
    .set({ paidStageIds: sql`${studentCourses.paidStageIds} || ${JSON.stringify([stageId])}::jsonb`, updatedAt: at })
    .where(eq(studentCourses.userId, userId));
}

/** Whether an order still open (at the gateway or due at the centre's till) covers the stage: it is not skipped then. */
export async function stageInOpenOrder(db: Reader, userId: string, stageId: string): Promise<boolean> {
  const rows = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        inArray(payments.status, ['initiated', 'due_at_centre']),
        sql`${payments.stageIds} @> ${JSON.stringify([stageId])}::jsonb`,
      ),
    );
  return rows.length > 0;
}
