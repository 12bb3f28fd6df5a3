import { formatForPeople, instantToZoned, isoWeekdayOf, TIME_ZONE, zonedToInstant, zonedWeekStart, type TextLang } from '../../platform/dates';

// Time as the centre keeps it: Asia/Dubai (R§9, D§9), through the API's one date module
// (platform/dates.ts). A "day" travels as the UTC-midnight ISO string of its date (D§7:
// 2026-12-01T00:00:00.000Z means 1 December in Dubai); instants are UTC ISO strings.
export { TIME_ZONE };
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const STEP_MINUTES = 30;
export const NOTICE_MINUTES = 60;
export const WINDOW_DAYS = 60;

export interface ClassWindow {
  from: string;
  to: string;
}

/** R§9: code R (and every other code) 08:30–17:30; code F also 20:00–23:00. */
export function classWindows(courseTypeCode: string): ClassWindow[] {
  const day = { from: '08:30', to: '17:30' };
  return courseTypeCode === 'F' ? [day, { from: '20:00', to: '23:00' }] : [day];
}

export const hhmmToMinutes = (hhmm: string) => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/** A calendar day in Dubai, by its y/m/d (month 1–12). */
export interface Day {
  y: number;
  m: number;
  d: number;
}

/** The day a D§7 day string names ('YYYY-MM-DD' or its UTC-midnight ISO instant); null when it is none. */
export function parseDay(value: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T00:00(?::00(?:\.000)?)?Z)?$/.exec(value.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d || y < 2000 || y > 2200) return null;
  return { y, m, d };
}

export const dayString = (day: Day) => new Date(Date.UTC(day.y, day.m - 1, day.d)).toISOString();
export const addDays = (day: Day, n: number): Day => {
  const t = new Date(Date.UTC(day.y, day.m - 1, day.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
};
export const daysBetween = (a: Day, b: Day) => Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / DAY);

/** The instant of a local time ('HH:mm', or minutes after midnight) on a Dubai day. */
export function at(day: Day, time: string | number): number {
  return zonedToInstant(day, typeof time === 'number' ? time : hhmmToMinutes(time));
}

export const startOfDay = (day: Day) => at(day, 0);

/** Where an instant falls in Dubai: its day, ISO weekday (1 = Monday) and minutes after midnight. */
export const local = (ms: number): { day: Day; isoWeekday: number; minutes: number } => instantToZoned(ms);

export const isoWeekday = (day: Day) => isoWeekdayOf(day);

/** Monday 00:00 in Dubai of the ISO week an instant falls in. */
export const weekStart = (ms: number) => zonedWeekStart(ms);

/** DD-MM-YYYY h:mm A in Dubai (the reminders' and notices' local time, 12-hour as the portal shows times). */
export const formatLocal = (ms: number, lang: TextLang = 'en') => formatForPeople(ms, lang);

/** Whether [start, end) lies inside one of the windows of a day (both ends in one window). */
export function insideWindows(startMs: number, endMs: number, windows: readonly ClassWindow[]): boolean {
  const s = local(startMs);
  const minutes = s.minutes;
  const length = (endMs - startMs) / MINUTE;
  return windows.some((w) => minutes >= hhmmToMinutes(w.from) && minutes + length <= hhmmToMinutes(w.to));
}
