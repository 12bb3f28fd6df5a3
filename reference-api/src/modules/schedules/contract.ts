import { z } from 'zod';
import { defineErrors } from '../../platform/errors';

// Schedules and bookings (D§3 "Schedule", D§7 "Schedules (schedule/v1)", contract "Schedules and
// bookings"): request and answer shapes and the module's error codes.
export const SCHEDULE_ERRORS = defineErrors({
  fees_unpaid: [409, 'You need to pay the fees for your classes before scheduling.'],
  slot_taken: [409, 'This slot has just been booked, please choose another'],
  learner_busy: [409, 'You already have a session at this time'],
  weekly_hours_exceeded: [409, 'You have reached your class hours for this week'],
  hours_used_up: [409, 'You have booked all the class hours you have paid for'],
  outside_class_times: [409, 'This time is outside your class times'],
  slot_in_past: [409, 'Please choose a later time'],
  cancel_too_late: [409, 'This session can no longer be cancelled'],
  schedule_not_cancellable: [409, 'Only scheduled sessions can be cancelled'],
  not_completed: [409, 'Only completed sessions can be rated'],
  already_rated: [409, 'This session has already been rated'],
  not_vip: [409, 'VIP slots are only for VIP courses'],
});

export const SCHEDULE_LABELS = {
  durationMinutes: 'Duration',
  instanceId: 'Course',
  instanceCode: 'Stage',
  licenseTypeId: 'Licence type',
  branchId: 'Branch',
  instructorTypeId: 'Instructor type',
  courseTypeId: 'Course type',
  gearType: 'Gear type',
  startDate: 'Start date',
  endDate: 'End date',
  startsAt: 'Start time',
  slotId: 'Slot',
  instructorId: 'Instructor',
  rescheduleOf: 'Session to reschedule',
  studentId: 'Student',
  reason: 'Reason',
  rating: 'Rating',
  paidKinds: 'Paid kinds',
  date: 'Date',
  year: 'Year',
  month: 'Month',
} as const;

const localised = z.object({ en: z.string(), ar: z.string() });
export const KIND_VALUES = ['practical', 'vip', 'custom', 'lectureHall', 'mockTest', 'simulator'] as const;
export const STATUS_VALUES = ['COMPLETED', 'SCHEDULED', 'CANCELLED', 'MARKED_FOR_RESCHEDULE', 'RESCHEDULED'] as const;
export const SLOT_STATUSES = ['AVAILABLE', 'NOT AVAILABLE', 'BOOKED'] as const;
/** the device kinds' path segments (D§7: mock-test/…, simulator-training/…) */
export const DEVICE_PATHS = [
  ['mock-test', 'mockTest'],
  ['simulator-training', 'simulator'],
] as const;

export const scheduleSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(KIND_VALUES),
    status: z.enum(STATUS_VALUES),
    startsAt: z.string(),
    endsAt: z.string(),
    durationMinutes: z.number().int(),
    stage: z.object({ _id: z.string(), name: localised }),
    branch: z.object({ _id: z.string(), name: localised, address: localised }),
    instructor: z.object({ _id: z.string(), name: localised }).nullable(),
    vehicle: z.object({ _id: z.string(), name: localised, plate: z.string() }).nullable(),
    device: z.object({ _id: z.string(), type: z.enum(['LectureHall', 'SimulatorDevice', 'MockTestDevice']), name: localised }).nullable(),
    cancellableUntil: z.string(),
    cancelReason: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    rating: z.number().int().nullable(),
    comment: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Schedule' });
export type ScheduleView = z.output<typeof scheduleSchema>;

export const slotSchema = z.object({
  slotId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(SLOT_STATUSES),
  seatsLeft: z.number().int().optional(),
  // the learner's own session this slot overlaps (it is then NOT AVAILABLE): said, not hidden behind BOOKED
  clash: z.object({ kind: z.enum(KIND_VALUES), startsAt: z.string(), endsAt: z.string() }).optional(),
});
export type SlotView = z.output<typeof slotSchema>;

const branchRef = z.object({ _id: z.string(), name: localised, address: localised });

export const hallSlotSchema = slotSchema.extend({
  seatsLeft: z.number().int(),
  hall: z.object({ _id: z.string(), name: localised }),
  branch: branchRef,
});
export const deviceSlotSchema = slotSchema.extend({ branch: branchRef });

export const practicalMinutesSchema = z.object({ paid: z.number().int(), booked: z.number().int(), completed: z.number().int() });

export const configSchema = z.object({
  timeZone: z.literal('Asia/Dubai'),
  courseType: z.object({
    _id: z.string(),
    code: z.string(),
    name: localised,
    isVipCourse: z.boolean(),
    minimumClassDuration: z.number().int(),
    maximumClassDuration: z.number().int(),
    noOfHoursPerWeek: z.number().int(),
  }),
  classTimes: z.array(z.object({ from: z.string(), to: z.string() })),
  durationStepMinutes: z.literal(30),
  cancellationCutoffHours: z.number().int(),
  bookingWindowDays: z.number().int(),
  minimumNoticeMinutes: z.number().int(),
  licenseTypeId: z.string(),
  courseId: z.string(),
  gearType: z.string(),
  branchId: z.string(),
  branches: z.array(branchRef),
  instructorTypes: z.array(z.object({ _id: z.string(), name: localised })),
  kinds: z.array(z.object({ kind: z.enum(KIND_VALUES), stageId: z.string().nullable(), paid: z.boolean() })),
  practicalMinutes: practicalMinutesSchema,
});

export const summarySchema = z.object({
  counts: z.object({
    COMPLETED: z.number().int(),
    SCHEDULED: z.number().int(),
    CANCELLED: z.number().int(),
    MARKED_FOR_RESCHEDULE: z.number().int(),
    RESCHEDULED: z.number().int(),
  }),
  next: scheduleSchema.nullable(),
  practicalMinutes: practicalMinutesSchema,
});
