import { z } from 'zod';
import { defineErrors } from '../../platform/errors';
import { STARTING_CODES } from '../../platform/phone';

// Appointments and customer feedback without an account (D§2, D§3 "Appointment and feedback carry a
// mobile number with country code and starting code", D§5 phone rule, D§6 no token, D§7 appointment-slotes,
// book-an-appointment, customer-feedback). Payloads are not shown in the spec: these are the reference's,
// documented in docs/api-contract.md (rows 8.36, 8.38, 8.39) and docs/appointments-feedback.md.
export const APPOINTMENT_ERRORS = defineErrors({
  appointment_slot_taken: [409, 'This slot has just been booked, please choose another'],
  appointment_slot_unavailable: [409, 'This slot is not available, please choose another'],
});

// No `name`: the labels are one map for the whole API (app.ts), where `name` is the
// learner's 'Full name' (student/contract.ts; a booking's name is a full name too), and no `startsAt`:
// schedules' 'Start time' names a slot's start as well.
export const APPOINTMENT_LABELS = {
  mobile: 'Mobile number',
  'mobile.countryCode': 'Country code',
  'mobile.startingCode': 'Starting code',
  'mobile.number': 'Mobile number',
  rating: 'Rating',
  message: 'Message',
} as const;

const digitString = z.union([z.string().trim(), z.number().int().nonnegative()]).transform(String);

/** D§5: the country code is 971 (read-only in the form), the starting code one of six, then 7 digits. */
export const mobileSchema = z.object({
  countryCode: digitString.pipe(z.literal('971')),
  startingCode: digitString.pipe(z.enum(STARTING_CODES)),
  number: digitString.pipe(z.string().length(7).regex(/^\d+$/)),
});

export const APPOINTMENT_SLOT_STATUSES = ['AVAILABLE', 'BOOKED', 'NOT AVAILABLE'] as const;

export const appointmentSlotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(APPOINTMENT_SLOT_STATUSES),
});

export const daySlotsSchema = z.object({ date: z.string(), slots: z.array(appointmentSlotSchema) });

export const bookAppointmentSchema = z.object({
  name: z.string().trim().min(2).max(100),
  mobile: mobileSchema,
  startsAt: z.string().trim().min(1).max(40),
});

export const appointmentSchema = z.object({ _id: z.string(), name: z.string(), startsAt: z.string(), endsAt: z.string() });

export const feedbackInputSchema = z.object({
  rating: z.number().int().min(1).max(5),
  message: z.string().trim().min(1).max(1000),
  mobile: mobileSchema,
});

export const feedbackSchema = z.object({ _id: z.string(), rating: z.number().int(), createdAt: z.string() });
