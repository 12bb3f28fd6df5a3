import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  courses,
  courseTypes,
  eliteAddons,
  schedules,
  studentAddons,
  studentCourses,
  type CatalogueStage,
  type LocalisedName,
  type ScheduleKind,
} from '../../db/schema/index';
import { ApiError } from '../../platform/errors';
import type { UserRow } from '../session/guard';
import type { Reader } from '../../db/client';
import { EXTRA_ERRORS } from '../payments/extras/contract';
import { SCHEDULE_ERRORS } from './contract';
import { weekStart } from './time';

// What a learner may book: their registered course, its course type (class times, durations, weekly
// hours), the stage that opens each kind and whether it is paid, and the practical minutes paid for.

type Course = typeof courses.$inferSelect;
type CourseType = typeof courseTypes.$inferSelect;
export type Writer = Pick<Db, 'select' | 'update' | 'insert' | 'delete' | 'execute'>;

export const PRACTICAL_KINDS: readonly ScheduleKind[] = ['practical', 'vip', 'custom'];
/** an elite add-on that opens a kind as well as its stage (contract: CTR-SIM, CTR-MOCK) */
const ADDON_FEE_FOR: Partial<Record<ScheduleKind, string>> = { simulator: 'CTR-SIM', mockTest: 'CTR-MOCK' };

export interface Learner {
  user: UserRow;
  course: Course;
  type: CourseType;
  gearType: string;
  licenseTypeId: string;
  stages: Record<ScheduleKind, { id: string; name: LocalisedName } | null>;
  paid: Record<ScheduleKind, boolean>;
  paidPracticalMinutes: number;
}

const KINDS: ScheduleKind[] = ['practical', 'vip', 'custom', 'lectureHall', 'mockTest', 'simulator'];

/** The learner's registered course; 409 not_registered until the registration is paid. */
export async function loadLearner(db: Reader, user: UserRow): Promise<Learner> {
  // one query: the course, its type and the fee codes of the add-ons bought
  const bought = db
    .select({ codes: sql<{ code: string }[][]>`coalesce(jsonb_agg(${eliteAddons.feeCodes}), '[]'::jsonb)`.as('codes') })
    .from(studentAddons)
    .innerJoin(eliteAddons, eq(eliteAddons.id, studentAddons.addonId))
    .where(eq(studentAddons.userId, user.id))
    .as('bought');
  const [row] = await db
    .select({ sc: studentCourses, course: courses, type: courseTypes, addonFees: bought.codes })
    .from(studentCourses)
    .innerJoin(courses, eq(courses.id, studentCourses.courseId))
    .innerJoin(courseTypes, eq(courseTypes.id, studentCourses.courseTypeId))
    .leftJoin(bought, sql`true`)
    .where(eq(studentCourses.userId, user.id));
  if (!row?.sc.isAddedInErp) throw new ApiError(EXTRA_ERRORS.not_registered);
  const boughtFees = new Set((row.addonFees ?? []).flat().map((f) => f.code));
  const paidStages = new Set(row.sc.paidStageIds);
  const allStages: CatalogueStage[] = row.course.milestones.flatMap((m) => m.stages);

  const stages = {} as Learner['stages'];
  const paid = {} as Learner['paid'];
  for (const kind of KINDS) {
    const stage = allStages.find((s) => s.schedules?.includes(kind));
    stages[kind] = stage ? { id: stage.id, name: stage.name } : null;
    const addon = ADDON_FEE_FOR[kind];
    paid[kind] = Boolean(stage && paidStages.has(stage.id)) || Boolean(addon && boughtFees.has(addon));
  }
  // class hours: the quantity of the course's per-class fee codes in the paid stages that open practical training
  const perClass = new Set(row.course.amountPerClassFeeCodes);
  const paidHours = allStages
    .filter((s) => paidStages.has(s.id) && s.schedules?.includes('practical'))
    .flatMap((s) => s.feeCodes)
    .filter((f) => perClass.has(f.code))
    .reduce((sum, f) => sum + f.quantity, 0);

  return {
    user,
    course: row.course,
    type: row.type,
    gearType: user.studentDetails.gearType ?? row.course.gearTypes[0] ?? 'automatic',
    licenseTypeId: row.course.licenseTypeId,
    stages,
    paid,
    paidPracticalMinutes: paidHours * 60,
  };
}

