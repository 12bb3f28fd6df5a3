import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { hallSessions, scheduleHolds, scheduleResources, schedules, trainingBranches, type ScheduleKind } from '../../db/schema/index';
import { ApiError, invalidData, notFound } from '../../platform/errors';
import { fieldError } from '../../platform/fields';
import { pgCode, pgConstraint } from '../../platform/http';
import type { UserRow } from '../session/guard';
import { APPROVAL_ERRORS } from '../approvals/contract';
import { nocOf } from '../approvals/repo';
import { lockUser } from '../enrolment';
import { requireValidPermits } from '../renewals/service';
import { SCHEDULE_ERRORS, SCHEDULE_LABELS } from './contract';
import { completePassed, hoursProblem, learnerSessions, loadLearner, requirePaid, usageOf, type Learner } from './learner';
import { announced, noticeIn, type Changed } from './notices';
import { holdsOver, lookupsOf, toView, type ResourceRow } from './repo';
import {
  deviceGrid,
  devicesOf,
  freeAt,
  hallSessionId,
  isHallSession,
  practicalResources,
  timing,
  type DeviceKind,
  type PracticalKind,
} from './slots';
import { classWindows, insideWindows, local, MINUTE, STEP_MINUTES } from './time';

// Booking: one transaction per booking with the learner's row locked; every rule judged inside it, and the
// invariants held by the database (contract "no double booking"). A resource is taken by inserting its
// hold in a savepoint: an exclusion violation there means another booking won it a moment ago, so the next
// free candidate is tried, and only when none is left is the answer 409 slot_taken.

export type ScheduleCtx = Pick<AppContext, 'db' | 'realtime' | 'env' | 'now'>;

const field = (path: keyof typeof SCHEDULE_LABELS, code: Parameters<typeof fieldError>[1], params?: Record<string, number>) =>
  invalidData({ [path]: fieldError(path, code, SCHEDULE_LABELS, params) });

/** A lost race as the contract names it: 409 slot_taken / learner_busy, never a 500. */
export function bookingConflict(err: unknown): unknown {
  const code = pgCode(err);
  const constraint = pgConstraint(err);
  if (code === '23P01')
    return new ApiError(constraint === 'schedules_learner_no_overlap' ? SCHEDULE_ERRORS.learner_busy : SCHEDULE_ERRORS.slot_taken);
  if (code === '23505' && constraint === 'schedules_hall_seat_uq') return new ApiError(SCHEDULE_ERRORS.learner_busy);
  if (code === '23514' && constraint === 'hall_sessions_seats_ck') return new ApiError(SCHEDULE_ERRORS.slot_taken);
  return err;
}

/** One transaction, tried again (a few times) when PostgreSQL picked it as a deadlock victim. */
export async function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(fn);
    } catch (err) {
      const code = pgCode(err);
      if (attempt < 3 && (code === '40P01' || code === '40001')) continue;
      throw bookingConflict(err);
    }
  }
}

/**
 * Takes a resource for [s, e) unless something holds it: false when the exclusion refused it.
 *
 * Bookings of one resource queue on an advisory lock before they insert. Without it, two inserters of
 * overlapping holds can each find the other's uncommitted row and wait on each other: PostgreSQL breaks
 * the cycle only after deadlock_timeout (1 s), and under a 30-learner race on a loaded CI machine the
 * chain of those waits starved the pool (503s) and exhausted the retries (500s). Queued, each contender
 * sees the winner's committed hold and is refused at once. A deadlock that still happens (two bookings
 * taking the same resources in another order) rolls back only this savepoint and counts as taken.
 */
async function tryHold(tx: Tx, scheduleId: string, resourceId: string, s: number, e: number): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      await sp.execute(sql`select pg_advisory_xact_lock(hashtext(${`hold:${resourceId}`}))`);
      await sp.insert(scheduleHolds).values({ scheduleId, resourceId, startsAt: new Date(s), endsAt: new Date(e) });
    });
    return true;
  } catch (err) {
    const code = pgCode(err);
    if (code === '23P01' || code === '40P01') return false;
    throw err;
  }
}

