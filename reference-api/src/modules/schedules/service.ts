import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instructorTypes, schedules, trainingBranches, type ScheduleStatus } from '../../db/schema/index';
import { ApiError, invalidData, notFound } from '../../platform/errors';
import { fieldError } from '../../platform/fields';
import type { UserRow } from '../session/guard';
import { checkDuration, checkScheduleRequest, type ScheduleCtx, type ScheduleRequest } from './book';
import { SCHEDULE_ERRORS, SCHEDULE_LABELS, type ScheduleView } from './contract';
import { completePassed, loadLearner, practicalUsage, requirePaid, type Learner } from './learner';
import { toViews, type ScheduleRow } from './repo';
import { deviceSlots, hallSlots, practicalResources, practicalSlots, type DeviceKind, type PracticalKind } from './slots';
import { addDays, at, classWindows, daysBetween, NOTICE_MINUTES, parseDay, STEP_MINUTES, WINDOW_DAYS, type Day } from './time';

// The learner's schedules: configuration, slot searches, the list, the summary, one session (what is done
// to a session is in changes.ts).

const field = (path: keyof typeof SCHEDULE_LABELS, code: Parameters<typeof fieldError>[1]) =>
  invalidData({ [path]: fieldError(path, code, SCHEDULE_LABELS) });

const GROUPED: ScheduleStatus[] = ['CANCELLED', 'MARKED_FOR_RESCHEDULE', 'RESCHEDULED'];
export const MAX_RANGE_DAYS = 31;

/** One day (D§7 day string), or 400 with fields.<path>. */
export function dayOf(value: string, path: keyof typeof SCHEDULE_LABELS): Day {
  const day = parseDay(value);
  if (!day) throw field(path, 'invalid');
  return day;
}

/** The days from startDate to endDate inclusive, at most 31 days apart. */
export function daysOf(startDate: string, endDate: string): Day[] {
  const first = dayOf(startDate, 'startDate');
  const last = dayOf(endDate, 'endDate');
  const span = daysBetween(first, last);
  if (span < 0 || span > MAX_RANGE_DAYS) throw field('endDate', 'invalid');
  return Array.from({ length: span + 1 }, (_, i) => addDays(first, i));
}

async function trainingBranchIds(db: Pick<Db, 'select'>): Promise<Set<string>> {
  const rows = await db.select({ id: trainingBranches.id }).from(trainingBranches).where(eq(trainingBranches.allowTrainingSchedule, true));
  return new Set(rows.map((r) => r.id));
}

// ── configuration ────────────────────────────────────────────────────────────────────────────────────

export async function scheduleConfig(ctx: ScheduleCtx, user: UserRow) {
  const now = ctx.now();
  await completePassed(ctx.db, now, user.id);
  const learner = await loadLearner(ctx.db, user);
  const [branches, types, usage] = await Promise.all([
    ctx.db
      .select()
      .from(trainingBranches)
      .where(eq(trainingBranches.allowTrainingSchedule, true))
      .orderBy(asc(trainingBranches.sortOrder), asc(trainingBranches.id)),
    ctx.db.select().from(instructorTypes).orderBy(asc(instructorTypes.sortOrder)),
    practicalUsage(ctx.db, user.id),
  ]);
  const t = learner.type;
  return {
    timeZone: 'Asia/Dubai' as const,
    courseType: {
      _id: t.id,
      code: t.code,
      name: t.name,
      isVipCourse: t.isVipCourse,
      minimumClassDuration: t.minimumClassDuration,
      maximumClassDuration: t.maximumClassDuration,
      noOfHoursPerWeek: t.noOfHoursPerWeek,
    },
    classTimes: classWindows(t.code),
    durationStepMinutes: STEP_MINUTES as 30,
    cancellationCutoffHours: ctx.env.SCHEDULE_CANCEL_CUTOFF_HOURS,
    bookingWindowDays: WINDOW_DAYS,
    minimumNoticeMinutes: NOTICE_MINUTES,
    licenseTypeId: learner.licenseTypeId,
    /** D§3 `instanceId` of a schedule request: the learner's course (the reference's choice) */
    courseId: learner.course.id,
    gearType: learner.gearType,
    branchId: user.trainingBranchId && branches.some((b) => b.id === user.trainingBranchId) ? user.trainingBranchId : (branches[0]?.id ?? ''),
    branches: branches.map((b) => ({ _id: b.id, name: b.name, address: b.address })),
    instructorTypes: types.map((it) => ({ _id: it.id, name: it.name })),
    kinds: (Object.keys(learner.stages) as (keyof Learner['stages'])[]).map((kind) => ({
      kind,
      stageId: learner.stages[kind]?.id ?? null,
      paid: learner.paid[kind],
    })),
    practicalMinutes: { paid: learner.paidPracticalMinutes, booked: usage.booked, completed: usage.completed },
  };
}

