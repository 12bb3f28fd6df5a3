import {
  WEEK_STARTS_ON,
  addDays,
  addMonths,
  addYears,
  formatDay,
  formatClock,
  formatDateTime,
  formatMonth,
  formatTime,
  dayOfInstant,
  dayToApi,
  monthRangeForApi,
  zonedInstant,
  clampDate,
  daysInMonth,
  endOfWeek,
  formatDateInput,
  isIsoDate,
  isWithin,
  maskDateTyping,
  monthWeeks,
  normaliseDateInput,
  parseDateInput,
  startOfWeek,
  todayIn,
  weekdayOf,
  weekdayOrder,
} from '@/lib/domain/dates';

describe('parseDateInput (typed dd/MM/yyyy → ISO)', () => {
  it.each([
    // typed                     ISO            why
    ['05/03/2001', '2001-03-05', 'dd/MM/yyyy'],
    ['5/3/2001', '2001-03-05', 'd/M/yyyy'],
    ['05-03-2001', '2001-03-05', 'dd-MM-yyyy'],
    ['05.03.2001', '2001-03-05', 'dd.MM.yyyy'],
    ['  05/03/2001 ', '2001-03-05', 'surrounding spaces'],
    ['٠٥/٠٣/٢٠٠١', '2001-03-05', 'Arabic-Indic digits'],
    ['۰۵/۰۳/۲۰۰۱', '2001-03-05', 'Eastern Arabic-Indic digits'],
    ['\u200e05/03/2001\u200e', '2001-03-05', 'bidi marks from a paste'],
    ['2001-03-05', '2001-03-05', 'an ISO date (autofill)'],
    ['29/02/2024', '2024-02-29', 'leap year'],
    ['29/02/2000', '2000-02-29', 'divisible by 400: leap'],
    ['31/12/1900', '1900-12-31', 'an old date'],
    ['31/01/2001', '2001-01-31', '31 days in January'],
  ])('%p → %p (%s)', (typed, iso) => {
    expect(parseDateInput(typed)).toBe(iso);
  });

  it.each([
    ['31/02/2000', 'no 31 February'],
    ['30/02/2024', 'no 30 February, even in a leap year'],
    ['29/02/2023', 'not a leap year'],
    ['29/02/1900', 'divisible by 100, not by 400: not a leap year'],
    ['31/04/2001', 'April has 30 days'],
    ['00/03/2001', 'day 0'],
    ['05/13/2001', 'month 13'],
    ['05/00/2001', 'month 0'],
    ['05/03/01', 'two-digit year'],
    ['05/03/00001', 'five-digit year'],
    ['05/03/0000', 'year 0'],
    ['05/03-2001', 'mixed separators'],
    ['05032001', 'no separators'],
    ['2001-02-30', 'an ISO date that does not exist'],
    ['2001-3-5', 'a short ISO date'],
    ['', 'empty'],
    ['05/03/', 'half typed'],
    ['tomorrow', 'words'],
  ])('%p → null (%s)', (typed) => {
    expect(parseDateInput(typed)).toBeNull();
  });
});

describe('normaliseDateInput and formatDateInput', () => {
  it.each([
    ['05/03/2001', '2001-03-05'],
    ['31/02/2001', '31/02/2001'],
    ['  ', ''],
    ['2001-03-05', '2001-03-05'],
  ])('normalises %p to %p', (typed, expected) => {
    expect(normaliseDateInput(typed)).toBe(expected);
  });

  it.each([
    ['2001-03-05', '05/03/2001'],
    ['0999-12-31', '31/12/0999'],
    ['2001-02-30', '2001-02-30'],
    ['05/03/20', '05/03/20'],
    ['', ''],
  ])('formats %p as %p', (value, shown) => {
    expect(formatDateInput(value)).toBe(shown);
  });

  it('round-trips every day of a leap year', () => {
    let iso = '2024-01-01';
    for (let i = 0; i < 366; i += 1) {
      expect(parseDateInput(formatDateInput(iso))).toBe(iso);
      iso = addDays(iso, 1);
    }
    expect(iso).toBe('2025-01-01');
  });
});

