import { isoParts, weekdayOrder, type Weekday } from '@/lib/domain/dates';

// Month and weekday names from Intl in the page's language (ar → مارس, الاثنين), no date library.
// Digits are Latin in both languages (-u-nu-latn): the text box shows 05/03/2001 in both, as
// UAE IDs and licences print them, and a grid of ٥ beside a box of 5 would read as two dates.
// Formatted at UTC midnight of the date, so the machine's zone can never move it a day.

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(`${locale}-AE-u-nu-latn`, { ...options, timeZone: 'UTC' });
    formats.set(key, found);
  }
  return found;
}

const utc = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year); // years 0–99 would otherwise mean 1900–1999
  return date;
};

/** The twelve month names, January first. */
export function monthNames(locale: string): string[] {
  const names = format(locale, { month: 'long' });
  return Array.from({ length: 12 }, (_, i) => names.format(utc(2001, i + 1, 1)));
}

export interface WeekdayName {
  weekday: Weekday;
  /** Shown in the column header: 'Mon'; Arabic's one-letter form 'ن', as its short form is the whole word. */
  short: string;
  /** Read out: 'Monday', 'الاثنين'. */
  long: string;
}

export function weekdayNames(locale: string, weekStartsOn?: Weekday): WeekdayName[] {
  const short = format(locale, { weekday: locale === 'ar' ? 'narrow' : 'short' });
  const long = format(locale, { weekday: 'long' });
  // 2001-01-07 was a Sunday (weekday 0).
  return weekdayOrder(weekStartsOn).map((weekday) => {
    const date = utc(2001, 1, 7 + weekday);
    return { weekday, short: short.format(date), long: long.format(date) };
  });
}

/** A day button's name: 'Monday, 5 March 2001', 'الاثنين، 5 مارس 2001'. */
export function dayName(locale: string, iso: string): string {
  const parts = isoParts(iso);
  if (!parts) return iso;
  return format(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(utc(parts.year, parts.month, parts.day));
}
