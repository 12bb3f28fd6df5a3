import { addMonths, addYears, DEFAULT_TIME_ZONE, todayIn } from './dates';

// Calendar arithmetic is the date module's (lib/domain/dates.ts); todayIn is re-exported for the
// pages that already read it from this module.
export { DEFAULT_TIME_ZONE, todayIn };

/** R§9: a learner must be at least 17.5 years old. */
export const MINIMUM_AGE_YEARS = 17.5;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoOf = (date: Date) => `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * Reads a calendar date 'YYYY-MM-DD' strictly (no 2023-02-30).
 * The result is local noon of that day, so no time zone or DST change at midnight can move it
 * across a day boundary.
 */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
  date.setFullYear(Number(match[1])); // years 0–99 would otherwise mean 1900–1999
  return isoOf(date) === value ? date : null;
}

/** A date of birth after today (in the centre's time zone) is in the future. */
export function isFutureDate({ date, now, timeZone = DEFAULT_TIME_ZONE }: { date: string; now: Date; timeZone?: string }): boolean {
  return date > todayIn({ now, timeZone });
}

/**
 * True when dob + whole years + remaining months (17.5 → 17 years then 6 months) is on or
 * before today in the given time zone. A leap-day birth: 2008-02-29 → 2025-02-28 → 2025-08-28.
 */
export function isAtLeastAge({
  dob,
  now,
  years = MINIMUM_AGE_YEARS,
  timeZone = DEFAULT_TIME_ZONE,
}: {
  dob: string;
  now: Date;
  years?: number;
  timeZone?: string;
}): boolean {
  if (!parseIsoDate(dob)) return false;
  const wholeYears = Math.floor(years);
  const months = Math.round((years - wholeYears) * 12);
  const threshold = addMonths(addYears(dob, wholeYears), months);
  return threshold <= todayIn({ now, timeZone });
}

/** R§5: the oldest year of birth a person can have (the API applies the same floor). */
export const EARLIEST_BIRTH_YEAR = 1900;

export type DobProblem = 'invalid' | 'future' | 'tooYoung';

/**
 * The date-of-birth rule of R§5 in order (a real date from 1900 on, not in the future, at least
 * 17.5 years ago in Dubai). The reference API runs the same case table (tests/fixtures/rules/dob.json).
 */
export function checkDob({ dob, now }: { dob: string; now: Date }): DobProblem | null {
  const date = parseIsoDate(dob);
  if (!date || date.getFullYear() < EARLIEST_BIRTH_YEAR) return 'invalid';
  if (isFutureDate({ date: dob, now })) return 'future';
  return isAtLeastAge({ dob, now }) ? null : 'tooYoung';
}