describe('maskDateTyping (what the box shows after a keystroke)', () => {
  it.each([
    // typed so far   shown          why
    ['0', '0', 'a first digit'],
    ['05', '05/', 'the day is complete: slash added'],
    ['05//', '05/', 'a typed slash after the auto one is dropped'],
    ['050', '05/0', 'typing on past the day'],
    ['05/03', '05/03/', 'the month is complete'],
    ['05/03/2001', '05/03/2001', 'complete'],
    ['05/03/20011', '05/03/2001', 'at most four year digits'],
    ['05032001', '05/03/2001', 'digits only (a numeric keypad)'],
    ['4', '04/', 'a day above 3 can only be one digit'],
    ['3', '3', 'a 3 may become 30 or 31'],
    ['05/2', '05/02/', 'a month above 1 can only be one digit'],
    ['05/1', '05/1', 'a 1 may become 10–12'],
    ['5/', '05/', 'a day and a typed slash'],
    ['1/', '1/', 'd/ kept as typed'],
    ['05-03-2001', '05/03/2001', 'dashes become slashes'],
    ['05.03.2001', '05/03/2001', 'dots become slashes'],
    ['٠٥/٠٣/٢٠٠١', '05/03/2001', 'Arabic-Indic digits become Western'],
    ['۰۵', '05/', 'Eastern Arabic-Indic digits become Western'],
    ['2001-03-05', '05/03/2001', 'a pasted ISO date'],
    ['5/3/2001', '05/03/2001', 'a pasted d/M/yyyy'],
    ['ab/', '', 'letters are dropped'],
    ['/', '', 'a leading slash is dropped'],
  ])('%p → %p (%s)', (typed, shown) => {
    expect(maskDateTyping(typed)).toBe(shown);
  });

  it('does not put back a slash the person deleted', () => {
    expect(maskDateTyping('05', { deleting: true })).toBe('05');
    expect(maskDateTyping('05/03', { deleting: true })).toBe('05/03');
  });
});

describe('calendar arithmetic', () => {
  it('knows the length of each month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  it.each([
    ['2001-03-05', 1, '2001-03-06'],
    ['2001-02-28', 1, '2001-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2000-12-31', 1, '2001-01-01'],
    ['2001-01-01', -1, '2000-12-31'],
    ['2001-03-05', 7, '2001-03-12'],
    ['2001-03-05', -7, '2001-02-26'],
    ['1970-01-01', -1, '1969-12-31'],
    ['1900-02-28', 1, '1900-03-01'],
  ])('addDays(%p, %p) = %p', (iso, n, expected) => {
    expect(addDays(iso, n)).toBe(expected);
  });

  it.each([
    ['2001-01-31', 1, '2001-02-28', 'clamped to the end of February'],
    ['2024-01-31', 1, '2024-02-29', 'leap February'],
    ['2001-03-31', -1, '2001-02-28', 'backwards, clamped'],
    ['2001-12-15', 1, '2002-01-15', 'into the next year'],
    ['2001-01-15', -1, '2000-12-15', 'into the previous year'],
    ['2001-03-05', -25, '1999-02-05', 'many months back'],
  ])('addMonths(%p, %p) = %p (%s)', (iso, n, expected) => {
    expect(addMonths(iso, n)).toBe(expected);
  });

  it('moves by years, a leap day landing on 28 February', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2001-03-05', -1)).toBe('2000-03-05');
  });

  it.each([
    ['1970-01-01', 4],
    ['2001-03-05', 1],
    ['2000-01-01', 6],
    ['2024-02-29', 4],
    ['1900-01-01', 1],
    ['2025-08-31', 0],
  ])('%p is weekday %p (0 = Sunday)', (iso, weekday) => {
    expect(weekdayOf(iso)).toBe(weekday);
  });

  it('refuses a date that is not one', () => {
    expect(() => addDays('2001-02-30', 1)).toThrow(RangeError);
    expect(isIsoDate('2001-02-30')).toBe(false);
    expect(isIsoDate('2001-02-28')).toBe(true);
  });
});

