import { isAtLeastAge, isFutureDate, parseIsoDate, todayIn } from '@/lib/domain/age';

const at = (iso: string) => new Date(iso);

describe('isAtLeastAge (17.5 years, Asia/Dubai calendar)', () => {
  // dob + 17 years + 6 months must be on or before today in Dubai (UTC+4, no DST).
  it.each([
    // dob          now (UTC)                  expected  why
    ['2008-01-15', '2025-07-14T12:00:00Z', false, 'the day before (Dubai 16:00 on the 14th)'],
    ['2008-01-15', '2025-07-14T19:59:59Z', false, 'one second before midnight in Dubai'],
    ['2008-01-15', '2025-07-14T20:00:00Z', true, 'midnight in Dubai, still the 14th in UTC'],
    ['2008-01-15', '2025-07-14T21:00:00Z', true, '21:00 UTC is already the 15th in Dubai'],
    ['2008-01-15', '2025-07-15T00:00:00Z', true, 'the day itself'],
    ['2008-01-15', '2025-07-16T00:00:00Z', true, 'the day after'],
    ['2008-01-16', '2025-07-15T12:00:00Z', false, 'born one day later'],
    ['2008-01-15', '2025-01-15T12:00:00Z', false, 'exactly 17, not 17.5'],
    ['2000-06-01', '2025-07-15T12:00:00Z', true, 'an adult'],
    ['2010-06-01', '2025-07-15T12:00:00Z', false, 'a child'],
    // Leap day: + 17 years lands on 28 Feb 2025, + 6 months on 28 Aug 2025.
    ['2008-02-29', '2025-08-27T19:59:59Z', false, 'leap-day birth, the evening before in Dubai'],
    ['2008-02-29', '2025-08-27T21:00:00Z', true, 'leap-day birth, 21:00 UTC the day before'],
    ['2008-02-29', '2025-08-28T12:00:00Z', true, 'leap-day birth, the day'],
    // Month-end clamping: 31 Aug + 17 y → 31 Aug, + 6 months → 28 Feb (or 29 Feb in a leap year).
    ['2007-08-31', '2025-02-27T12:00:00Z', false, 'month end, the day before'],
    ['2007-08-31', '2025-02-27T20:00:00Z', true, 'month end, 28 Feb in Dubai'],
    ['2006-08-31', '2024-02-28T12:00:00Z', false, 'month end into a leap February, the 28th'],
    ['2006-08-31', '2024-02-29T12:00:00Z', true, 'month end into a leap February, the 29th'],
  ])('dob %s at %s → %s (%s)', (dob, now, expected) => {
    expect(isAtLeastAge({ dob, now: at(now), years: 17.5, timeZone: 'Asia/Dubai' })).toBe(expected);
  });

  it('defaults to 17.5 years in Dubai', () => {
    expect(isAtLeastAge({ dob: '2008-01-15', now: at('2025-07-14T21:00:00Z') })).toBe(true);
    expect(isAtLeastAge({ dob: '2008-01-15', now: at('2025-07-14T19:00:00Z') })).toBe(false);
  });

  it('takes other ages', () => {
    expect(isAtLeastAge({ dob: '2007-07-15', now: at('2025-07-15T12:00:00Z'), years: 18 })).toBe(true);
    expect(isAtLeastAge({ dob: '2007-07-16', now: at('2025-07-15T12:00:00Z'), years: 18 })).toBe(false);
  });

  it.each(['', '2008-02-30', '2007-02-29', '15-01-2008', '2008-1-5', 'not a date'])('refuses %p', (dob) => {
    expect(isAtLeastAge({ dob, now: at('2030-01-01T00:00:00Z') })).toBe(false);
  });

  describe.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata'])('whatever the machine time zone (%s)', (zone) => {
    const saved = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = zone;
    });
    afterAll(() => {
      process.env.TZ = saved;
    });
    it('gives the same answers', () => {
      expect(isAtLeastAge({ dob: '2008-02-29', now: at('2025-08-27T19:59:59Z') })).toBe(false);
      expect(isAtLeastAge({ dob: '2008-02-29', now: at('2025-08-27T20:00:00Z') })).toBe(true);
      expect(todayIn({ now: at('2025-08-27T21:00:00Z') })).toBe('2025-08-28');
    });
  });
});

describe('parseIsoDate and isFutureDate', () => {
  it('reads real calendar dates only', () => {
    expect(parseIsoDate('2024-02-29')).not.toBeNull();
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2023-13-01')).toBeNull();
  });

  it.each([
    ['2025-07-15', '2025-07-14T19:59:59Z', true],
    ['2025-07-15', '2025-07-14T20:00:00Z', false],
    ['2025-07-14', '2025-07-14T12:00:00Z', false],
  ])('%s is in the future at %s: %s', (date, now, expected) => {
    expect(isFutureDate({ date, now: at(now) })).toBe(expected);
  });
});
