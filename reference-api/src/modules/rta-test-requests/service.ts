import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { rtaTestRequestComments, rtaTestRequestDates, rtaTestRequests, type RtaTestType } from '../../db/schema/index';
import { formatDayForPeople } from '../../platform/dates';
import { ApiError, invalidData, notFound } from '../../platform/errors';
import { fieldError, type FieldErrors } from '../../platform/fields';
import { pgCode, pgConstraint } from '../../platform/http';
import { insertNotification } from '../notifications/repo';
import type { UserRow } from '../session/guard';
import { local, parseDay, type Day } from '../schedules/time';
import { RTA_REQUEST_ERRORS, RTA_REQUEST_LABELS, type AnswerBody, type CreateBody, type RtaRequestDetail } from './contract';
import { detailOf, findRequest, listForStaff, listOwn, toComment, toViews, type RequestRow } from './repo';

// RTA test requests (issue 27): a learner files one with up to three preferred days, reads them and
// comments; the centre answers once (a day chosen from the preferred ones, or declined with a reason) and
// may comment too. Every write is one transaction; its notice is stored in that transaction and announced
// on the realtime channel after the commit.
type Ctx = Pick<AppContext, 'db' | 'realtime' | 'now'>;

const TEST_NAMES: Record<RtaTestType, { en: string; ar: string }> = {
  theory: { en: 'theory', ar: 'النظري' },
  parking: { en: 'parking', ar: 'المواقف' },
  assessment: { en: 'assessment', ar: 'التقييم' },
  road: { en: 'road', ar: 'الطريق' },
};