/** The first candidate whose hold goes in, or null. */
async function holdFirst(tx: Tx, scheduleId: string, candidates: { id: string }[], s: number, e: number): Promise<string | null> {
  for (const c of candidates) if (await tryHold(tx, scheduleId, c.id, s, e)) return c.id;
  return null;
}

class NoVehicle extends Error {}

/**
 * An instructor and a vehicle of their class, both held, or null. Each instructor is tried in a savepoint
 * of its own: when none of the vehicles can be held with them, their hold is rolled back and the next
 * instructor is tried.
 */
async function holdPair(tx: Tx, scheduleId: string, instructors: ResourceRow[], vehicles: ResourceRow[], s: number, e: number) {
  for (const instructor of instructors) {
    const fitting = vehicles.filter((v) => v.instructorTypeId === instructor.instructorTypeId);
    if (!fitting.length) continue;
    try {
      return await tx.transaction(async (sp) => {
        if (!(await tryHold(sp, scheduleId, instructor.id, s, e))) throw new NoVehicle();
        const vehicleId = await holdFirst(sp, scheduleId, fitting, s, e);
        if (!vehicleId) throw new NoVehicle();
        return { instructorId: instructor.id, vehicleId };
      });
    } catch (err) {
      if (!(err instanceof NoVehicle)) throw err;
    }
  }
  return null;
}

export const newScheduleId = (now: number) => `sch-${now.toString(36)}-${randomBytes(6).toString('hex')}`;

function checkTiming(startMs: number, now: number, path: 'slotId' | 'startsAt') {
  const t = timing(startMs, now);
  if (t === 'past') throw new ApiError(SCHEDULE_ERRORS.slot_in_past);
  if (t === 'far') throw field(path, 'invalid');
}

/** The MARKED_FOR_RESCHEDULE session a booking replaces becomes RESCHEDULED in the same transaction. */
async function takeReschedule(tx: Tx, userId: string, id: string | undefined, now: number): Promise<string | null> {
  if (!id) return null;
  const [row] = await tx
    .select({ id: schedules.id, status: schedules.status })
    .from(schedules)
    .where(and(eq(schedules.id, id), eq(schedules.userId, userId)))
    .for('update');
  if (!row) throw notFound();
  if (row.status !== 'MARKED_FOR_RESCHEDULE') throw field('rescheduleOf', 'invalid');
  await tx
    .update(schedules)
    .set({ status: 'RESCHEDULED', updatedAt: new Date(now) })
    .where(eq(schedules.id, id));
  return id;
}

export function checkDuration(learner: Learner, minutes: number) {
  const { minimumClassDuration: min, maximumClassDuration: max } = learner.type;
  if (minutes < min) throw field('durationMinutes', 'min_value', { n: min });
  if (minutes > max) throw field('durationMinutes', 'max_value', { n: max });
  if (minutes % STEP_MINUTES !== 0) throw field('durationMinutes', 'invalid');
}

async function trainingBranch(tx: Tx, branchId: string) {
  const [branch] = await tx.select().from(trainingBranches).where(eq(trainingBranches.id, branchId));
  if (!branch?.allowTrainingSchedule) throw field('branchId', 'unavailable');
  return branch;
}

export interface PracticalBooking {
  kind: PracticalKind;
  branchId: string;
  startMs: number;
  minutes: number;
  gearType: string;
  /** null (custom): the learner's class, it-vip for a VIP course, else it-standard */
  instructorTypeId: string | null;
  instructorId?: string;
  rescheduleOf?: string;
  /** D§3's schedule request as the caller named it, checked against the learner's course */
  request?: ScheduleRequest;
  /** where a bad start is reported: the slot (book) or the start time (custom) */
  startField: 'slotId' | 'startsAt';
}

