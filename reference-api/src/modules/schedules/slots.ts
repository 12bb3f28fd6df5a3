import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import { hallSessions, scheduleResources, trainingBranches, type LocalisedName, type ScheduleKind, type WorkTime } from '../../db/schema/index';
import { deriveKey } from '../../platform/secrets';
import type { Reader } from '../../db/client';
import type { SlotView } from './contract';
import { hoursProblem, isPracticalKind, learnerSessions, usageOf, type Learner } from './learner';
import { holdsOver, learnerSessionsOver, overlaps, resourcesOf, type Interval, type ResourceRow } from './repo';
import {
  addDays,
  at,
  classWindows,
  dayString,
  DAY,
  hhmmToMinutes,
  isoWeekday,
  local as localOf,
  MINUTE,
  NOTICE_MINUTES,
  startOfDay,
  STEP_MINUTES,
  WINDOW_DAYS,
  type Day,
} from './time';

// Slot search: every candidate start of a span of days, judged against the resources, what already holds
// them and the learner's own sessions, all read in a handful of queries for the whole span (never one
// per slot). A slot id is opaque to the portal: it carries what the book call needs, and the book call
// judges everything again inside its transaction.

export type PracticalKind = 'practical' | 'vip' | 'custom';
export type DeviceKind = 'simulator' | 'mockTest';

// instants between 2000 and 2200, lengths up to 10 hours: anything else is no slot this API made
const instant = z.number().int().min(946_684_800_000).max(7_258_118_400_000);
const slotIdSchema = z.union([
  z.tuple([
    z.literal('p'),
    z.enum(['practical', 'vip']),
    z.string().max(100),
    instant,
    z.number().int().min(1).max(600),
    z.string().max(20),
    z.string().max(40),
  ]),
  z.tuple([z.literal('h'), z.string().max(100), instant]),
  z.tuple([z.literal('d'), z.enum(['simulator', 'mockTest']), z.string().max(100), instant]),
]);
export type SlotKey = z.output<typeof slotIdSchema>;

// A slot id is signed (HMAC keyed from TOKEN_SECRET): the book calls trust only ids this API handed
// out, so an id edited to name another start, branch or kind, or made up, is refused as invalid
// (issue 21 #4: hall starts nudged by 1–3 ms each opened a fresh seat count).
const MAC_CHARS = 22; // 16 bytes of HMAC-SHA256, base64url
const slotKeys = new Map<string, Buffer>();
const slotKey = (secret: string) => {
  let key = slotKeys.get(secret);
  if (!key) slotKeys.set(secret, (key = deriveKey(secret, 'slot-ids')));
  return key;
};
const macOf = (secret: string, payload: string) =>
  createHmac('sha256', slotKey(secret)).update(payload).digest().subarray(0, 16).toString('base64url');

export function encodeSlot(key: SlotKey, secret: string): string {
  const payload = Buffer.from(JSON.stringify(key)).toString('base64url');
  return `${payload}.${macOf(secret, payload)}`;
}

