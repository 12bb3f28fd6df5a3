// Age rules in the centre's time zone (Asia/Dubai is UTC+4 all year, no DST).
const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;

export function todayInDubai(now: number): string {
  return new Date(now + DUBAI_OFFSET_MS).toISOString().slice(0, 10);
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate(); // m is 1-based

/** A real calendar date in YYYY-MM-DD, or null. */
export function parseIsoDate(s: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (m < 1 || m > 12 || d < 1 || d > daysIn(y, m)) return null;
  return { y, m, d };
}

/** dob + n months, clamped to the end of the month (31 Aug + 6 months → 28/29 Feb). */
export function addMonths(date: { y: number; m: number; d: number }, months: number): string {
  const total = date.y * 12 + (date.m - 1) + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  return `${pad(y, 4)}-${pad(m)}-${pad(Math.min(date.d, daysIn(y, m)))}`;
}

export const MIN_AGE_MONTHS = 17 * 12 + 6;

export type DobProblem = 'invalid' | 'future' | 'tooYoung' | null;

export function checkDob(dob: string, now: number): DobProblem {
  const date = parseIsoDate(dob);
  if (!date || date.y < 1900) return 'invalid';
  const today = todayInDubai(now);
  if (dob > today) return 'future';
  return addMonths(date, MIN_AGE_MONTHS) <= today ? null : 'tooYoung';
}
