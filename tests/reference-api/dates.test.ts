import {
  formatForPeople,
  formatTransDate,
  instantToZoned,
  isoWeekdayOf,
  zonedToInstant,
  zonedWeekStart,
} from '../../reference-api/src/platform/dates';
import { aedText } from '../../reference-api/src/modules/money/format';

// The API's one date module (Asia/Dubai through date-fns-tz) and the one amount text of its notices.

describe('wall clock ↔ instant in Dubai', () => {
  it.each([
    // day                          minutes  instant                       why
    [{ y: 2026, m: 12, d: 1 }, 9 * 60 + 30, '2026-12-01T05:30:00.000Z', 'a morning slot'],
    [{ y: 2026, m: 12, d: 1 }, 0, '2026-11-30T20:00:00.000Z', 'midnight in Dubai is 20:00 UTC the day before'],
    [{ y: 2026, m: 12, d: 31 }, 23 * 60, '2026-12-31T19:00:00.000Z', 'the last class window hour'],
    [{ y: 2026, m: 12, d: 31 }, 24 * 60, '2026-12-31T20:00:00.000Z', 'minutes past 24 h carry into the next day'],
    [{ y: 2027, m: 1, d: 0 }, 60, '2026-12-30T21:00:00.000Z', 'day 0 is the last of the month before'],
  ])('%p + %d min → %s (%s)', (day, minutes, instant) => {
    const ms = zonedToInstant(day, minutes);
    expect(new Date(ms).toISOString()).toBe(instant);
  });

  it.each([
    ['2026-11-30T20:00:00.000Z', { y: 2026, m: 12, d: 1 }, 2, 0],
    ['2026-11-30T19:59:00.000Z', { y: 2026, m: 11, d: 30 }, 1, 23 * 60 + 59],
    ['2026-12-06T10:00:00.000Z', { y: 2026, m: 12, d: 6 }, 7, 14 * 60],
  ])('%s falls on %p, ISO weekday %d, minute %d', (instant, day, weekday, minutes) => {
    expect(instantToZoned(Date.parse(instant))).toEqual({ day, isoWeekday: weekday, minutes });
    expect(isoWeekdayOf(day)).toBe(weekday);
  });

  it('the week starts Monday 00:00 in Dubai', () => {
    // Sunday 6 Dec 2026, 23:30 in Dubai → Monday 30 Nov 00:00 Dubai
    expect(new Date(zonedWeekStart(Date.parse('2026-12-06T19:30:00.000Z'))).toISOString()).toBe('2026-11-29T20:00:00.000Z');
    // Monday 00:00 itself is its own week's start
    expect(new Date(zonedWeekStart(Date.parse('2026-11-29T20:00:00.000Z'))).toISOString()).toBe('2026-11-29T20:00:00.000Z');
  });
});

describe('texts for people and for the gateway', () => {
  it.each([
    ['2026-11-26T06:30:00.000Z', 'en', '26-11-2026 10:30 AM'],
    ['2026-11-26T06:30:00.000Z', 'ar', '26-11-2026 10:30 ص'],
    ['2026-11-26T19:15:00.000Z', 'en', '26-11-2026 11:15 PM'],
    ['2026-11-26T20:15:00.000Z', 'ar', '27-11-2026 12:15 ص'],
  ] as const)('%s in %s reads %s (12-hour, DD-MM-YYYY)', (instant, lang, text) => {
    expect(formatForPeople(Date.parse(instant), lang)).toBe(text);
  });

  it('trans_date stays the protocol format, 24-hour', () => {
    expect(formatTransDate(Date.parse('2026-11-24T08:00:00.000Z'))).toBe('24/11/2026 12:00:00');
  });

  it.each([
    [434355, '4,343.55'],
    [100000000, '1,000,000.00'],
    [5, '0.05'],
    [-12345, '-123.45'],
  ])('a notice writes %d fils as %s (grouped, two decimals)', (fils, text) => {
    expect(aedText(fils)).toBe(text);
  });
});
