import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { hallSessions, scheduleHolds, schedules } from '../../db/schema/index';
import { ApiError, notFound } from '../../platform/errors';
import type { UserRow } from '../session/guard';
import { lockUser } from '../enrolment';
import { inTransaction, type ScheduleCtx } from './book';
import { SCHEDULE_ERRORS } from './contract';
import { completePassed } from './learner';
import { announced, noticeIn, type Changed, type ScheduleEvent } from './notices';
import { toViews, type ScheduleRow } from './repo';
import { ownRow } from './service';
import { HOUR } from './time';

// What is done to a session: a learner cancels (until the cut-off), rates and comments a completed one;
// the centre marks attendance or moves it. Every change locks the learner's row, then the session's, in
// one transaction that also frees what the session held and raises its notice.

/** Frees what a session held (resources, a hall seat): in the transaction that ends the session. */
async function release(tx: Tx, row: ScheduleRow) {
  await tx.delete(scheduleHolds).where(eq(scheduleHolds.scheduleId, row.id));
  if (row.hallSessionId) {
    await tx
      .update(hallSessions)
      .set({ booked: sql`${hallSessions.booked} - 1` })
      .where(eq(hallSessions.id, row.hallSessionId));
  }
}

/** The session locked for a change, its learner's row locked first (the order every write takes). */
async function lockSession(tx: Tx, id: string, owner: UserRow | null, now: number): Promise<ScheduleRow> {
  const [found] = await tx.select({ userId: schedules.userId }).from(schedules).where(eq(schedules.id, id));
  if (!found || (owner && found.userId !== owner.id)) throw notFound();
  await lockUser(tx, found.userId);
  await completePassed(tx, now, found.userId);
  const [row] = await tx.select().from(schedules).where(eq(schedules.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

export async function cancelSchedule(ctx: ScheduleCtx, user: UserRow, id: string, reason: string) {
  const now = ctx.now();
  const changed = await inTransaction(ctx.db, async (tx) => {
    const row = await lockSession(tx, id, user, now);
    if (row.status !== 'SCHEDULED') throw new ApiError(SCHEDULE_ERRORS.schedule_not_cancellable);
    if (now > row.startsAt.getTime() - ctx.env.SCHEDULE_CANCEL_CUTOFF_HOURS * HOUR) throw new ApiError(SCHEDULE_ERRORS.cancel_too_late);
    await release(tx, row);
    const [done] = await tx
      .update(schedules)
      .set({ status: 'CANCELLED', cancelReason: reason, cancelledAt: new Date(now), cancelledBy: user.id, updatedAt: new Date(now) })
      .where(eq(schedules.id, id))
      .returning();
    return changedIn(tx, ctx, done!, 'cancelled');
  });
  return announced(ctx, changed);
}

export async function rateSchedule(ctx: ScheduleCtx, user: UserRow, id: string, rating: number) {
  await completePassed(ctx.db, ctx.now(), user.id);
  const [row] = await ctx.db
    .update(schedules)
    .set({ rating, updatedAt: new Date(ctx.now()) })
    .where(and(eq(schedules.id, id), eq(schedules.userId, user.id), eq(schedules.status, 'COMPLETED'), isNull(schedules.rating)))
    .returning({ id: schedules.id, rating: schedules.rating });
  if (row) return { _id: row.id, rating: row.rating! };
  const existing = await ownRow(ctx.db, user, id);
  throw new ApiError(existing.status !== 'COMPLETED' ? SCHEDULE_ERRORS.not_completed : SCHEDULE_ERRORS.already_rated);
}

export async function commentSchedule(ctx: ScheduleCtx, user: UserRow, id: string, message: string) {
  await completePassed(ctx.db, ctx.now(), user.id);
  const [row] = await ctx.db
    .update(schedules)
    .set({ comment: message, updatedAt: new Date(ctx.now()) })
    .where(and(eq(schedules.id, id), eq(schedules.userId, user.id), eq(schedules.status, 'COMPLETED')))
    .returning({ id: schedules.id, comment: schedules.comment });
  if (row) return { _id: row.id, comment: row.comment! };
  await ownRow(ctx.db, user, id);
  throw new ApiError(SCHEDULE_ERRORS.not_completed);
}

/** Staff mark attendance: the session is COMPLETED (also before its end). */
export async function staffComplete(ctx: ScheduleCtx, id: string) {
  const now = ctx.now();
  return inTransaction(ctx.db, async (tx) => {
    const row = await lockSession(tx, id, null, now);
    if (row.status !== 'SCHEDULED') throw new ApiError(SCHEDULE_ERRORS.schedule_not_cancellable);
    const [done] = await tx
      .update(schedules)
      .set({ status: 'COMPLETED', updatedAt: new Date(now) })
      .where(eq(schedules.id, id))
      .returning();
    const [view] = await toViews(tx, [done!], ctx.env.SCHEDULE_CANCEL_CUTOFF_HOURS);
    return view!;
  });
}

/** Staff move a session: MARKED_FOR_RESCHEDULE, its resources freed, the learner told. */
export async function staffMarkForReschedule(ctx: ScheduleCtx, staff: UserRow, id: string, reason: string) {
  const now = ctx.now();
  const changed = await inTransaction(ctx.db, async (tx) => {
    const row = await lockSession(tx, id, null, now);
    if (row.status !== 'SCHEDULED') throw new ApiError(SCHEDULE_ERRORS.schedule_not_cancellable);
    await release(tx, row);
    const [done] = await tx
      .update(schedules)
      .set({ status: 'MARKED_FOR_RESCHEDULE', cancelReason: reason, cancelledAt: new Date(now), cancelledBy: staff.id, updatedAt: new Date(now) })
      .where(eq(schedules.id, id))
      .returning();
    return changedIn(tx, ctx, done!, 'marked');
  });
  return announced(ctx, changed);
}

/** The changed session as answered, its notice raised in the same transaction. */
async function changedIn(tx: Tx, ctx: ScheduleCtx, row: ScheduleRow, event: ScheduleEvent): Promise<Changed> {
  const [view] = await toViews(tx, [row], ctx.env.SCHEDULE_CANCEL_CUTOFF_HOURS);
  return { view: view!, userId: row.userId, raised: await noticeIn(tx, view!, row.userId, event) };
}
