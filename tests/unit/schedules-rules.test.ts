import { dayOfInstant, dayToApi, formatTime, monthRangeForApi, zonedInstant } from '@/lib/domain/dates';
import {
  canCancel,
  chooseDuration,
  durationOptions,
  groupSchedules,
  isBookable,
  monthParam,
  parseMonthParam,
  shiftMonth,
  upcomingScheduled,
  cancellableOnceBooked,
  dayRanges,
  type ScheduleStatusName,
} from '@/lib/domain/schedules';

// Schedule rules and the date helpers they use (D§7: days as UTC-midnight ISO of the Dubai day).

describe('days for the API (D§7)', () => {
  it.each([
    ['2026-12-01', '2026-12-01T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2026-01-31', '2026-01-31T00:00:00.000Z'],
  ])('%s → %s', (day, api) => expect(dayToApi(day)).toBe(api));

  it('refuses a day that is not one', () => {
    expect(() => dayToApi('2026-02-30')).toThrow(RangeError);
    expect(() => dayToApi('2026-12-01T00:00:00Z')).toThrow(RangeError);
  });

  it.each([
    [{ year: 2026, month: 2 }, '2026-02-01T00:00:00.000Z', '2026-02-28T00:00:00.000Z'],
    [{ year: 2024, month: 2 }, '2024-02-01T00:00:00.000Z', '2024-02-29T00:00:00.000Z'],
    [{ year: 2026, month: 12 }, '2026-12-01T00:00:00.000Z', '2026-12-31T00:00:00.000Z'],
    [{ year: 2026, month: 4 }, '2026-04-01T00:00:00.000Z', '2026-04-30T00:00:00.000Z'],
  ])('the month %o runs from %s to %s', (month, startDate, endDate) => expect(monthRangeForApi(month)).toEqual({ startDate, endDate }));

  it.each([
    // Dubai is UTC+4 all year: 20:00 UTC is already the next day there, across month and year ends
    ['2026-11-30T19:59:00.000Z', '2026-11-30'],
    ['2026-11-30T20:00:00.000Z', '2026-12-01'],
    ['2026-12-31T20:30:00.000Z', '2027-01-01'],
    ['2026-06-15T20:00:00.000Z', '2026-06-16'],
  ])('the instant %s is the Dubai day %s', (instant, day) => expect(dayOfInstant(instant)).toBe(day));

  it.each([
    ['2026-12-01', '08:30', '2026-12-01T04:30:00.000Z'],
    ['2026-12-01', '02:00', '2026-11-30T22:00:00.000Z'],
    ['2027-01-01', '00:15', '2026-12-31T20:15:00.000Z'],
    ['2026-07-01', '20:00', '2026-07-01T16:00:00.000Z'],
  ])('%s %s in Dubai is %s', (day, time, instant) => expect(zonedInstant(day, time)).toBe(instant));
});

describe('formatTime (h:mm A, Dubai)', () => {
  it.each([
    ['2026-12-01T04:30:00.000Z', 'en', '8:30 AM'],
    ['2026-12-01T13:00:00.000Z', 'en', '5:00 PM'],
    ['2026-12-01T20:00:00.000Z', 'en', '12:00 AM'],
  ] as const)('%s in %s → %s', (instant, lang, text) => expect(formatTime(instant, lang)).toBe(text));

  it('keeps Western digits in Arabic, with the Arabic day period', () => {
    const text = formatTime('2026-12-01T04:30:00.000Z', 'ar');
    expect(text).toMatch(/^8:30 ص$/);
    expect(formatTime('2026-12-01T13:00:00.000Z', 'ar')).toMatch(/^5:00 م$/);
  });
});

describe('month navigation', () => {
  it.each([
    ['2026-12', { year: 2026, month: 12 }],
    ['2026-13', { year: 2026, month: 11 }],
    ['garbage', { year: 2026, month: 11 }],
    [undefined, { year: 2026, month: 11 }],
    ['2026-1', { year: 2026, month: 11 }],
  ])('?month=%s reads as %o (today 2026-11-25)', (param, month) => expect(parseMonthParam(param, '2026-11-25')).toEqual(month));

  it('moves across year ends and prints YYYY-MM', () => {
    expect(monthParam(shiftMonth({ year: 2026, month: 12 }, 1))).toBe('2027-01');
    expect(monthParam(shiftMonth({ year: 2026, month: 1 }, -1))).toBe('2025-12');
    expect(monthParam(shiftMonth({ year: 2026, month: 5 }, 0))).toBe('2026-05');
  });
});