// ── slot searches ────────────────────────────────────────────────────────────────────────────────────

export interface PracticalSearch extends ScheduleRequest {
  branchId: string;
  instructorTypeId: string;
  gearType?: string;
  durationMinutes?: number;
}

/** Checks a practical search against the learner's course; answers the query and the resources it may take. */
async function practicalQuery(db: Db, learner: Learner, q: PracticalSearch, requireVip = false) {
  const kind: PracticalKind = q.instructorTypeId === 'it-vip' ? 'vip' : 'practical';
  checkScheduleRequest(learner, kind, q);
  const gearType = q.gearType ?? learner.gearType;
  if (gearType !== learner.gearType) throw field('gearType', 'unavailable');
  const query = {
    kind,
    branchId: q.branchId,
    instructorTypeId: q.instructorTypeId,
    gearType,
    minutes: q.durationMinutes ?? learner.type.maximumClassDuration,
  };
  const resources = await practicalResources(db, learner, query);
  if (!resources.instructors.length && !resources.vehicles.length && !(await trainingBranchIds(db)).has(q.branchId))
    throw field('branchId', 'unavailable');
  if ((kind === 'vip' || requireVip) && !learner.type.isVipCourse) throw new ApiError(SCHEDULE_ERRORS.not_vip);
  requirePaid(learner, kind);
  checkDuration(learner, query.minutes);
  return { query, resources };
}

/** GET practical-training/time-slots (and find-vip-slots): one day's slots. */
export async function practicalDaySlots(ctx: ScheduleCtx, user: UserRow, q: PracticalSearch & { date: string }, requireVip = false) {
  // searches read only: a session whose end passed counts the same whether or not it is stored COMPLETED yet
  const now = ctx.now();
  const learner = await loadLearner(ctx.db, user);
  const day = dayOf(q.date, 'date');
  const { query, resources } = await practicalQuery(ctx.db, learner, q, requireVip);
  const [result] = await practicalSlots(ctx.db, ctx.env.TOKEN_SECRET, learner, query, [day], now, resources);
  return result!;
}

/** POST schedule/find: the days of a range that have an AVAILABLE slot. */
export async function findDays(ctx: ScheduleCtx, user: UserRow, q: PracticalSearch & { startDate: string; endDate: string }) {
  const now = ctx.now();
  const learner = await loadLearner(ctx.db, user);
  const days = daysOf(q.startDate, q.endDate);
  const { query, resources } = await practicalQuery(ctx.db, learner, q);
  const result = await practicalSlots(ctx.db, ctx.env.TOKEN_SECRET, learner, query, days, now, resources);
  return {
    days: result.map((d) => ({ date: d.date, available: d.slots.filter((s) => s.status === 'AVAILABLE').length })).filter((d) => d.available > 0),
  };
}

export async function findHallSlots(ctx: ScheduleCtx, user: UserRow, q: { startDate: string; endDate: string; branchId?: string }) {
  const now = ctx.now();
  const learner = await loadLearner(ctx.db, user);
  const days = daysOf(q.startDate, q.endDate);
  requirePaid(learner, 'lectureHall');
  return { slots: await hallSlots(ctx.db, ctx.env.TOKEN_SECRET, user.id, days, q.branchId, now) };
}

export async function findDeviceSlots(
  ctx: ScheduleCtx,
  user: UserRow,
  kind: DeviceKind,
  q: { startDate: string; endDate: string; branchId?: string },
) {
  const now = ctx.now();
  const learner = await loadLearner(ctx.db, user);
  const days = daysOf(q.startDate, q.endDate);
  requirePaid(learner, kind);
  return { slots: await deviceSlots(ctx.db, ctx.env.TOKEN_SECRET, user.id, kind, days, q.branchId, now) };
}