export function decodeSlot(slotId: string, secret: string): SlotKey | null {
  const match = /^([A-Za-z0-9_-]{4,370})\.([A-Za-z0-9_-]{22})$/.exec(slotId);
  if (!match) return null;
  const [, payload = '', mac = ''] = match;
  if (mac.length !== MAC_CHARS || !timingSafeEqual(Buffer.from(mac), Buffer.from(macOf(secret, payload)))) return null;
  try {
    const parsed = slotIdSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

interface OwnSession {
  kind: ScheduleKind;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The learner's own SCHEDULED session over [s, e): the slot itself is BOOKED; any other session it
 * merely overlaps makes it NOT AVAILABLE with that session named, so the portal can say what it
 * clashes with instead of calling it "booked by you".
 */
export function ownOverlap<T extends OwnSession>(
  mine: readonly T[],
  s: number,
  e: number,
  isThisSlot: (m: T) => boolean,
): Pick<SlotView, 'status' | 'clash'> | null {
  const over = mine.filter((m) => m.startsAt.getTime() < e && s < m.endsAt.getTime());
  if (!over.length) return null;
  if (over.some((m) => isThisSlot(m) && m.startsAt.getTime() === s && m.endsAt.getTime() === e)) return { status: 'BOOKED' };
  const first = over.reduce((a, b) => (b.startsAt < a.startsAt ? b : a));
  return { status: 'NOT AVAILABLE', clash: { kind: first.kind, startsAt: first.startsAt.toISOString(), endsAt: first.endsAt.toISOString() } };
}

/** Whether the learner may still book a start: not inside the notice, not beyond the window. */
export const timing = (startMs: number, now: number): 'past' | 'far' | 'ok' =>
  startMs < now + NOTICE_MINUTES * MINUTE ? 'past' : startMs > now + WINDOW_DAYS * DAY ? 'far' : 'ok';

/** Whether a weekly work time covers [minute, minute + length) of a day with this ISO weekday. */
export function worksAt(workTimes: readonly WorkTime[], weekday: number, minute: number, length: number): boolean {
  return workTimes.some((w) => w.days.includes(weekday) && minute >= hhmmToMinutes(w.from) && minute + length <= hhmmToMinutes(w.to));
}

export interface PracticalQuery {
  kind: PracticalKind;
  branchId: string;
  /** null: any instructor type (a custom session) */
  instructorTypeId: string | null;
  gearType: string;
  minutes: number;
}

/**
 * The instructors and vehicles a practical session of this query may take, in the order they are tried;
 * only at a branch that takes learners.
 */
export async function practicalResources(db: Reader, learner: Learner, q: Pick<PracticalQuery, 'branchId' | 'instructorTypeId' | 'gearType'>) {
  const all = (
    await db
      .select({ r: scheduleResources })
      .from(scheduleResources)
      .innerJoin(trainingBranches, eq(trainingBranches.id, scheduleResources.branchId))
      .where(
        and(
          eq(scheduleResources.branchId, q.branchId),
          inArray(scheduleResources.type, ['Instructor', 'Vehicle']),
          eq(scheduleResources.isActive, true),
          eq(trainingBranches.allowTrainingSchedule, true),
        ),
      )
      .orderBy(scheduleResources.sortOrder, scheduleResources.id)
  ).map((x) => x.r);
  const fits = (r: ResourceRow) => (r.gearTypes as string[]).includes(q.gearType) && r.licenseTypeIds.includes(learner.licenseTypeId);
  const sameClass = (r: ResourceRow) => !q.instructorTypeId || r.instructorTypeId === q.instructorTypeId;
  return {
    instructors: all.filter((r) => r.type === 'Instructor' && fits(r) && sameClass(r)),
    vehicles: all.filter((r) => r.type === 'Vehicle' && fits(r) && sameClass(r)),
  };
}
export type PracticalResources = Awaited<ReturnType<typeof practicalResources>>;

/** Whether a free instructor has a free vehicle of their class for [s, e). */
export function pairAvailable(
  instructors: ResourceRow[],
  vehicles: ResourceRow[],
  busy: Map<string, Interval[]>,
  weekday: number,
  minute: number,
  length: number,
  s: number,
  e: number,
) {
  const freeVehicles = freeAt(vehicles, busy, weekday, minute, length, s, e);
  return freeAt(instructors, busy, weekday, minute, length, s, e).some((i) => freeVehicles.some((v) => v.instructorTypeId === i.instructorTypeId));
}

/** Free resources for [s, e): working then (instructors) and held by nothing overlapping. */
export const freeAt = (list: ResourceRow[], busy: Map<string, Interval[]>, weekday: number, minute: number, length: number, s: number, e: number) =>
  list.filter((r) => (r.type !== 'Instructor' || worksAt(r.workTimes, weekday, minute, length)) && !overlaps(busy.get(r.id), s, e));

/** Practical (or VIP) slots every 30 minutes inside the class times of each day. */
export async function practicalSlots(
  db: Reader,
  secret: string,
  learner: Learner,
  q: PracticalQuery,
  days: Day[],
  now: number,
  resources?: PracticalResources,
) {
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const from = startOfDay(first);
  const to = startOfDay(addDays(last, 1));
  const windows = classWindows(learner.type.code);
  const { instructors, vehicles } = resources ?? (await practicalResources(db, learner, q));
  // three reads for the whole span: what holds the resources, and the learner's own sessions (which give
  // both the BOOKED slots and the hours used)
  const [busy, sessions] = await Promise.all([
    holdsOver(
      db,
      [...instructors, ...vehicles].map((r) => r.id),
      from,
      to,
    ),
    learnerSessions(db, learner.user.id),
  ]);
  const own = sessions.filter((m) => m.status === 'SCHEDULED');
  const usage = usageOf(sessions);
  const length = q.minutes;
  return days.map((day) => {
    const weekday = isoWeekday(day);
    const slots: SlotView[] = [];
    for (const w of windows) {
      for (let minute = hhmmToMinutes(w.from); minute + length <= hhmmToMinutes(w.to); minute += STEP_MINUTES) {
        const s = at(day, minute);
        const e = s + length * MINUTE;
        const mine = ownOverlap(own, s, e, (m) => isPracticalKind(m.kind));
        let status: SlotView['status'];
        if (mine) status = mine.status;
        else if (timing(s, now) !== 'ok' || hoursProblem(learner, usage, s, length)) status = 'NOT AVAILABLE';
        else {
          status = pairAvailable(instructors, vehicles, busy, weekday, minute, length, s, e) ? 'AVAILABLE' : 'NOT AVAILABLE';
        }
        slots.push({
          slotId: encodeSlot(['p', q.kind === 'vip' ? 'vip' : 'practical', q.branchId, s, length, q.gearType, q.instructorTypeId ?? ''], secret),
          startsAt: new Date(s).toISOString(),
          endsAt: new Date(e).toISOString(),
          status,
          ...(mine?.clash ? { clash: mine.clash } : {}),
        });
      }
    }
    return { date: dayString(day), slots };
  });
}

type BranchRef = { _id: string; name: LocalisedName; address: LocalisedName };

async function branchRefs(db: Reader, ids: string[]): Promise<Map<string, BranchRef>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(trainingBranches).where(inArray(trainingBranches.id, ids));
  return new Map(rows.map((b) => [b.id, { _id: b.id, name: b.name, address: b.address }]));
}

export const hallSessionId = (hallId: string, startMs: number) => `hs-${hallId}-${new Date(startMs).toISOString().replace(/[-:]|\.000Z$/g, '')}`;

/**
 * Whether `startMs` is exactly one of a hall's sessions: one of its configured 'HH:mm' starts (Asia/Dubai,
 * zero seconds and milliseconds) on a day the hall works. Matching only the minute let a start nudged by
 * a few milliseconds through as a "session" of its own.
 */
export function isHallSession(hall: Pick<ResourceRow, 'sessionTimes' | 'workTimes' | 'slotMinutes'>, startMs: number): boolean {
  const where = localOf(startMs);
  const length = hall.slotMinutes ?? 90;
  return (hall.sessionTimes ?? []).some(
    (time) => at(where.day, time) === startMs && worksAt(hall.workTimes, where.isoWeekday, hhmmToMinutes(time), length),
  );
}

/** Lecture-hall sessions of each day: seats left from the sessions' counters. */
export async function hallSlots(db: Reader, secret: string, userId: string, days: Day[], branchId: string | undefined, now: number) {
  const halls = await resourcesOf(db, ['LectureHall'], branchId);
  const from = startOfDay(days[0]!);
  const to = startOfDay(addDays(days[days.length - 1]!, 1));
  const [sessions, mine, branches] = await Promise.all([
    halls.length
      ? db
          .select()
          .from(hallSessions)
          .where(
            and(
              inArray(
                hallSessions.hallId,
                halls.map((h) => h.id),
              ),
              gte(hallSessions.startsAt, new Date(from)),
              lt(hallSessions.startsAt, new Date(to)),
            ),
          )
      : Promise.resolve([]),
    learnerSessionsOver(db, userId, from, to),
    branchRefs(db, [...new Set(halls.map((h) => h.branchId))]),
  ]);
  // keyed by hall and start, not by the row's id (a seeded session's id need not follow hallSessionId)
  const booked = new Map(sessions.map((s) => [`${s.hallId}|${s.startsAt.getTime()}`, s.booked]));
  const slots = [];
  for (const day of days) {
    const weekday = isoWeekday(day);
    for (const hall of halls) {
      const length = hall.slotMinutes ?? 90;
      for (const time of hall.sessionTimes ?? []) {
        const minute = hhmmToMinutes(time);
        if (!worksAt(hall.workTimes, weekday, minute, length)) continue;
        const s = at(day, minute);
        const e = s + length * MINUTE;
        const seatsLeft = Math.max(0, (hall.capacity ?? 0) - (booked.get(`${hall.id}|${s}`) ?? 0));
        const own = ownOverlap(mine, s, e, (m) => m.kind === 'lectureHall' && m.branchId === hall.branchId);
        const status: SlotView['status'] = own ? own.status : seatsLeft === 0 || timing(s, now) !== 'ok' ? 'NOT AVAILABLE' : 'AVAILABLE';
        slots.push({
          slotId: encodeSlot(['h', hall.id, s], secret),
          startsAt: new Date(s).toISOString(),
          endsAt: new Date(e).toISOString(),
          status,
          ...(own?.clash ? { clash: own.clash } : {}),
          seatsLeft,
          hall: { _id: hall.id, name: hall.name },
          branch: branches.get(hall.branchId)!,
        });
      }
    }
  }
  return slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.hall._id.localeCompare(b.hall._id));
}

const DEVICE_TYPE = { simulator: 'SimulatorDevice', mockTest: 'MockTestDevice' } as const;

/** The starts of a device's slot grid on a day (minutes after midnight). */
export function deviceGrid(device: ResourceRow, weekday: number): number[] {
  const length = device.slotMinutes ?? 60;
  const starts: number[] = [];
  for (const w of device.workTimes) {
    if (!w.days.includes(weekday)) continue;
    for (let m = hhmmToMinutes(w.from); m + length <= hhmmToMinutes(w.to); m += length) starts.push(m);
  }
  return starts;
}

export async function devicesOf(db: Reader, kind: DeviceKind, branchId?: string) {
  return resourcesOf(db, [DEVICE_TYPE[kind]], branchId);
}

/** Simulator or mock-test slots of each day and branch: AVAILABLE when a device of the branch is free. */
export async function deviceSlots(
  db: Reader,
  secret: string,
  userId: string,
  kind: DeviceKind,
  days: Day[],
  branchId: string | undefined,
  now: number,
) {
  const devices = await devicesOf(db, kind, branchId);
  const from = startOfDay(days[0]!);
  const to = startOfDay(addDays(days[days.length - 1]!, 1));
  const [busy, mine, branches] = await Promise.all([
    holdsOver(
      db,
      devices.map((d) => d.id),
      from,
      to,
    ),
    learnerSessionsOver(db, userId, from, to),
    branchRefs(db, [...new Set(devices.map((d) => d.branchId))]),
  ]);
  const slots = [];
  for (const day of days) {
    const weekday = isoWeekday(day);
    // one slot per branch and start: free when any of the branch's devices with that start is free
    const byKey = new Map<string, { branchId: string; minute: number; length: number; devices: ResourceRow[] }>();
    for (const d of devices) {
      for (const minute of deviceGrid(d, weekday)) {
        const key = `${d.branchId}|${minute}|${d.slotMinutes}`;
        const entry = byKey.get(key) ?? { branchId: d.branchId, minute, length: d.slotMinutes ?? 60, devices: [] };
        entry.devices.push(d);
        byKey.set(key, entry);
      }
    }
    for (const { branchId: b, minute, length, devices: list } of byKey.values()) {
      const s = at(day, minute);
      const e = s + length * MINUTE;
      const free = list.some((d) => !overlaps(busy.get(d.id), s, e));
      const own = ownOverlap(mine, s, e, (m) => m.kind === kind && m.branchId === b);
      const status: SlotView['status'] = own ? own.status : !free || timing(s, now) !== 'ok' ? 'NOT AVAILABLE' : 'AVAILABLE';
      slots.push({
        slotId: encodeSlot(['d', kind, b, s], secret),
        startsAt: new Date(s).toISOString(),
        endsAt: new Date(e).toISOString(),
        status,
        ...(own?.clash ? { clash: own.clash } : {}),
        branch: branches.get(b)!,
      });
    }
  }
  return slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.branch._id.localeCompare(b.branch._id));
}