/**
 * D§3's schedule request: what the caller believes it books against. The API decided what each names
 * (spec silent): `instanceId` the learner's course, `instanceCode` the stage that opens the kind,
 * `licenseTypeId` and `courseTypeId` the course's. Each is checked, never used: the learner's course
 * decides; a difference is a stale page (400 on that field).
 */
export interface ScheduleRequest {
  instanceId?: string | undefined;
  instanceCode?: string | undefined;
  licenseTypeId?: string | undefined;
  courseTypeId?: string | undefined;
}

export function checkScheduleRequest(learner: Learner, kind: ScheduleKind, r: ScheduleRequest) {
  if (r.instanceId !== undefined && r.instanceId !== learner.course.id) throw field('instanceId', 'invalid');
  if (r.instanceCode !== undefined && r.instanceCode !== learner.stages[kind]?.id) throw field('instanceCode', 'invalid');
  if (r.licenseTypeId !== undefined && r.licenseTypeId !== learner.licenseTypeId) throw field('licenseTypeId', 'unavailable');
  if (r.courseTypeId !== undefined && r.courseTypeId !== learner.type.id) throw field('courseTypeId', 'unavailable');
}

/** Books practical, VIP or custom training: an instructor and a vehicle, both held for the session. */
export async function bookPractical(ctx: ScheduleCtx, actor: UserRow, studentId: string, b: PracticalBooking) {
  const now = ctx.now();
  const s = b.startMs;
  const e = s + b.minutes * MINUTE;
  const id = newScheduleId(now);
  const changed = await inTransaction(ctx.db, async (tx): Promise<Changed> => {
    const me = await lockUser(tx, studentId);
    // D§8: an expired learning permit or RTA file is renewed at the centre before any driving
    await requireValidPermits(tx, me.id, s);
    await completePassed(tx, now, me.id);
    const learner = await loadLearner(tx, me);
    const stage = learner.stages[b.kind];
    if (b.request) checkScheduleRequest(learner, b.kind, b.request);
    if (b.kind === 'vip' && !learner.type.isVipCourse) throw new ApiError(SCHEDULE_ERRORS.not_vip);
    requirePaid(learner, b.kind);
    // a No Objection Certificate the centre asked for must be approved first (docs/requests.md "NOC")
    if ((await nocOf(tx, me.id))?.status === 'pending') throw new ApiError(APPROVAL_ERRORS.noc_pending);
    if (b.gearType !== learner.gearType) throw field('gearType', 'unavailable');
    checkDuration(learner, b.minutes);
    const branch = await trainingBranch(tx, b.branchId);
    if (!insideWindows(s, e, classWindows(learner.type.code))) throw new ApiError(SCHEDULE_ERRORS.outside_class_times);
    checkTiming(s, now, b.startField);
    const sessions = await learnerSessions(tx, me.id);
    const problem = hoursProblem(learner, usageOf(sessions), s, b.minutes);
    if (problem) throw new ApiError(SCHEDULE_ERRORS[problem]);
    if (sessions.some((m) => m.status === 'SCHEDULED' && m.startsAt.getTime() < e && s < m.endsAt.getTime())) {
      throw new ApiError(SCHEDULE_ERRORS.learner_busy);
    }
    const replaced = await takeReschedule(tx, me.id, b.rescheduleOf, now);

    // a custom session takes any free instructor of the learner's class (VIP courses: VIP instructors)
    const instructorTypeId = b.instructorTypeId ?? (learner.type.isVipCourse ? 'it-vip' : 'it-standard');
    const { instructors, vehicles } = await practicalResources(tx, learner, { ...b, instructorTypeId });
    const wanted = b.instructorId ? instructors.filter((r) => r.id === b.instructorId) : instructors;
    if (b.instructorId && !wanted.length) throw field('instructorId', 'invalid');
    const at = local(s);
    const busy = await holdsOver(
      tx,
      [...wanted, ...vehicles].map((r) => r.id),
      s,
      e,
    );
    const freeInstructors = freeAt(wanted, busy, at.isoWeekday, at.minutes, b.minutes, s, e);
    const freeVehicles = freeAt(vehicles, busy, at.isoWeekday, at.minutes, b.minutes, s, e);
    // what is visibly held already: answered before writing anything (most of a race's losers end here)
    if (!freeInstructors.length || !freeVehicles.length) throw new ApiError(SCHEDULE_ERRORS.slot_taken);

    // the learner's own overlap is refused here by schedules_learner_no_overlap (learner_busy)
    await tx.insert(schedules).values({
      id,
      userId: me.id,
      kind: b.kind,
      courseId: learner.course.id,
      stageId: stage!.id,
      branchId: b.branchId,
      startsAt: new Date(s),
      endsAt: new Date(e),
      durationMinutes: b.minutes,
      bookedBy: actor.id,
      rescheduleOf: replaced,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    });
    // then each candidate in turn: a hold lost to a booking still in flight tries the next one
    const pair = await holdPair(tx, id, freeInstructors, freeVehicles, s, e);
    if (!pair) throw new ApiError(SCHEDULE_ERRORS.slot_taken);
    const { instructorId, vehicleId } = pair;
    const [row] = await tx.update(schedules).set({ instructorId, vehicleId }).where(eq(schedules.id, id)).returning();
    const view = toView(row!, lookupsOf([...instructors, ...vehicles], [branch], learner.course.milestones), ctx.env.SCHEDULE_CANCEL_CUTOFF_HOURS);
    return { view, userId: me.id, raised: await noticeIn(tx, view, me.id, 'booked') };
  });
  return announced(ctx, changed);
}