/** 409 fees_unpaid unless the kind's stage (or its add-on) is paid. */
export function requirePaid(learner: Learner, kind: ScheduleKind) {
  if (!learner.paid[kind]) throw new ApiError(SCHEDULE_ERRORS.fees_unpaid);
}

/** A SCHEDULED session whose end has passed is COMPLETED: stored so, before anything reads it. */
export async function completePassed(db: Writer, now: number, userId?: string) {
  await db
    .update(schedules)
    .set({ status: 'COMPLETED', updatedAt: new Date(now) })
    .where(
      and(
        eq(schedules.status, 'SCHEDULED'),
        // the start bound lets the partial index on SCHEDULED starts serve the sweep (an end is after its start)
        lte(schedules.startsAt, new Date(now)),
        lte(schedules.endsAt, new Date(now)),
        ...(userId ? [eq(schedules.userId, userId)] : []),
      ),
    );
}

/** The learner's practical sessions that count (SCHEDULED or COMPLETED): minutes per ISO week and in all. */
export interface Usage {
  booked: number;
  completed: number;
  byWeek: Map<number, number>;
  total: number;
}

/** The learner's sessions that hold time (SCHEDULED) or count (SCHEDULED, COMPLETED): one query, small. */
export async function learnerSessions(db: Reader, userId: string) {
  return db
    .select({
      kind: schedules.kind,
      startsAt: schedules.startsAt,
      endsAt: schedules.endsAt,
      minutes: schedules.durationMinutes,
      status: schedules.status,
    })
    .from(schedules)
    .where(and(eq(schedules.userId, userId), inArray(schedules.status, ['SCHEDULED', 'COMPLETED'])));
}
export type LearnerSession = Awaited<ReturnType<typeof learnerSessions>>[number];

export async function practicalUsage(db: Reader, userId: string): Promise<Usage> {
  return usageOf(await learnerSessions(db, userId));
}

export function usageOf(sessions: readonly LearnerSession[]): Usage {
  const rows = sessions.filter((r) => isPracticalKind(r.kind));
  const usage: Usage = { booked: 0, completed: 0, byWeek: new Map(), total: 0 };
  for (const r of rows) {
    if (r.status === 'SCHEDULED') usage.booked += r.minutes;
    else usage.completed += r.minutes;
    usage.total += r.minutes;
    const week = weekStart(r.startsAt.getTime());
    usage.byWeek.set(week, (usage.byWeek.get(week) ?? 0) + r.minutes);
  }
  return usage;
}

/** Why a practical session of `minutes` starting at `startMs` is over the learner's hours, if it is. */
export function hoursProblem(learner: Learner, usage: Usage, startMs: number, minutes: number): 'weekly_hours_exceeded' | 'hours_used_up' | null {
  if (usage.total + minutes > learner.paidPracticalMinutes) return 'hours_used_up';
  if ((usage.byWeek.get(weekStart(startMs)) ?? 0) + minutes > learner.type.noOfHoursPerWeek * 60) return 'weekly_hours_exceeded';
  return null;
}

export const isPracticalKind = (kind: ScheduleKind) => PRACTICAL_KINDS.includes(kind);

/** raw SQL helper: a [from, to) range literal for `&&` against a `during` column */
export const range = (fromMs: number, toMs: number) =>
  sql`tstzrange(${new Date(fromMs).toISOString()}::timestamptz, ${new Date(toMs).toISOString()}::timestamptz, '[)')`;
