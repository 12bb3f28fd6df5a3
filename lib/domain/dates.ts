import { ar } from 'date-fns/locale/ar';
import { enUS } from 'date-fns/locale/en-US';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { toWesternDigits } from './digits';

// The portal's one date module. Calendar dates travel as ISO 'YYYY-MM-DD' strings (what the
// schemas, the API and the BFF read) and are typed as dd/MM/yyyy (R§9); their arithmetic is plain
// integers on day numbers, so the date field and its picker can use it in the browser. Instants
// are shown to people in Asia/Dubai as DD-MM-YYYY h:mm A (R§9, D§9) through date-fns + date-fns-tz,
// called only from server components and server code: the imports below are tree-shaken out of
// every client bundle (both packages declare sideEffects: false), which the build's budgets check.

export const DEFAULT_TIME_ZONE = 'Asia/Dubai';

/** 0 = Sunday … 6 = Saturday. The UAE week runs Monday to Sunday since 2022 (CLDR ar-AE agrees). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const WEEK_STARTS_ON: Weekday = 1;

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
// d/M/yyyy with '/', '-' or '.' (one kind per date); the year always has four digits.
const TYPED = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;
// Bidi marks an Arabic keyboard, a paste or an autofill may carry around the digits.
const MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isRealDate({ year, month, day }: CalendarDate): boolean {
  return year >= 1 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function toIso({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The parts of a real ISO date, or null ('2023-02-29', '2023-13-01' and '2023-1-5' are not). */
export function isoParts(iso: string): CalendarDate | null {
  const match = ISO.exec(iso);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

export function isIsoDate(value: string): boolean {
  return isoParts(value) !== null;
}

/**
 * What a person typed or pasted (dd/MM/yyyy, d/M/yyyy, dd-MM-yyyy, dd.MM.yyyy, in Western,
 * Arabic-Indic or Eastern Arabic-Indic digits; an ISO date too, as an autofill may give) as an
 * ISO date, or null when it is not a real calendar date.
 */
export function parseDateInput(text: string): string | null {
  const plain = toWesternDigits(text.replace(MARKS, '')).trim();
  if (ISO.test(plain)) return isoParts(plain) ? plain : null;
  const match = TYPED.exec(plain);
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[3]), year: Number(match[4]) };
  return isRealDate(date) ? toIso(date) : null;
}

/**
 * A posted or typed date as the schemas read it: the ISO date when the text is one, else the
 * text itself (trimmed), so a schema can still say "required" ('') or "invalid" ('31/02/2001').
 * Server actions run a plain form post's date fields through this before parsing.
 */
export function normaliseDateInput(text: string): string {
  return parseDateInput(text) ?? text.trim();
}

/** ISO → 'dd/MM/yyyy'; anything else is returned as it is (a half-typed text stays visible). */
export function formatDateInput(value: string): string {
  const date = isoParts(value);
  return date ? `${pad(date.day)}/${pad(date.month)}/${pad(date.year, 4)}` : value;
}

/**
 * The text box's value after a keystroke or a paste: digits made Western, any separator made '/',
 * slashes inserted after the day and the month (a numeric phone keypad has no '/' key), a lone
 * day above 3 or month above 1 padded ('4' → '04/'), at most four year digits. `deleting` keeps a
 * trailing slash from coming back when the person removes it with Backspace.
 */
export function maskDateTyping(text: string, { deleting = false }: { deleting?: boolean } = {}): string {
  const plain = toWesternDigits(text.replace(MARKS, '')).trim();
  if (ISO.test(plain) && isoParts(plain)) return formatDateInput(plain);
  let out = '';
  let part = 0; // 0 day, 1 month, 2 year
  let length = 0;
  for (const char of plain) {
    if (!/\d/.test(char)) {
      if (/[/.\-\s]/.test(char) && part < 2 && length > 0) {
        out += '/';
        part += 1;
        length = 0;
      }
      continue;
    }
    if (part < 2 && length === 2) {
      out += '/';
      part += 1;
      length = 0;
    }
    if (part === 2 && length === 4) break;
    const padded = length === 0 && ((part === 0 && char > '3') || (part === 1 && char > '1'));
    out += padded ? `0${char}` : char;
    length += padded ? 2 : 1;
  }
  if (!deleting && part < 2 && length === 2) out += '/';
  return out;
}

