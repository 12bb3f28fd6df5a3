import { z } from 'zod';
import { localisedNameSchema } from './common';

// Schedules and bookings (docs/api-contract.md "Schedules and bookings", D§3 Schedule, D§7 schedule/v1).

export const SCHEDULE_KINDS = ['practical', 'vip', 'custom', 'lectureHall', 'mockTest', 'simulator'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

export const SCHEDULE_STATUSES = ['COMPLETED', 'SCHEDULED', 'CANCELLED', 'MARKED_FOR_RESCHEDULE', 'RESCHEDULED'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

export const SLOT_STATUSES = ['AVAILABLE', 'NOT AVAILABLE', 'BOOKED'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

const named = z.object({ _id: z.string(), name: localisedNameSchema });

export const scheduleSchema = z.object({
  _id: z.string(),
  kind: z.enum(SCHEDULE_KINDS),
  status: z.enum(SCHEDULE_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  stage: named.nullable().optional(),
  branch: named.extend({ address: localisedNameSchema }),
  instructor: named.nullable(),
  vehicle: named.extend({ plate: z.string() }).nullable(),
  device: named.extend({ type: z.enum(['LectureHall', 'SimulatorDevice', 'MockTestDevice']) }).nullable(),
  cancellableUntil: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  rating: z.number().int().nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const slotSchema = z.object({
  slotId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(SLOT_STATUSES),
  seatsLeft: z.number().int().optional(),
  hall: named.optional(),
  branch: named.optional(),
  /** the learner's own session this slot overlaps (then it is not bookable) */
  clash: z.object({ kind: z.enum(SCHEDULE_KINDS), startsAt: z.string(), endsAt: z.string() }).optional(),
});
export type Slot = z.infer<typeof slotSchema>;

const minutesSchema = z.object({ paid: z.number(), booked: z.number(), completed: z.number() });

export const scheduleConfigSchema = z.object({
  timeZone: z.string(),
  courseType: z.object({
    _id: z.string(),
    code: z.string(),
    name: localisedNameSchema,
    isVipCourse: z.boolean(),
    minimumClassDuration: z.number().int(),
    maximumClassDuration: z.number().int(),
    noOfHoursPerWeek: z.number(),
  }),
  classTimes: z.array(z.object({ from: z.string(), to: z.string() })),
  durationStepMinutes: z.number().int().positive(),
  cancellationCutoffHours: z.number(),
  bookingWindowDays: z.number().int(),
  minimumNoticeMinutes: z.number().int(),
  licenseTypeId: z.string(),
  /** the learner's course: D§3 `instanceId` of a schedule request */
  courseId: z.string(),
  gearType: z.string(),
  branchId: z.string().nullable(),
  branches: z.array(z.object({ _id: z.string(), name: localisedNameSchema, address: localisedNameSchema })),
  instructorTypes: z.array(named),
  kinds: z.array(z.object({ kind: z.enum(SCHEDULE_KINDS), stageId: z.string().nullable(), paid: z.boolean() })),
  practicalMinutes: minutesSchema,
});
export type ScheduleConfig = z.infer<typeof scheduleConfigSchema>;

export const scheduleSummarySchema = z.object({
  counts: z.object({
    COMPLETED: z.number().int(),
    SCHEDULED: z.number().int(),
    CANCELLED: z.number().int(),
    MARKED_FOR_RESCHEDULE: z.number().int(),
    RESCHEDULED: z.number().int(),
  }),
  practicalMinutes: minutesSchema,
});
export type ScheduleSummary = z.infer<typeof scheduleSummarySchema>;

export const scheduleListSchema = z.object({ schedules: z.array(scheduleSchema) });
export const daySlotsSchema = z.object({ date: z.string(), slots: z.array(slotSchema) });
export const findDaysSchema = z.object({ days: z.array(z.object({ date: z.string(), available: z.union([z.boolean(), z.number()]) })) });
export const rangeSlotsSchema = z.object({ slots: z.array(slotSchema) });
export const ratingSchema = z.object({ _id: z.string(), rating: z.number().int() });
export const commentSchema = z.object({ _id: z.string(), comment: z.string() });