const s = (status: ScheduleStatusName, startsAt: string, endsAt = startsAt) => ({ status, startsAt, endsAt, id: `${status}-${startsAt}` });

describe('groups and the dashboard list', () => {
  const month = [
    s('COMPLETED', '2026-11-03T05:00:00Z'),
    s('SCHEDULED', '2026-11-28T05:00:00Z'),
    s('CANCELLED', '2026-11-10T05:00:00Z'),
    s('SCHEDULED', '2026-11-26T05:00:00Z'),
    s('MARKED_FOR_RESCHEDULE', '2026-11-12T05:00:00Z'),
    s('RESCHEDULED', '2026-11-01T05:00:00Z'),
  ];

  it('groups Scheduled, Completed and the cancelled/rescheduled set, each by start', () => {
    const groups = groupSchedules(month);
    expect(groups.scheduled.map((x) => x.startsAt)).toEqual(['2026-11-26T05:00:00Z', '2026-11-28T05:00:00Z']);
    expect(groups.completed.map((x) => x.status)).toEqual(['COMPLETED']);
    expect(groups.grouped.map((x) => x.status)).toEqual(['RESCHEDULED', 'CANCELLED', 'MARKED_FOR_RESCHEDULE']);
  });

  it('lists only SCHEDULED sessions that have not ended, soonest first', () => {
    const now = new Date('2026-11-26T05:30:00Z');
    const list = [
      ...month,
      s('SCHEDULED', '2026-11-20T05:00:00Z', '2026-11-20T06:00:00Z'),
      s('SCHEDULED', '2026-11-26T05:00:00Z', '2026-11-26T06:00:00Z'),
    ];
    expect(upcomingScheduled(list, now).map((x) => x.startsAt)).toEqual(['2026-11-26T05:00:00Z', '2026-11-28T05:00:00Z']);
    expect(upcomingScheduled(list, now, 1)).toHaveLength(1);
  });
});

describe('durations, slots, cancelling', () => {
  it.each([
    [{ min: 60, max: 120, step: 30 }, [60, 90, 120]],
    [{ min: 30, max: 30, step: 30 }, [30]],
    [{ min: 45, max: 120, step: 30 }, [60, 90, 120]],
    [{ min: 120, max: 60, step: 30 }, []],
  ])('%o → %o', (bounds, options) => expect(durationOptions(bounds)).toEqual(options));

  it('keeps a chosen duration only when offered, else the longest', () => {
    expect(chooseDuration('90', [60, 90, 120])).toBe(90);
    expect(chooseDuration('75', [60, 90, 120])).toBe(120);
    expect(chooseDuration(undefined, [])).toBeNull();
  });

  it('books only AVAILABLE slots', () => {
    expect(['AVAILABLE', 'NOT AVAILABLE', 'BOOKED'].map((status) => isBookable({ status }))).toEqual([true, false, false]);
  });

  it('cancels a SCHEDULED session only before its cut-off', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(canCancel({ status: 'SCHEDULED', cancellableUntil: '2026-11-25T10:00:01Z' }, now)).toBe(true);
    expect(canCancel({ status: 'SCHEDULED', cancellableUntil: '2026-11-25T10:00:00Z' }, now)).toBe(false);
    expect(canCancel({ status: 'COMPLETED', cancellableUntil: '2026-12-25T10:00:00Z' }, now)).toBe(false);
    expect(canCancel({ status: 'SCHEDULED', cancellableUntil: null }, now)).toBe(false);
  });
});

describe('cancellableOnceBooked (the confirm step tells the truth about the cut-off)', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it.each([
    ['2026-11-27T10:00:01Z', true],
    ['2026-11-27T10:00:00Z', false],
    ['2026-11-26T15:00:00Z', false],
    ['2026-12-20T05:00:00Z', true],
  ])('a session at %s: %s', (startsAt, expected) => {
    expect(cancellableOnceBooked({ startsAt, cutoffHours: 24, now })).toBe(expected);
  });
});

describe('dayRanges (the dashboard reads the whole 60-day booking window)', () => {
  it('covers 61 days in two calls of at most 31 days, without gaps', () => {
    expect(dayRanges('2026-11-26', 61)).toEqual([
      { from: '2026-11-26', to: '2026-12-26' },
      { from: '2026-12-27', to: '2027-01-25' },
    ]);
    expect(dayRanges('2026-11-26', 31)).toEqual([{ from: '2026-11-26', to: '2026-12-26' }]);
  });
});
