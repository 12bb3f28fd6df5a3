// Date helpers shared by the front and MRZ parsers. Pure: "now" is a parameter.

const pad2 = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD when the parts form a real calendar date, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (month < 1 || month > 12 || day < 1) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > days) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/**
 * A birth date's century from its two-digit year: the EID number's birth year decides when it
 * agrees; otherwise a year that would lie in the future belongs to the previous century.
 */
export function birthYearFromYY(yy: number, eidYear: number | null, now: Date): number {
  if (eidYear !== null && eidYear % 100 === yy) return eidYear;
  const current = now.getUTCFullYear();
  const candidate = 2000 + yy;
  return candidate > current ? 1900 + yy : candidate;
}

/** A plausible date of birth for an ID holder: a real date, not in the future, after 1900. */
export function plausibleDob(iso: string | null, now: Date): iso is string {
  if (!iso) return false;
  const year = Number(iso.slice(0, 4));
  return year >= 1900 && iso <= now.toISOString().slice(0, 10);
}