/** Books a seat in a lecture-hall session: the session's counter goes up unless it is full. */
export async function bookHall(ctx: ScheduleCtx, user: UserRow, hallId: string, startMs: number, rescheduleOf?: string) {
  const now = ctx.now();
  const [hall] = await ctx.db
    .select()
    .from(scheduleResources)
    .where(and(eq(scheduleResources.id, hallId), eq(scheduleResources.type, 'LectureHall'), eq(scheduleResources.isActive, true)));
  if (!hall || !isHallSession(hall, startMs)) throw field('slotId', 'invalid');
  const length = hall.slotMinutes ?? 90;
  const e = startMs + length * MINUTE;
  const id = newScheduleId(now);
  const changed = await inTransaction(ctx.db, async (tx): Promise<Changed> => {
    const me = await lockUser(tx, user.id);
    await completePassed(tx, now, me.id);
    const learner = await loadLearner(tx, me);
    requirePaid(learner, 'lectureHall');
    checkTiming(startMs, now, 'slotId');
    const replaced = await takeReschedule(tx, me.id, rescheduleOf, now);
    const sessionId = hallSessionId(hall.id, startMs);
    // made on the first booking; a session of the hall that overlaps this one (hall_sessions_no_overlap)
    // is a conflict too, so no second counter is ever opened for the same room and time
    await tx
      .insert(hallSessions)
      .values({
        id: sessionId,
        hallId: hall.id,
        startsAt: new Date(startMs),
        endsAt: new Date(e),
        capacity: hall.capacity ?? 0,
      })
      .onConflictDoNothing();
    // The seat is taken last: the counter's row lock is what every learner racing for this session
    // waits on, so it is held only from here to the commit, not while the booking is written (under
    // a 200-way race the queue behind it used to outlast the pool's wait and answer 503).
    // an overlapping session of the hall kept this one from being made: the room is taken
    const [own] = await tx.select({ id: hallSessions.id }).from(hallSessions).where(eq(hallSessions.id, sessionId));
    if (!own) throw new ApiError(SCHEDULE_ERRORS.slot_taken);
    const [row] = await tx
      .insert(schedules)
      .values({
        id,
        userId: me.id,
        kind: 'lectureHall',
        courseId: learner.course.id,
        stageId: learner.stages.lectureHall!.id,
        branchId: hall.branchId,
        startsAt: new Date(startMs),
        endsAt: new Date(e),
        durationMinutes: length,
        deviceId: hall.id,
        hallSessionId: sessionId,
        bookedBy: me.id,
        rescheduleOf: replaced,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning();
    const branches = await tx.select().from(trainingBranches).where(eq(trainingBranches.id, hall.branchId));
    const view = toView(row!, lookupsOf([hall], branches, learner.course.milestones), ctx.env.SCHEDULE_CANCEL_CUTOFF_HOURS);
    const raised = await noticeIn(tx, view, me.id, 'booked');
    // the session's own row (not one that overlaps it) with a seat left, else nothing is kept
    const [seat] = await tx
      .update(hallSessions)
      .set({ booked: sql`${hallSessions.booked} + 1` })
      .where(and(eq(hallSessions.id, sessionId), sql`${hallSessions.booked} < ${hallSessions.capacity}`))
      .returning({ id: hallSessions.id });
    if (!seat) throw new ApiError(SCHEDULE_ERRORS.slot_taken);
    return { view, userId: me.id, raised };
  });
  return announced(ctx, changed);
}

/** Books a simulator or mock-test slot: any free device of the branch, held for the slot. */
export async function bookDevice(ctx: ScheduleCtx, user: UserRow, kind: DeviceKind, branchId: string, startMs: number, rescheduleOf?: string) {
  const now = ctx.now();
  const at = local(startMs);
  const devices = (await devicesOf(ctx.db, kind, branchId)).filter((d) => deviceGrid(d, at.isoWeekday).includes(at.minutes));
  if (!devices.length) throw field('slotId', 'invalid');
  const length = devices[0]!.slotMinutes ?? 60;
  const e = startMs + length * MINUTE;
  const id = newScheduleId(now);
  const changed = await inTransaction(ctx.db, async (tx): Promise<Changed> => {
    const me = await lockUser(tx, user.id);
    // D§8: a mock test is a test: refused while the learning permit or RTA file is expired (simulators are not)
    if (kind === 'mockTest') await requireValidPermits(tx, me.id, startMs);
    await completePassed(tx, now, me.id);
    const learner = await loadLearner(tx, me);
    requirePaid(learner, kind);
    checkTiming(startMs, now, 'slotId');
    const replaced = await takeReschedule(tx, me.id, rescheduleOf, now);
    const busy = await holdsOver(
      tx,
      devices.map((d) => d.id),
      startMs,
      e,
    );
    const free = devices.filter((d) => !(busy.get(d.id) ?? []).length);
    if (!free.length) throw new ApiError(SCHEDULE_ERRORS.slot_taken);
    await tx.insert(schedules).values({
      id,
      userId: me.id,
      kind,
      courseId: learner.course.id,
      stageId: learner.stages[kind]?.id ?? 'elite-addon',
      branchId,
      startsAt: new Date(startMs),
      endsAt: new Date(e),
      durationMinutes: length,
      bookedBy: me.id,
      rescheduleOf: replaced,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    });
    const deviceId = await holdFirst(tx, id, free, startMs, e);
    if (!deviceId) throw new ApiError(SCHEDULE_ERRORS.slot_taken);
    const [row] = await tx.update(schedules).set({ deviceId }).where(eq(schedules.id, id)).returning();
    const branches = await tx.select().from(trainingBranches).where(eq(trainingBranches.id, branchId));
    const view = toView(row!, lookupsOf(devices, branches, learner.course.milestones), ctx.env.SCHEDULE_CANCEL_CUTOFF_HOURS);
    return { view, userId: me.id, raised: await noticeIn(tx, view, me.id, 'booked') };
  });
  return announced(ctx, changed);
}
