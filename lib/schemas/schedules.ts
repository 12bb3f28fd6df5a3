import * as z from 'zod';
import { SCHEDULE_KINDS } from '@/lib/upstream/schemas/schedules';
import { msg } from './messages';

// The schedule forms (D§4, D§7): shared by each form's resolver and its server action.

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: msg.invalid('schedule') });

/** Booking a chosen slot (practical, vip, hall, mock test, simulator) or a custom start time. */
export const bookScheduleSchema = z
  .object({
    kind: z.enum(SCHEDULE_KINDS, { error: msg.invalid('kind') }),
    slotId: z.string().max(500).optional().default(''),
    instanceCode: z.string().max(64).optional().default(''),
    day: z.string().optional().default(''),
    time: z.string().optional().default(''),
    durationMinutes: z.string().optional().default(''),
    branchId: z.string().max(64).optional().default(''),
    gearType: z.string().max(32).optional().default(''),
    // the practical choice the slot was found with (D§3 schedule request); the API checks it against the slot
    instructorTypeId: z.string().max(64).optional().default(''),
    // the MARKED_FOR_RESCHEDULE session this booking replaces (the rebook flow); empty for a new one
    rescheduleOf: z
      .union([z.literal(''), id])
      .optional()
      .default(''),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'custom') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v.day)) ctx.addIssue({ code: 'custom', path: ['day'], message: msg.required('day'), input: v.day });
      if (!/^\d{2}:\d{2}$/.test(v.time)) ctx.addIssue({ code: 'custom', path: ['time'], message: msg.required('time'), input: v.time });
      if (!/^\d{2,3}$/.test(v.durationMinutes))
        ctx.addIssue({ code: 'custom', path: ['durationMinutes'], message: msg.required('durationMinutes'), input: v.durationMinutes });
      if (!v.branchId) ctx.addIssue({ code: 'custom', path: ['branchId'], message: msg.required('trainingBranch'), input: v.branchId });
    } else if (!v.slotId) {
      ctx.addIssue({ code: 'custom', path: ['slotId'], message: msg.required('slot'), input: v.slotId });
    }
  });
export type BookScheduleValues = z.output<typeof bookScheduleSchema>;

/** D§4 Cancel: a reason of 3–200 characters. */
export const cancelScheduleSchema = z.object({
  scheduleId: id,
  reason: z
    .string({ error: msg.required('reason') })
    .trim()
    .min(1, { error: msg.required('reason') })
    .min(3, { error: msg.minLength('reason', 3) })
    .max(200, { error: msg.invalid('reason') }),
});
export type CancelScheduleValues = z.output<typeof cancelScheduleSchema>;

export const rateScheduleSchema = z.object({
  scheduleId: id,
  rating: z
    .string({ error: msg.required('rating') })
    .regex(/^[1-5]$/, { error: msg.required('rating') })
    .transform(Number),
});
export type RateScheduleValues = z.output<typeof rateScheduleSchema>;

export const commentScheduleSchema = z.object({
  scheduleId: id,
  comment: z
    .string({ error: msg.required('comment') })
    .trim()
    .min(1, { error: msg.required('comment') })
    .max(500, { error: msg.invalid('comment') }),
});
export type CommentScheduleValues = z.output<typeof commentScheduleSchema>;