const dayKey = (d: Day) => `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
const dayOrder = (d: Day) => d.y * 10_000 + d.m * 100 + d.d;
const fieldOf = (path: string, code: Parameters<typeof fieldError>[1]) => fieldError(path, code, { ...RTA_REQUEST_LABELS, [path]: 'Preferred date' });

/**
 * The preferred days as D§9 and issue 27 state them: each a day, none before today in Asia/Dubai, no day
 * twice (the first failing rule of each date, as `preferredDates.<i>`). Returns the days as stored.
 */
export function checkPreferredDates(values: readonly string[], now: number): string[] {
  const today = dayOrder(local(now).day);
  const seen = new Set<string>();
  const fields: FieldErrors = {};
  const days: string[] = [];
  values.forEach((value, i) => {
    const path = `preferredDates.${i}`;
    const day = parseDay(value);
    if (!day) fields[path] = fieldOf(path, 'invalid');
    else if (dayOrder(day) < today) fields[path] = fieldOf(path, 'date_past');
    else if (seen.has(dayKey(day))) fields[path] = fieldOf(path, 'date_repeated');
    if (day) seen.add(dayKey(day));
    days.push(day ? dayKey(day) : '');
  });
  if (Object.keys(fields).length) throw invalidData(fields);
  return days;
}

async function write<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(fn);
  } catch (err) {
    if (pgCode(err) === '23505' && pgConstraint(err) === 'rta_test_requests_open_uq') throw new ApiError(RTA_REQUEST_ERRORS.rta_request_open);
    // the answer-once trigger: a second answer that slipped past the pending check
    if (pgCode(err) === '23001') throw new ApiError(RTA_REQUEST_ERRORS.rta_request_answered);
    throw err;
  }
}

export async function createRequest(ctx: Ctx, user: UserRow, body: CreateBody): Promise<RtaRequestDetail> {
  const days = checkPreferredDates(body.preferredDates, ctx.now());
  const row = await write(ctx.db, async (tx) => {
    const [created] = await tx
      .insert(rtaTestRequests)
      .values({ userId: user.id, testType: body.testType, note: body.note || null, createdAt: new Date(ctx.now()) })
      .returning();
    await tx.insert(rtaTestRequestDates).values(days.map((day, i) => ({ requestId: created!.id, day, position: i + 1 })));
    return created!;
  });
  return detailOf(ctx.db, row);
}

export async function listRequests(ctx: Ctx, user: UserRow) {
  return toViews(ctx.db, await listOwn(ctx.db, user.id));
}

/** A learner's own request; anyone else's (or none) is 404, so ids reveal nothing. */
async function ownRequest(db: Db | Tx, user: UserRow, id: string): Promise<RequestRow> {
  const row = await findRequest(db, id);
  if (!row || row.userId !== user.id) throw notFound();
  return row;
}

export async function getRequest(ctx: Ctx, user: UserRow, id: string) {
  return detailOf(ctx.db, await ownRequest(ctx.db, user, id));
}

export async function commentAsLearner(ctx: Ctx, user: UserRow, requestId: string, message: string) {
  const request = await ownRequest(ctx.db, user, requestId);
  const [comment] = await ctx.db
    .insert(rtaTestRequestComments)
    .values({ requestId: request.id, authorId: user.id, authorRole: 'student', message, createdAt: new Date(ctx.now()) })
    .returning();
  return toComment(comment!);
}

/** A member of staff writes in the thread; the learner is told (stored with the comment, announced after). */
export async function commentAsCentre(ctx: Ctx, staff: UserRow, requestId: string, message: string) {
  const request = await findRequest(ctx.db, requestId);
  if (!request) throw notFound();
  const { comment, raised } = await write(ctx.db, async (tx) => {
    const [c] = await tx
      .insert(rtaTestRequestComments)
      .values({ requestId: request.id, authorId: staff.id, authorRole: 'centre', message, createdAt: new Date(ctx.now()) })
      .returning();
    const test = TEST_NAMES[request.testType];
    const n = await insertNotification(tx as unknown as Db, request.userId, {
      kind: 'rta_request_comment',
      en: `The centre replied on your RTA ${test.en} test request.`,
      ar: `ردّ المركز على طلب اختبار ${test.ar} لدى هيئة الطرق والمواصلات.`,
      eventKey: `rta-comment:${c!.id}`,
    });
    return { comment: c!, raised: n !== null };
  });
  if (raised) ctx.realtime.announce(request.userId);
  return toComment(comment);
}

export async function staffQueue(ctx: Ctx, status: RequestRow['status']) {
  const rows = await listForStaff(ctx.db, status);
  const views = await toViews(
    ctx.db,
    rows.map((x) => x.r),
  );
  return views.map((v, i) => {
    const u = rows[i]!.u;
    return { ...v, student: { _id: u.id, name: u.name, phone: u.phone, studentId: u.studentId } };
  });
}

/**
 * The centre's answer, once: the request is locked, must still be pending, and a chosen day must be one
 * of its preferred days and not yet past. The learner's notification commits with the answer.
 */
export async function answerRequest(ctx: Ctx, staff: UserRow, id: string, body: AnswerBody): Promise<RtaRequestDetail> {
  const now = ctx.now();
  const { row, raised } = await write(ctx.db, async (tx) => {
    if (!(await findRequest(tx, id))) throw notFound();
    const [locked] = await tx.select().from(rtaTestRequests).where(eq(rtaTestRequests.id, id)).for('update');
    if (!locked) throw notFound();
    if (locked.status !== 'pending') throw new ApiError(RTA_REQUEST_ERRORS.rta_request_answered);
    let chosen: string | null = null;
    if (body.decision === 'scheduled') {
      const day = parseDay(body.date);
      if (!day) throw invalidData({ date: fieldError('date', 'invalid', RTA_REQUEST_LABELS) });
      chosen = dayKey(day);
      const [offered] = await tx
        .select({ day: rtaTestRequestDates.day })
        .from(rtaTestRequestDates)
        .where(and(eq(rtaTestRequestDates.requestId, id), eq(rtaTestRequestDates.day, chosen)));
      if (!offered) throw new ApiError(RTA_REQUEST_ERRORS.rta_date_not_offered);
      if (dayOrder(day) < dayOrder(local(now).day)) throw new ApiError(RTA_REQUEST_ERRORS.rta_date_passed);
    }
    const [done] = await tx
      .update(rtaTestRequests)
      .set({
        status: body.decision,
        chosenDate: chosen,
        declineReason: body.decision === 'declined' ? body.reason : null,
        answeredAt: new Date(now),
        answeredBy: staff.id,
      })
      .where(and(eq(rtaTestRequests.id, id), eq(rtaTestRequests.status, 'pending')))
      .returning();
    if (!done) throw new ApiError(RTA_REQUEST_ERRORS.rta_request_answered);
    const n = await insertNotification(tx as unknown as Db, done.userId, {
      ...answerText(done),
      kind: `rta_request_${done.status}`,
      eventKey: `rta:${done.id}:answered`,
    });
    return { row: done, raised: n !== null };
  });
  if (raised) ctx.realtime.announce(row.userId);
  return detailOf(ctx.db, row);
}

/** The learner's notice of the answer, in both languages (the day as DD-MM-YYYY, D§9). */
function answerText(row: RequestRow): { en: string; ar: string } {
  const test = TEST_NAMES[row.testType];
  if (row.status === 'scheduled' && row.chosenDate) {
    const when = formatDayForPeople(parseDay(row.chosenDate)!);
    return {
      en: `Your RTA ${test.en} test is booked for ${when}.`,
      ar: `تم حجز اختبار ${test.ar} لدى هيئة الطرق والمواصلات بتاريخ ${when}.`,
    };
  }
  return {
    en: `Your RTA ${test.en} test request was declined: ${row.declineReason ?? ''}`,
    ar: `تم رفض طلب اختبار ${test.ar} لدى هيئة الطرق والمواصلات: ${row.declineReason ?? ''}`,
  };
}
