import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Reader, Tx } from '../../db/client';
import { learnerPermits, users, type PermitType } from '../../db/schema/index';
import { ApiError, invalidData, notFound } from '../../platform/errors';
import { fieldError } from '../../platform/fields';
import type { UserRow } from '../session/guard';
import { local, parseDay } from '../schedules/time';
import { RENEWAL_ERRORS, RENEWAL_LABELS, RENEWAL_NOTICE_DAYS, type RenewedDateBody, type RenewedDateView } from './contract';
import { dayKey, nextVisitDay, permitView, validOn } from './rules';

// Renewals (issue 27, docs/requests.md "Renewals"): what renewing the RTA file or the learning permit
// would give the learner, their request for it (one transaction, the row locked), the centre's queue and
// its "renewed" mark, and the booking rule: no practical class or test on a day either is expired.
type Ctx = Pick<AppContext, 'db' | 'now'>;

const ORDER: PermitType[] = ['learningPermit', 'rtaFile'];

async function rowsOf(db: Reader, userId: string, type?: PermitType) {
  const rows = await db
    .select()
    .from(learnerPermits)
    .where(type ? and(eq(learnerPermits.userId, userId), eq(learnerPermits.type, type)) : eq(learnerPermits.userId, userId));
  return rows.sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type));
}

/** POST get-renewed-date: the learner's documents with their renewal day and new expiry; `request` records the ask. */
export async function getRenewedDate(ctx: Ctx, user: UserRow, body: RenewedDateBody): Promise<RenewedDateView> {
  const now = ctx.now();
  if (body.request) {
    if (!body.type) throw invalidData({ type: fieldError('type', 'required', RENEWAL_LABELS) });
    await requestRenewal(ctx, user.id, body.type, now);
  }
  const rows = await rowsOf(ctx.db, user.id, body.type);
  if (body.type && !rows.length) throw notFound();
  return { noticeDays: RENEWAL_NOTICE_DAYS, documents: rows.map((r) => permitView(r, now)) };
}

/** Kept once: a second request (a double tap, two tabs) finds the first and keeps its day. */
async function requestRenewal(ctx: Ctx, userId: string, type: PermitType, now: number) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(learnerPermits)
      .where(and(eq(learnerPermits.userId, userId), eq(learnerPermits.type, type)))
      .for('update');
    if (!row) throw notFound();
    if (permitView(row, now).status === 'valid') throw new ApiError(RENEWAL_ERRORS.renewal_not_due);
    if (row.renewalRequestedAt) return;
    await tx
      .update(learnerPermits)
      .set({ renewalRequestedAt: new Date(now), renewalVisitOn: dayKey(nextVisitDay(now)) })
      .where(and(eq(learnerPermits.userId, userId), eq(learnerPermits.type, type)));
  });
}

/**
 * The booking rule (D§8): a practical class or a test is refused when the learning permit or the RTA file
 * is not valid on the session's day (Dubai). A learner the centre holds no dates for is not refused.
 */
export async function requireValidPermits(tx: Tx, userId: string, startMs: number) {
  const day = local(startMs).day;
  for (const row of await rowsOf(tx, userId)) {
    if (validOn(row.expiresOn, day)) continue;
    throw new ApiError(row.type === 'learningPermit' ? RENEWAL_ERRORS.permit_expired : RENEWAL_ERRORS.rta_file_expired);
  }
}

/** The centre's queue: requested renewals, by visit day, with who asked. */
export async function renewalQueue(ctx: Ctx) {
  const now = ctx.now();
  const rows = await ctx.db
    .select({ p: learnerPermits, u: { id: users.id, name: users.name, phone: users.phone, studentId: users.studentId } })
    .from(learnerPermits)
    .innerJoin(users, eq(users.id, learnerPermits.userId))
    .where(isNotNull(learnerPermits.renewalRequestedAt))
    .orderBy(asc(learnerPermits.renewalVisitOn), asc(learnerPermits.userId))
    .limit(200);
  return rows.map(({ p, u }) => ({ ...permitView(p, now), student: { _id: u.id, name: u.name, phone: u.phone, studentId: u.studentId } }));
}

/** Staff mark a document renewed at the counter: the new expiry is the one the learner was shown; the request is closed. */
export async function markRenewed(ctx: Ctx, userId: string, type: PermitType) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(learnerPermits)
      .where(and(eq(learnerPermits.userId, userId), eq(learnerPermits.type, type)))
      .for('update');
    if (!row) throw notFound();
    const renewedUntil = dayKey(parseDay(permitView(row, now).renewedUntil)!);
    const [updated] = await tx
      .update(learnerPermits)
      .set({ expiresOn: renewedUntil, renewalRequestedAt: null, renewalVisitOn: null })
      .where(and(eq(learnerPermits.userId, userId), eq(learnerPermits.type, type)))
      .returning();
    return permitView(updated!, now);
  });
}
