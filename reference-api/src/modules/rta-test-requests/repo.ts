import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Reader } from '../../db/client';
import { rtaTestRequestComments, rtaTestRequestDates, rtaTestRequests, users } from '../../db/schema/index';
import { dayString, parseDay } from '../schedules/time';
import type { RtaRequestDetail, RtaRequestView } from './contract';

// SQL of the RTA test requests: rows to the answer shapes of contract.ts.
export type RequestRow = typeof rtaTestRequests.$inferSelect;
type CommentRow = typeof rtaTestRequestComments.$inferSelect;

/** A stored calendar day ('YYYY-MM-DD') as the D§7 day string, UTC midnight. */
export const isoDay = (day: string) => dayString(parseDay(day)!);

export const toComment = (c: CommentRow) => ({
  _id: c.id,
  rtaTestRequestId: c.requestId,
  message: c.message,
  author: c.authorRole,
  createdAt: c.createdAt.toISOString(),
});

/** The requests as answered, their days and comment counts read in two queries whatever their number. */
export async function toViews(db: Reader, rows: RequestRow[]): Promise<RtaRequestView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [days, counts] = await Promise.all([
    db.select().from(rtaTestRequestDates).where(inArray(rtaTestRequestDates.requestId, ids)).orderBy(asc(rtaTestRequestDates.position)),
    db
      .select({ requestId: rtaTestRequestComments.requestId, n: count() })
      .from(rtaTestRequestComments)
      .where(inArray(rtaTestRequestComments.requestId, ids))
      .groupBy(rtaTestRequestComments.requestId),
  ]);
  return rows.map((r) => ({
    _id: r.id,
    testType: r.testType,
    status: r.status,
    preferredDates: days.filter((d) => d.requestId === r.id).map((d) => isoDay(d.day)),
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    answer: r.answeredAt
      ? { chosenDate: r.chosenDate ? isoDay(r.chosenDate) : null, reason: r.declineReason, answeredAt: r.answeredAt.toISOString() }
      : null,
    commentCount: counts.find((c) => c.requestId === r.id)?.n ?? 0,
  }));
}

export async function detailOf(db: Reader, row: RequestRow): Promise<RtaRequestDetail> {
  const [[view], comments] = await Promise.all([
    toViews(db, [row]),
    db
      .select()
      .from(rtaTestRequestComments)
      .where(eq(rtaTestRequestComments.requestId, row.id))
      .orderBy(asc(rtaTestRequestComments.createdAt), asc(rtaTestRequestComments.id)),
  ]);
  return { ...view!, comments: comments.map(toComment) };
}

export async function listOwn(db: Reader, userId: string): Promise<RequestRow[]> {
  return db
    .select()
    .from(rtaTestRequests)
    .where(eq(rtaTestRequests.userId, userId))
    .orderBy(desc(rtaTestRequests.createdAt), desc(rtaTestRequests.id));
}

/** The staff queue: requests of one status (pending first by default), oldest first, with who asked. */
export async function listForStaff(db: Reader, status: RequestRow['status']) {
  return db
    .select({ r: rtaTestRequests, u: { id: users.id, name: users.name, phone: users.phone, studentId: users.studentId } })
    .from(rtaTestRequests)
    .innerJoin(users, eq(users.id, rtaTestRequests.userId))
    .where(eq(rtaTestRequests.status, status))
    .orderBy(asc(rtaTestRequests.createdAt), asc(rtaTestRequests.id))
    .limit(200);
}

/** One request, id checked as a uuid first (any other string is simply not found). */
export async function findRequest(db: Reader, id: string): Promise<RequestRow | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db.select().from(rtaTestRequests).where(eq(rtaTestRequests.id, id));
  return row;
}
