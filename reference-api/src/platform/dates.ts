import { ar } from 'date-fns/locale/ar';
import { enUS } from 'date-fns/locale/en-US';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

// The API's one date module (the portal has its own: this package never imports the portal).
// Time is the centre's, Asia/Dubai (R§9, D§9), through date-fns + date-fns-tz. Instants are epoch
// milliseconds or UTC ISO strings; a "wall clock" is a y/m/d + minutes after midnight in the zone.

export const TIME_ZONE = 'Asia/Dubai';

/** A calendar day in the zone, by its y/m/d (month 1–12). */
export interface ZonedDay {
  y: number;
  m: number;
  d: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The instant of a wall-clock time (minutes after midnight, may pass 24 h) on a day in the zone. */
export function zonedToInstant(day: ZonedDay, minutes: number, timeZone = TIME_ZONE): number {
  // minutes past midnight may run into the next day: let UTC arithmetic carry them into a date
  const wall = new Date(Date.UTC(day.y, day.m - 1, day.d, 0, minutes));
  const text = `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:00`;
  return fromZonedTime(text, timeZone).getTime();
}

/** Where an instant falls in the zone: its day, ISO weekday (1 = Monday) and minutes after midnight. */
export function instantToZoned(ms: number, timeZone = TIME_ZONE): { day: ZonedDay; isoWeekday: number; minutes: number } {
  const [y, m, d, h, min, weekday] = formatInTimeZone(new Date(ms), timeZone, 'yyyy M d H m i').split(' ').map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { day: { y, m, d }, isoWeekday: weekday, minutes: h * 60 + min };
}

/** The ISO weekday (1 = Monday … 7 = Sunday) of a calendar day; the zone does not change it. */
export const isoWeekdayOf = (day: ZonedDay) => ((new Date(Date.UTC(day.y, day.m - 1, day.d)).getUTCDay() + 6) % 7) + 1;

/** Monday 00:00 in the zone of the ISO week an instant falls in. */
export function zonedWeekStart(ms: number, timeZone = TIME_ZONE): number {
  const { day, isoWeekday } = instantToZoned(ms, timeZone);
  return zonedToInstant({ ...day, d: day.d - (isoWeekday - 1) }, 0, timeZone);
}

export type TextLang = 'en' | 'ar';

/**
 * An instant as people read it (R§9, D§9): DD-MM-YYYY h:mm A in the zone, 12-hour as the portal
 * shows times; Arabic gives 'ص' / 'م' and keeps Western digits.
 */
export function formatForPeople(ms: number, lang: TextLang = 'en', timeZone = TIME_ZONE): string {
  return formatInTimeZone(new Date(ms), timeZone, 'dd-MM-yyyy h:mm a', { locale: lang === 'ar' ? ar : enUS });
}

/** 'dd/MM/yyyy HH:mm:ss' in the zone: the CCAvenue protocol's trans_date, a machine format. */
export function formatTransDate(ms: number, timeZone = TIME_ZONE): string {
  return formatInTimeZone(new Date(ms), timeZone, 'dd/MM/yyyy HH:mm:ss');
}

/** A calendar day (no time) as people read it, DD-MM-YYYY (D§9): the RTA test requests' dates. */
export function formatDayForPeople(day: ZonedDay): string {
  return `${pad(day.d)}-${pad(day.m)}-${pad(day.y, 4)}`;
}
