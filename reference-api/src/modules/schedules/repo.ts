import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  courses,
  scheduleHolds,
  scheduleResources,
  schedules,
  trainingBranches,
  users,
  type ResourceType,
  type ScheduleKind,
} from '../../db/schema/index';
import type { Reader } from '../../db/client';
import type { ScheduleView } from './contract';
import { range } from './learner';
import { HOUR } from './time';

// The module's SQL: resources, what holds them over a span, and a session as the contract answers it.

export type ResourceRow = typeof scheduleResources.$inferSelect;
export type ScheduleRow = typeof schedules.$inferSelect;
export type Interval = readonly [number, number];

export async function resourcesOf(db: Reader, types: ResourceType[], branchId?: string): Promise<ResourceRow[]> {
  return db
    .select()
    .from(scheduleResources)
    .where(
      and(
        inArray(scheduleResources.type, types),
        eq(scheduleResources.isActive, true),
        ...(branchId ? [eq(scheduleResources.branchId, branchId)] : []),
      ),
    )
    .orderBy(scheduleResources.sortOrder, scheduleResources.id);
}

/** Every hold on these resources overlapping [fromMs, toMs), by resource. */
export async function holdsOver(db: Reader, resourceIds: string[], fromMs: number, toMs: number): Promise<Map<string, Interval[]>> {
  const busy = new Map<string, Interval[]>();
  if (!resourceIds.length) return busy;
  const rows = await db
    .select({ resourceId: scheduleHolds.resourceId, startsAt: scheduleHolds.startsAt, endsAt: scheduleHolds.endsAt })
    .from(scheduleHolds)
    .where(and(inArray(scheduleHolds.resourceId, resourceIds), sql`${scheduleHolds.during} && ${range(fromMs, toMs)}`));
  for (const r of rows) {
    const list = busy.get(r.resourceId) ?? [];
    list.push([r.startsAt.getTime(), r.endsAt.getTime()]);
    busy.set(r.resourceId, list);
  }
  return busy;
}

/** The learner's SCHEDULED sessions overlapping [fromMs, toMs). */
export async function learnerSessionsOver(db: Reader, userId: string, fromMs: number, toMs: number) {
  return db
    .select({
      id: schedules.id,
      kind: schedules.kind,
      branchId: schedules.branchId,
      startsAt: schedules.startsAt,
      endsAt: schedules.endsAt,
      hallSessionId: schedules.hallSessionId,
    })
    .from(schedules)
    .where(and(eq(schedules.userId, userId), eq(schedules.status, 'SCHEDULED'), sql`${schedules.during} && ${range(fromMs, toMs)}`));
}

export const overlaps = (list: readonly Interval[] | undefined, s: number, e: number) => Boolean(list?.some(([a, b]) => a < e && s < b));

const DEVICE_TYPES = new Set(['LectureHall', 'SimulatorDevice', 'MockTestDevice']);
const blank = { en: '', ar: '' };

type BranchRow = typeof trainingBranches.$inferSelect;
type StageName = { en: string; ar: string };

/** What a Schedule names besides its own row: resources, branches and stage names, by id. */
export interface ViewLookups {
  resources: Map<string, ResourceRow>;
  branches: Map<string, BranchRow>;
  stageNames: Map<string, StageName>;
}

export const lookupsOf = (
  resources: ResourceRow[],
  branches: BranchRow[],
  milestones: { stages: { id: string; name: StageName }[] }[],
): ViewLookups => ({
  resources: new Map(resources.map((r) => [r.id, r])),
  branches: new Map(branches.map((b) => [b.id, b])),
  stageNames: new Map(milestones.flatMap((m) => m.stages.map((st) => [st.id, st.name] as const))),
});

/** A session as the contract's Schedule (pure: everything it names is in the lookups). */
export function toView(r: ScheduleRow, l: ViewLookups, cutoffHours: number): ScheduleView {
  const instructor = r.instructorId ? l.resources.get(r.instructorId) : undefined;
  const vehicle = r.vehicleId ? l.resources.get(r.vehicleId) : undefined;
  const device = r.deviceId ? l.resources.get(r.deviceId) : undefined;
  const branch = l.branches.get(r.branchId);
  return {
    _id: r.id,
    kind: r.kind,
    status: r.status,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    durationMinutes: r.durationMinutes,
    stage: { _id: r.stageId, name: l.stageNames.get(r.stageId) ?? { en: r.stageId, ar: r.stageId } },
    branch: { _id: r.branchId, name: branch?.name ?? blank, address: branch?.address ?? blank },
    instructor: instructor ? { _id: instructor.id, name: instructor.name } : null,
    vehicle: vehicle ? { _id: vehicle.id, name: vehicle.name, plate: vehicle.plate ?? '' } : null,
    device:
      device && DEVICE_TYPES.has(device.type)
        ? { _id: device.id, type: device.type as 'LectureHall' | 'SimulatorDevice' | 'MockTestDevice', name: device.name }
        : null,
    cancellableUntil: new Date(r.startsAt.getTime() - cutoffHours * HOUR).toISOString(),
    cancelReason: r.cancelReason,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    rating: r.rating,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Sessions as the contract's Schedule, with their stage, branch, instructor, vehicle and device. */
export async function toViews(db: Reader, rows: ScheduleRow[], cutoffHours: number): Promise<ScheduleView[]> {
  if (!rows.length) return [];
  const resourceIds = [...new Set(rows.flatMap((r) => [r.instructorId, r.vehicleId, r.deviceId]).filter((x): x is string => !!x))];
  const branchIds = [...new Set(rows.map((r) => r.branchId))];
  const courseIds = [...new Set(rows.map((r) => r.courseId))];
  // one after another: inside a transaction the three share one connection (pg refuses overlapping queries)
  const resources = resourceIds.length ? await db.select().from(scheduleResources).where(inArray(scheduleResources.id, resourceIds)) : [];
  const branches = await db.select().from(trainingBranches).where(inArray(trainingBranches.id, branchIds));
  const courseRows = await db.select({ id: courses.id, milestones: courses.milestones }).from(courses).where(inArray(courses.id, courseIds));
  const lookups = lookupsOf(
    resources,
    branches,
    courseRows.flatMap((c) => c.milestones),
  );
  return rows.map((r) => toView(r, lookups, cutoffHours));
}

export async function scheduleById(db: Reader, id: string): Promise<ScheduleRow | undefined> {
  const [row] = await db.select().from(schedules).where(eq(schedules.id, id));
  return row;
}

/** English and Arabic names of a kind, for notices. */
export const KIND_LABELS: Record<ScheduleKind, { en: string; ar: string }> = {
  practical: { en: 'practical training', ar: 'التدريب العملي' },
  vip: { en: 'VIP practical training', ar: 'التدريب العملي لكبار الشخصيات' },
  custom: { en: 'practical training', ar: 'التدريب العملي' },
  lectureHall: { en: 'theory lecture', ar: 'المحاضرة النظرية' },
  mockTest: { en: 'mock test', ar: 'الاختبار التجريبي' },
  simulator: { en: 'simulator training', ar: 'التدريب على جهاز المحاكاة' },
};

/** Whether a learner (a user with the student role) has this id: staff book only for one who exists. */
export async function isLearner(db: Reader, userId: string): Promise<boolean> {
  const [learner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), sql`${users.roles} @> '["student"]'::jsonb`));
  return Boolean(learner);
}

/** The gear the learner registered for, if any (a custom booking defaults to it). */
export async function learnerGearType(db: Reader, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ gear: sql<string | null>`${users.studentDetails}->>'gearType'` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.gear ?? null;
}
