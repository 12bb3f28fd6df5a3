// Pure schedule rules (D§2, D§3, D§4): month navigation, the list's groups, duration choices, which
// slots can be booked. Zod-free, `now`/`today` passed in.

import { addDays } from './dates';

export type ScheduleStatusName = 'COMPLETED' | 'SCHEDULED' | 'CANCELLED' | 'MARKED_FOR_RESCHEDULE' | 'RESCHEDULED';

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** `?month=YYYY-MM` as a month, or the month of `today` (ISO day) when absent or malformed. */
export function parseMonthParam(value: string | undefined | null, today: string): YearMonth {
  const match = value ? MONTH.exec(value) : null;
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]);
    if (year >= 2000 && year <= 2100 && month >= 1 && month <= 12) return { year, month };
  }
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

export function shiftMonth({ year, month }: YearMonth, by: number): YearMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const monthParam = ({ year, month }: YearMonth) => `${year}-${String(month).padStart(2, '0')}`;

/** Cancelled, marked for reschedule and rescheduled form one group (D§3). */
export const GROUPED_STATUSES: readonly ScheduleStatusName[] = ['CANCELLED', 'MARKED_FOR_RESCHEDULE', 'RESCHEDULED'];

export interface ScheduleGroups<T> {
  scheduled: T[];
  completed: T[];
  grouped: T[];
}

/** A month's sessions in the Schedules tab's three groups, each in start order. */
export function groupSchedules<T extends { status: ScheduleStatusName; startsAt: string }>(schedules: readonly T[]): ScheduleGroups<T> {
  const sorted = [...schedules].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return {
    scheduled: sorted.filter((s) => s.status === 'SCHEDULED'),
    completed: sorted.filter((s) => s.status === 'COMPLETED'),
    grouped: sorted.filter((s) => GROUPED_STATUSES.includes(s.status)),
  };
}

/** The dashboard lists only SCHEDULED sessions that have not ended, soonest first (D§2). */
export function upcomingScheduled<T extends { status: ScheduleStatusName; startsAt: string; endsAt: string }>(
  schedules: readonly T[],
  now: Date,
  limit = 5,
): T[] {
  return schedules
    .filter((s) => s.status === 'SCHEDULED' && new Date(s.endsAt).getTime() > now.getTime())
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .slice(0, limit);
}

/** The durations a learner may choose: min…max in steps (30 minutes), never empty for a sane course. */
export function durationOptions({ min, max, step }: { min: number; max: number; step: number }): number[] {
  if (step <= 0 || min <= 0 || max < min) return [];
  const first = Math.ceil(min / step) * step;
  const out: number[] = [];
  for (let d = first; d <= max; d += step) out.push(d);
  return out;
}

/** A duration from the query, kept only when it is one of the choices; else the largest (the API's default). */
export function chooseDuration(value: string | undefined, options: readonly number[]): number | null {
  const n = Number(value);
  if (value && options.includes(n)) return n;
  return options.at(-1) ?? null;
}

/** Only an AVAILABLE slot can be booked. */
export const isBookable = (slot: { status: string }) => slot.status === 'AVAILABLE';

/** Whether a SCHEDULED session can still be cancelled at `now` (the API decides again). */
export function canCancel(schedule: { status: ScheduleStatusName; cancellableUntil: string | null }, now: Date): boolean {
  if (schedule.status !== 'SCHEDULED' || !schedule.cancellableUntil) return false;
  return new Date(schedule.cancellableUntil).getTime() > now.getTime();
}

/**
 * Whether a session starting at `startsAt` could still be cancelled once booked at `now`: the API sets
 * its cut-off `cutoffHours` before the start, so one closer than that is final from the moment it is booked.
 */
export function cancellableOnceBooked({ startsAt, cutoffHours, now }: { startsAt: string; cutoffHours: number; now: Date }): boolean {
  return new Date(startsAt).getTime() - cutoffHours * 3_600_000 > now.getTime();
}

/** The list API answers at most 31 days a call: the ranges (inclusive ISO days) that cover `days` days from `today`. */
export function dayRanges(today: string, days: number, span = 31): { from: string; to: string }[] {
  const out: { from: string; to: string }[] = [];
  for (let start = 0; start < days; start += span) out.push({ from: addDays(today, start), to: addDays(today, Math.min(start + span, days) - 1) });
  return out;
}
