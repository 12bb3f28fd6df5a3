import { addMonths, checkDob, todayInDubai } from '../../reference-api/src/modules/student/age';

// The 17½-year rule, evaluated on the calendar of Asia/Dubai (UTC+4).
const at = (iso: string) => Date.parse(iso);

describe('checkDob', () => {
  it.each([
    ['2008-05-20', '2025-11-20T00:00:00Z', null],
    ['2008-05-21', '2025-11-20T00:00:00Z', 'tooYoung'],
    // 21:00 UTC on the 19th is already the 20th in Dubai
    ['2008-05-20', '2025-11-19T21:00:00Z', null],
    ['2008-05-20', '2025-11-19T19:59:59Z', 'tooYoung'],
    // month-end clamp: 31 Aug + 6 months is the last day of February
    ['2008-08-31', '2026-02-28T08:00:00Z', null],
    ['2008-08-31', '2026-02-27T08:00:00Z', 'tooYoung'],
    ['2030-01-01', '2025-11-20T00:00:00Z', 'future'],
    ['2007-02-29', '2025-11-20T00:00:00Z', 'invalid'],
    ['1899-12-31', '2025-11-20T00:00:00Z', 'invalid'],
    ['2000-13-01', '2025-11-20T00:00:00Z', 'invalid'],
  ])('dob %s at %s → %s', (dob, now, expected) => {
    expect(checkDob(dob, at(now))).toBe(expected);
  });

  it('computes Dubai dates and month arithmetic', () => {
    expect(todayInDubai(at('2025-12-31T20:00:00Z'))).toBe('2026-01-01');
    expect(addMonths({ y: 2024, m: 8, d: 31 }, 6)).toBe('2025-02-28');
    expect(addMonths({ y: 2023, m: 8, d: 31 }, 6)).toBe('2024-02-29');
  });
});