// Day numbers: days since 1970-01-01 (H. Hinnant's civil-from-days), exact for years 1–9999.
function dayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function fromDayNumber(n: number): CalendarDate {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

function partsOrThrow(iso: string): CalendarDate {
  const date = isoParts(iso);
  if (!date) throw new RangeError(`Not an ISO date: ${iso}`);
  return date;
}

export function addDays(iso: string, days: number): string {
  return toIso(fromDayNumber(dayNumber(partsOrThrow(iso)) + days));
}

/** Same day n months on, clamped to the month's end (31 Jan + 1 month → 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = partsOrThrow(iso);
  const index = year * 12 + (month - 1) + months;
  const toYear = Math.floor(index / 12);
  const toMonth = index - toYear * 12 + 1;
  return toIso({ year: toYear, month: toMonth, day: Math.min(day, daysInMonth(toYear, toMonth)) });
}

export function addYears(iso: string, years: number): string {
  return addMonths(iso, years * 12);
}

export function weekdayOf(iso: string): Weekday {
  // 1970-01-01 was a Thursday (4).
  return ((((dayNumber(partsOrThrow(iso)) + 4) % 7) + 7) % 7) as Weekday;
}

export function startOfWeek(iso: string, weekStartsOn: Weekday = WEEK_STARTS_ON): string {
  return addDays(iso, -((weekdayOf(iso) - weekStartsOn + 7) % 7));
}

export function endOfWeek(iso: string, weekStartsOn: Weekday = WEEK_STARTS_ON): string {
  return addDays(startOfWeek(iso, weekStartsOn), 6);
}

/** 'YYYY-MM' of a date, for comparing months. */
export const monthKey = (iso: string) => iso.slice(0, 7);

/**
 * The weeks a month's calendar shows: whole weeks of ISO dates from the week of the 1st to the
 * week of the last day (4 to 6 rows); days of the neighbouring months fill the first and last.
 */
export function monthWeeks({ year, month, weekStartsOn = WEEK_STARTS_ON }: { year: number; month: number; weekStartsOn?: Weekday }): string[][] {
  const first = toIso({ year, month, day: 1 });
  const last = toIso({ year, month, day: daysInMonth(year, month) });
  const weeks: string[][] = [];
  for (let start = startOfWeek(first, weekStartsOn); start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  }
  return weeks;
}

/** The weekdays in column order, e.g. [1, 2, 3, 4, 5, 6, 0] for a Monday start. */
export function weekdayOrder(weekStartsOn: Weekday = WEEK_STARTS_ON): Weekday[] {
  return Array.from({ length: 7 }, (_, i) => ((weekStartsOn + i) % 7) as Weekday);
}

/** The date moved into [min, max] (either bound optional, both ISO). */
export function clampDate(iso: string, { min, max }: { min?: string; max?: string }): string {
  if (min && iso < min) return min;
  if (max && iso > max) return max;
  return iso;
}

export function isWithin(iso: string, { min, max }: { min?: string; max?: string }): boolean {
  return (!min || iso >= min) && (!max || iso <= max);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Today's calendar date where the centre is, e.g. '2025-08-28' in Dubai at 21:00 UTC on the 27th.
 * The one zone computation that runs in the browser (the date picker's "today"): date-fns-tz's
 * formatInTimeZone would add ~8 kB gzip to the sign-up page for the same answer, so this stays on
 * the engine's zone data. Everything shown to people goes through the formatters below instead.
 */
export function todayIn({ now, timeZone = DEFAULT_TIME_ZONE }: { now: Date; timeZone?: string }): string {
  const dayFormat = dayFormats.get(timeZone) ?? new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
  dayFormats.set(timeZone, dayFormat);
  const parts = dayFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return toIso({ year: part('year'), month: part('month'), day: part('day') });
}

/**
 * A calendar day as the API takes it (D§7): the UTC-midnight ISO string of that date, whatever the
 * zone ('2026-12-01' → '2026-12-01T00:00:00.000Z' means 1 December in Dubai).
 */
export function dayToApi(iso: string): string {
  partsOrThrow(iso);
  return `${iso}T00:00:00.000Z`;
}

/** The inclusive days of a month as the API's range: the 1st and the last day, UTC midnight. */
export function monthRangeForApi({ year, month }: { year: number; month: number }): { startDate: string; endDate: string } {
  return {
    startDate: dayToApi(toIso({ year, month, day: 1 })),
    endDate: dayToApi(toIso({ year, month, day: daysInMonth(year, month) })),
  };
}

/** A wall-clock time on a calendar day where the centre is ('2026-12-01', '09:30') as a UTC ISO instant. */
export function zonedInstant(day: string, time: string, timeZone = DEFAULT_TIME_ZONE): string {
  partsOrThrow(day);
  if (!/^\d{2}:\d{2}$/.test(time)) throw new RangeError(`Not a time: ${time}`);
  return fromZonedTime(`${day}T${time}:00`, timeZone).toISOString();
}

export type DisplayLang = 'en' | 'ar';

// Arabic keeps Western digits, as every number on the portal (RTA receipts use them); date-fns's
// Arabic locale gives the day periods 'ص' / 'م' and the month names. The locales are named only
// inside this function (no module-level table), so a client bundle that imports the calendar
// helpers above drops them with the formatters.
function shown(instant: string | Date, pattern: string, lang: DisplayLang, timeZone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return typeof instant === 'string' ? instant : '';
  return formatInTimeZone(date, timeZone, pattern, { locale: lang === 'ar' ? ar : enUS });
}

/** The calendar day an instant falls on in Dubai, DD-MM-YYYY (R§9). */
export function formatDay(instant: string | Date, timeZone = DEFAULT_TIME_ZONE): string {
  return shown(instant, 'dd-MM-yyyy', 'en', timeZone);
}

/** A time of day in Dubai, 12-hour (D§9 'h:mm A'): '9:30 AM' / '9:30 ص'. */
export function formatTime(instant: string | Date, lang: DisplayLang = 'en', timeZone = DEFAULT_TIME_ZONE): string {
  return shown(instant, 'h:mm a', lang, timeZone);
}

/** The spec's default for an instant (R§9, D§9): '26-11-2026 5:06 PM' / '26-11-2026 5:06 م'. */
export function formatDateTime(instant: string | Date, lang: DisplayLang = 'en', timeZone = DEFAULT_TIME_ZONE): string {
  return shown(instant, 'dd-MM-yyyy h:mm a', lang, timeZone);
}

/** A month's heading, e.g. 'December 2026' / 'ديسمبر 2026'. */
export function formatMonth({ year, month }: { year: number; month: number }, lang: DisplayLang = 'en'): string {
  // noon UTC of the 15th is inside that month in every zone
  return shown(new Date(Date.UTC(year, month - 1, 15, 12)), 'MMMM yyyy', lang, 'UTC');
}

/** The calendar day (ISO) an instant falls on where the centre is. */
export function dayOfInstant(instant: string, timeZone = DEFAULT_TIME_ZONE): string {
  return shown(instant, 'yyyy-MM-dd', 'en', timeZone);
}

/** A wall-clock time of the centre's day ('20:00', as class windows are kept) shown 12-hour: '8:00 PM'. */
export function formatClock(hhmm: string, lang: DisplayLang = 'en'): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  return shown(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))), 'h:mm a', lang, 'UTC');
}
