import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, nameColumn, sortOrder } from './columns';
import { trainingBranches, type GearType } from './lookups';
import { users } from './users';

// Schedules and bookings (D§3 "Schedule", D§7 schedule/v1, contract "Schedules and bookings"). The
// invariants live here, not in code that checks first: a resource (instructor, vehicle, device) is in one
// session at a time (an exclusion on schedule_holds), a learner in one SCHEDULED session at a time (an
// exclusion on schedules), a hall session never over its seats (a check on the counter) and one seat per
// learner per session (a partial unique index). The two EXCLUDE constraints and btree_gist are written by
// hand in the migration after the generated one: drizzle-kit does not generate them.

export type ScheduleKind = 'practical' | 'vip' | 'custom' | 'lectureHall' | 'mockTest' | 'simulator';
export const SCHEDULE_KINDS: readonly ScheduleKind[] = ['practical', 'vip', 'custom', 'lectureHall', 'mockTest', 'simulator'];
export type ScheduleStatus = 'COMPLETED' | 'SCHEDULED' | 'CANCELLED' | 'MARKED_FOR_RESCHEDULE' | 'RESCHEDULED';
export const SCHEDULE_STATUSES: readonly ScheduleStatus[] = ['COMPLETED', 'SCHEDULED', 'CANCELLED', 'MARKED_FOR_RESCHEDULE', 'RESCHEDULED'];
export type ResourceType = 'Instructor' | 'Vehicle' | 'LectureHall' | 'SimulatorDevice' | 'MockTestDevice';

/** A weekly window in Asia/Dubai: ISO weekdays (1 = Monday … 7 = Sunday), 'HH:mm' to 'HH:mm'. */
export interface WorkTime {
  days: number[];
  from: string;
  to: string;
}

/** [starts_at, ends_at) as a range, kept by PostgreSQL itself so it can never disagree with the two ends */
const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });
const during = () => tstzrange('during').generatedAlwaysAs(sql`tstzrange(starts_at, ends_at, '[)')`);

export const instructorTypes = pgTable('instructor_types', {
  id: text('id').primaryKey(),
  name: nameColumn(),
  sortOrder: sortOrder(),
});

/** Everything a session holds: instructors, vehicles, lecture halls, simulators and mock-test devices. */
export const scheduleResources = pgTable(
  'schedule_resources',
  {
    id: text('id').primaryKey(),
    type: text('type').$type<ResourceType>().notNull(),
    name: nameColumn(),
    branchId: text('branch_id')
      .notNull()
      .references(() => trainingBranches.id),
    /** instructors: it-standard or it-vip; vehicles: the class of instructor they go out with */
    instructorTypeId: text('instructor_type_id').references(() => instructorTypes.id),
    /** instructors and vehicles: the gear they teach or have */
    gearTypes: jsonb('gear_types').$type<GearType[]>().notNull().default([]),
    licenseTypeIds: jsonb('license_type_ids').$type<string[]>().notNull().default([]),
    plate: text('plate'),
    /** lecture halls: seats */
    capacity: integer('capacity'),
    /** instructors: when they work; devices: when they run; halls: the days they hold sessions */
    workTimes: jsonb('work_times').$type<WorkTime[]>().notNull().default([]),
    /** devices: the length of a slot; halls: the length of a session */
    slotMinutes: integer('slot_minutes'),
    /** halls: the sessions' start times, 'HH:mm' in Asia/Dubai */
    sessionTimes: jsonb('session_times').$type<string[]>(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: sortOrder(),
  },
  (t) => [
    index('schedule_resources_branch_type_idx').on(t.branchId, t.type),
    check('schedule_resources_type_ck', sql`${t.type} in ('Instructor', 'Vehicle', 'LectureHall', 'SimulatorDevice', 'MockTestDevice')`),
    check('schedule_resources_capacity_ck', sql`${t.capacity} is null or ${t.capacity} > 0`),
  ],
);

/**
 * One lecture-hall session (made on its first booking): the seats taken are a counter the check bounds.
 * One hall holds one session at a time (hall_sessions_no_overlap, an EXCLUDE written by hand in the
 * migration), so no start, however nudged, can open a second counter for seats of the same room and time.
 */
export const hallSessions = pgTable(
  'hall_sessions',
  {
    id: text('id').primaryKey(),
    hallId: text('hall_id')
      .notNull()
      .references(() => scheduleResources.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    during: during(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    uniqueIndex('hall_sessions_hall_start_uq').on(t.hallId, t.startsAt),
    check('hall_sessions_seats_ck', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
    // a session starts on a whole minute (a start nudged by milliseconds named a second counter: issue 21 #4)
    check('hall_sessions_whole_minute_ck', sql`extract(epoch from ${t.startsAt}) % 60 = 0 and ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A learner's session (the Schedule of the contract). */
export const schedules = pgTable(
  'schedules',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ScheduleKind>().notNull(),
    status: text('status').$type<ScheduleStatus>().notNull().default('SCHEDULED'),
    courseId: text('course_id').notNull(),
    /** the catalogue stage the session belongs to (practical classes, theory, road test) */
    stageId: text('stage_id').notNull(),
    branchId: text('branch_id')
      .notNull()
      .references(() => trainingBranches.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    during: during(),
    durationMinutes: integer('duration_minutes').notNull(),
    instructorId: text('instructor_id').references(() => scheduleResources.id),
    vehicleId: text('vehicle_id').references(() => scheduleResources.id),
    /** the hall, simulator or mock-test device */
    deviceId: text('device_id').references(() => scheduleResources.id),
    hallSessionId: text('hall_session_id').references(() => hallSessions.id),
    /** who booked it: the learner, or a member of staff (a custom session) */
    bookedBy: text('booked_by'),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
    rating: integer('rating'),
    comment: text('comment'),
    /** the MARKED_FOR_RESCHEDULE session this one replaces */
    rescheduleOf: text('reschedule_of'),
    reminded24hAt: timestamp('reminded_24h_at', { withTimezone: true }),
    reminded2hAt: timestamp('reminded_2h_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('schedules_user_starts_idx').on(t.userId, t.startsAt),
    index('schedules_scheduled_starts_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'SCHEDULED'`),
    // one seat per learner per hall session, while the seat is theirs
    uniqueIndex('schedules_hall_seat_uq')
      .on(t.hallSessionId, t.userId)
      .where(sql`${t.hallSessionId} is not null and ${t.status} in ('SCHEDULED', 'COMPLETED')`),
    uniqueIndex('schedules_reschedule_of_uq')
      .on(t.rescheduleOf)
      .where(sql`${t.rescheduleOf} is not null`),
    check('schedules_kind_ck', sql`${t.kind} in ('practical', 'vip', 'custom', 'lectureHall', 'mockTest', 'simulator')`),
    check('schedules_status_ck', sql`${t.status} in ('COMPLETED', 'SCHEDULED', 'CANCELLED', 'MARKED_FOR_RESCHEDULE', 'RESCHEDULED')`),
    check('schedules_times_ck', sql`${t.endsAt} > ${t.startsAt} and ${t.durationMinutes} > 0`),
    check('schedules_rating_ck', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check('schedules_comment_ck', sql`${t.comment} is null or char_length(${t.comment}) between 1 and 500`),
  ],
);

/** The resources a session holds, each for the session's time: no resource is ever in two at once. */
export const scheduleHolds = pgTable(
  'schedule_holds',
  {
    scheduleId: text('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    resourceId: text('resource_id')
      .notNull()
      .references(() => scheduleResources.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    during: during(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.resourceId] }), check('schedule_holds_times_ck', sql`${t.endsAt} > ${t.startsAt}`)],
);
