import { randomBytes } from 'node:crypto';
import { and, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, customerFeedback } from '../../db/schema/index';
import { fieldError } from '../../platform/fields';
import { ApiError, invalidData } from '../../platform/errors';
import { pgCode, pgConstraint } from '../../platform/http';
import { addDays, at, dayString, isoWeekday, local, MINUTE, parseDay, type Day } from '../schedules/time';
import { SCHEDULE_LABELS } from '../schedules/contract';
import { APPOINTMENT_ERRORS, APPOINTMENT_LABELS, type bookAppointmentSchema, type feedbackInputSchema } from './contract';
import type { z } from 'zod';

// The centre's visiting hours for appointments (Asia/Dubai): Monday to Saturday, 09:00–17:00, in
// 30-minute slots; a slot can be booked from an hour ahead up to 30 days ahead. One booking per slot:
// the unique index appointments_slot_uq decides between two people who pick it at once.
export const APPOINTMENT_HOURS = { from: 9 * 60, to: 17 * 60, stepMinutes: 30, closedIsoWeekdays: [7] } as const;
export const LEAD_MINUTES = 60;
export const HORIZON_DAYS = 30;

// a slot's start is named as the API names every start time (one label map: app.ts)
const LABELS = { ...APPOINTMENT_LABELS, startsAt: SCHEDULE_LABELS.startsAt };
const invalid = (path: keyof typeof LABELS) => invalidData({ [path]: fieldError(path, 'invalid', LABELS) });

/** The starts of a day's slots (empty when the centre is closed that day). */
export function slotStarts(day: Day): number[] {
  if ((APPOINTMENT_HOURS.closedIsoWeekdays as readonly number[]).includes(isoWeekday(day))) return [];
  const starts: number[] = [];
  for (let m = APPOINTMENT_HOURS.from; m + APPOINTMENT_HOURS.stepMinutes <= APPOINTMENT_HOURS.to; m += APPOINTMENT_HOURS.stepMinutes)
    starts.push(at(day, m));
  return starts;
}

/** Whether a start is bookable by time: an hour ahead at least, 30 days ahead at most. */
function bookableAt(start: number, now: number): boolean {
  const today = local(now).day;
  return start >= now + LEAD_MINUTES * MINUTE && start < at(addDays(today, HORIZON_DAYS + 1), 0);
}

const slotEnd = (start: number) => start + APPOINTMENT_HOURS.stepMinutes * MINUTE;

/** GET appointment-slotes?date – every slot of the day with its state (no names, no numbers). */
export async function daySlots(db: Db, date: string, now: number) {
  const day = parseDay(date);
  if (!day) throw invalidData({ date: fieldError('date', 'invalid', { date: 'Date' }) });
  const starts = slotStarts(day);
  const taken = new Set<number>();
  if (starts.length) {
    const rows = await db
      .select({ startsAt: appointments.startsAt })
      .from(appointments)
      .where(and(gte(appointments.startsAt, new Date(at(day, 0))), lt(appointments.startsAt, new Date(at(addDays(day, 1), 0)))));
    for (const r of rows) taken.add(r.startsAt.getTime());
  }
  return {
    date: dayString(day),
    slots: starts.map((s) => ({
      startsAt: new Date(s).toISOString(),
      endsAt: new Date(slotEnd(s)).toISOString(),
      status: taken.has(s) ? ('BOOKED' as const) : bookableAt(s, now) ? ('AVAILABLE' as const) : ('NOT AVAILABLE' as const),
    })),
  };
}

export const phoneOf = (m: { countryCode: string; startingCode: string; number: string }) => `${m.countryCode}${m.startingCode}${m.number}`;

/** The instant a slot starts, when it is one of its day's slots; else null. */
export function slotStartOf(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  return slotStarts(local(ms).day).includes(ms) ? ms : null;
}

/** Checks a booking before any limit is spent on it: 400 when the slot is no slot, 409 when it is past or too far. */
export function checkSlot(startsAt: string, now: number): number {
  const start = slotStartOf(startsAt);
  if (start === null) throw invalid('startsAt');
  if (!bookableAt(start, now)) throw new ApiError(APPOINTMENT_ERRORS.appointment_slot_unavailable);
  return start;
}

/** POST book-an-appointment – one insert; the unique index turns a lost race into 409 appointment_slot_taken. */
export async function bookAppointment(db: Db, input: z.output<typeof bookAppointmentSchema>, start: number) {
  const id = `ap-${randomBytes(8).toString('hex')}`;
  try {
    const [row] = await db.transaction((tx) =>
      tx
        .insert(appointments)
        .values({ id, name: input.name, phone: phoneOf(input.mobile), startsAt: new Date(start), endsAt: new Date(slotEnd(start)) })
        .returning(),
    );
    return { _id: row!.id, name: row!.name, startsAt: row!.startsAt.toISOString(), endsAt: row!.endsAt.toISOString() };
  } catch (err) {
    if (pgCode(err) === '23505' && pgConstraint(err) === 'appointments_slot_uq') throw new ApiError(APPOINTMENT_ERRORS.appointment_slot_taken);
    throw err;
  }
}

/** POST customer-feedback – stored for the centre's staff. */
export async function leaveFeedback(db: Db, input: z.output<typeof feedbackInputSchema>) {
  const [row] = await db.transaction((tx) =>
    tx
      .insert(customerFeedback)
      .values({ id: `fb-${randomBytes(8).toString('hex')}`, rating: input.rating, message: input.message, phone: phoneOf(input.mobile) })
      .returning(),
  );
  return { _id: row!.id, rating: row!.rating, createdAt: row!.createdAt.toISOString() };
}