describe('weeks (Monday first, the UAE week)', () => {
  it('starts on Monday', () => {
    expect(WEEK_STARTS_ON).toBe(1);
    expect(weekdayOrder()).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it.each([
    ['2001-03-05', '2001-03-05', '2001-03-11', 'a Monday'],
    ['2001-03-11', '2001-03-05', '2001-03-11', 'a Sunday ends the week'],
    ['2001-03-01', '2001-02-26', '2001-03-04', 'across a month'],
    ['2001-01-01', '2001-01-01', '2001-01-07', 'new year on a Monday'],
    ['2000-01-01', '1999-12-27', '2000-01-02', 'across a year'],
  ])('the week of %p runs %p to %p (%s)', (iso, start, end) => {
    expect(startOfWeek(iso)).toBe(start);
    expect(endOfWeek(iso)).toBe(end);
  });

  it('starts on Sunday when told', () => {
    expect(startOfWeek('2001-03-05', 0)).toBe('2001-03-04');
  });

  it('lays out a month in whole weeks, neighbours filling the edges', () => {
    const weeks = monthWeeks({ year: 2001, month: 3 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual(['2001-02-26', '2001-02-27', '2001-02-28', '2001-03-01', '2001-03-02', '2001-03-03', '2001-03-04']);
    expect(weeks[4]?.[6]).toBe('2001-04-01');
    expect(weeks.every((week) => week.length === 7 && weekdayOf(week[0]!) === 1)).toBe(true);
  });

  it.each([
    [2021, 2, 4, 'February 2021 starts on a Monday and fills exactly four weeks'],
    [2020, 2, 5, 'leap February 2020'],
    [2021, 8, 6, 'August 2021 starts on a Sunday: six rows'],
  ])('%p-%p has %p weeks (%s)', (year, month, rows) => {
    const weeks = monthWeeks({ year, month });
    expect(weeks).toHaveLength(rows);
    const days = weeks.flat().filter((iso) => iso.startsWith(`${year}-${String(month).padStart(2, '0')}`));
    expect(days).toHaveLength(daysInMonth(year, month));
  });
});

describe('bounds and today', () => {
  it('clamps and checks a date against optional bounds', () => {
    const bounds = { min: '2001-03-10', max: '2001-03-20' };
    expect(clampDate('2001-03-01', bounds)).toBe('2001-03-10');
    expect(clampDate('2001-03-31', bounds)).toBe('2001-03-20');
    expect(clampDate('2001-03-15', bounds)).toBe('2001-03-15');
    expect(clampDate('1800-01-01', {})).toBe('1800-01-01');
    expect(isWithin('2001-03-10', bounds)).toBe(true);
    expect(isWithin('2001-03-21', bounds)).toBe(false);
    expect(isWithin('2001-03-21', { min: '2001-03-10' })).toBe(true);
  });

  it.each([
    ['2025-08-27T19:59:59Z', '2025-08-27'],
    ['2025-08-27T20:00:00Z', '2025-08-28'],
    ['2025-12-31T20:00:00Z', '2026-01-01'],
  ])('at %p it is %p in Dubai', (now, today) => {
    expect(todayIn({ now: new Date(now) })).toBe(today);
  });
});

describe('display formats (R§9, D§9: DD-MM-YYYY h:mm A, Asia/Dubai, 12-hour)', () => {
  it.each([
    // instant                     day            why
    ['2026-11-25T08:00:00.000Z', '25-11-2026', 'noon in Dubai'],
    ['2026-12-31T21:30:00.000Z', '01-01-2027', '21:30 UTC is already the next day in Dubai (UTC+4)'],
    ['2026-12-31T19:59:59.000Z', '31-12-2026', 'a second before Dubai midnight'],
    ['not a date', 'not a date', 'unreadable input shown as it came'],
  ])('formatDay %s → %s (%s)', (instant, shown) => {
    expect(formatDay(instant)).toBe(shown);
  });

  it.each([
    // instant                     lang   shown                    why
    ['2026-11-26T13:06:00.000Z', 'en', '26-11-2026 5:06 PM', 'afternoon, no leading zero on the hour'],
    ['2026-11-26T13:06:00.000Z', 'ar', '26-11-2026 5:06 م', 'Arabic day period, Western digits'],
    ['2026-11-26T04:30:00.000Z', 'ar', '26-11-2026 8:30 ص', 'morning in Arabic'],
    ['2026-11-25T20:00:00.000Z', 'en', '26-11-2026 12:00 AM', 'Dubai midnight is 12 AM of the next day'],
    ['2026-11-26T08:00:00.000Z', 'en', '26-11-2026 12:00 PM', 'noon'],
    ['2026-11-26T19:15:00.000Z', 'en', '26-11-2026 11:15 PM', 'a 24-hour 23:15 never shows'],
  ])('formatDateTime %s in %s → %s (%s)', (instant, lang, shown) => {
    expect(formatDateTime(instant, lang as 'en' | 'ar')).toBe(shown);
  });

  it.each([
    ['2026-11-26T05:30:00.000Z', 'en', '9:30 AM'],
    ['2026-11-26T16:00:00.000Z', 'en', '8:00 PM'],
    ['2026-11-26T16:00:00.000Z', 'ar', '8:00 م'],
  ] as const)('formatTime %s in %s → %s', (instant, lang, shown) => {
    expect(formatTime(instant, lang)).toBe(shown);
  });

  it.each([
    ['08:30', 'en', '8:30 AM'],
    ['17:30', 'en', '5:30 PM'],
    ['23:00', 'ar', '11:00 م'],
    ['00:00', 'en', '12:00 AM'],
    ['9:5', 'en', '9:5'],
  ] as const)('formatClock %s in %s → %s', (hhmm, lang, shown) => {
    expect(formatClock(hhmm, lang)).toBe(shown);
  });

  it.each([
    [{ year: 2026, month: 12 }, 'en', 'December 2026'],
    [{ year: 2027, month: 1 }, 'ar', 'يناير 2027'],
  ] as const)('formatMonth %p in %s → %s', (month, lang, shown) => {
    expect(formatMonth(month, lang)).toBe(shown);
  });
});

describe('zoned instants and API ranges (D§7)', () => {
  it.each([
    ['2026-12-01', '09:30', '2026-12-01T05:30:00.000Z'],
    ['2026-12-01', '00:00', '2026-11-30T20:00:00.000Z'],
    ['2026-12-31', '23:00', '2026-12-31T19:00:00.000Z'],
  ])('%s %s in Dubai is %s', (day, time, instant) => {
    expect(zonedInstant(day, time)).toBe(instant);
    expect(dayOfInstant(instant)).toBe(day);
  });

  it('refuses a day or time that is none', () => {
    expect(() => zonedInstant('2026-02-30', '09:00')).toThrow(RangeError);
    expect(() => zonedInstant('2026-02-01', '9:00')).toThrow(RangeError);
  });

  it('sends days and months as UTC-midnight ISO strings', () => {
    expect(dayToApi('2026-12-01')).toBe('2026-12-01T00:00:00.000Z');
    expect(monthRangeForApi({ year: 2028, month: 2 })).toEqual({ startDate: '2028-02-01T00:00:00.000Z', endDate: '2028-02-29T00:00:00.000Z' });
  });
});