// ── reads ────────────────────────────────────────────────────────────────────────────────────────────

export interface ListQuery {
  year?: number;
  month?: number;
  startDate?: string;
  endDate?: string;
  status?: ScheduleStatus | 'GROUPED';
  courseId?: string;
}

export async function listSchedules(ctx: ScheduleCtx, user: UserRow, q: ListQuery) {
  let from: number;
  let to: number;
  if (q.year !== undefined || q.month !== undefined) {
    if (q.year === undefined) throw field('year', 'required');
    if (q.month === undefined) throw field('month', 'required');
    from = at({ y: q.year, m: q.month, d: 1 }, 0);
    to = at(q.month === 12 ? { y: q.year + 1, m: 1, d: 1 } : { y: q.year, m: q.month + 1, d: 1 }, 0);
  } else if (q.startDate !== undefined || q.endDate !== undefined) {
    if (q.startDate === undefined) throw field('startDate', 'required');
    if (q.endDate === undefined) throw field('endDate', 'required');
    const days = daysOf(q.startDate, q.endDate);
    from = at(days[0]!, 0);
    to = at(addDays(days[days.length - 1]!, 1), 0);
  } else {
    throw field('year', 'required');
  }
  const now = ctx.now();
  await completePassed(ctx.db, now, user.id);
  const statuses = q.status === 'GROUPED' ? GROUPED : q.status ? [q.status] : undefined;
  const rows = await ctx.db
    .select()
    .from(schedules)
    .where(
      and(
        eq(schedules.userId, user.id),
        gte(schedules.startsAt, new Date(from)),
        lt(schedules.startsAt, new Date(to)),
        ...(statuses ? [inArray(schedules.status, statuses)] : []),
        ...(q.courseId ? [eq(schedules.courseId, q.courseId)] : []),
      ),
    )
    .orderBy(asc(schedules.startsAt), asc(schedules.id));
  return { schedules: await toViews(ctx.db, rows, ctx.env.SCHEDULE_CANCEL_CUTOFF_HOURS) };
}

export async function scheduleSummary(ctx: ScheduleCtx, user: UserRow) {
  const now = ctx.now();
  await completePassed(ctx.db, now, user.id);
  const [counts, [next], usage, learner] = await Promise.all([
    ctx.db.select({ status: schedules.status, n: count() }).from(schedules).where(eq(schedules.userId, user.id)).groupBy(schedules.status),
    ctx.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.userId, user.id), eq(schedules.status, 'SCHEDULED')))
      .orderBy(asc(schedules.startsAt))
      .limit(1),
    practicalUsage(ctx.db, user.id),
    loadLearner(ctx.db, user).catch(() => null),
  ]);
  const by = Object.fromEntries(counts.map((c) => [c.status, c.n]));
  const [nextView] = next ? await toViews(ctx.db, [next], ctx.env.SCHEDULE_CANCEL_CUTOFF_HOURS) : [];
  return {
    counts: {
      COMPLETED: by.COMPLETED ?? 0,
      SCHEDULED: by.SCHEDULED ?? 0,
      CANCELLED: by.CANCELLED ?? 0,
      MARKED_FOR_RESCHEDULE: by.MARKED_FOR_RESCHEDULE ?? 0,
      RESCHEDULED: by.RESCHEDULED ?? 0,
    },
    next: nextView ?? null,
    practicalMinutes: { paid: learner?.paidPracticalMinutes ?? 0, booked: usage.booked, completed: usage.completed },
  };
}

export async function ownRow(db: Pick<Db, 'select'>, user: UserRow, id: string): Promise<ScheduleRow> {
  const [row] = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.id, id), eq(schedules.userId, user.id)));
  if (!row) throw notFound();
  return row;
}

export async function getSchedule(ctx: ScheduleCtx, user: UserRow, id: string): Promise<ScheduleView> {
  await completePassed(ctx.db, ctx.now(), user.id);
  const row = await ownRow(ctx.db, user, id);
  const [view] = await toViews(ctx.db, [row], ctx.env.SCHEDULE_CANCEL_CUTOFF_HOURS);
  return view!;
}
