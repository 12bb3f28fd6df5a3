import { preferredDateProblems } from '@/lib/domain/rta-requests';
import { makeRtaRequestSchema } from '@/lib/schemas/rta-test-requests';

// The preferred-day rule of RTA test requests (issue 27, D§9) as a table: today counts, a past day
// does not, no day twice; empty boxes are unused. The reference API holds the same table
// (tests/reference-api/rta-test-requests.test.ts).
const TODAY = '2026-11-27';

describe('preferredDateProblems', () => {
  it.each<[string, string[], (string | null)[]]>([
    ['three later days', ['2026-11-28', '2026-12-01', '2027-01-05'], [null, null, null]],
    ['today', ['2026-11-27'], [null]],
    ['yesterday', ['2026-11-26'], ['date_past']],
    ['the same day twice', ['2026-12-01', '2026-12-01'], [null, 'date_repeated']],
    ['a past day and then the same day again', ['2026-11-01', '2026-11-01'], ['date_past', 'date_past']],
    ['not a day', ['2026-02-30', 'soon'], ['invalid', 'invalid']],
    ['unused boxes', ['2026-12-01', '', ''], [null, null, null]],
  ])('%s', (_name, dates, expected) => {
    expect(preferredDateProblems({ dates, today: TODAY })).toEqual(expected);
  });
});

describe('makeRtaRequestSchema', () => {
  // 08:00 in Dubai on 27 November 2026 (the day turns at 20:00 UTC)
  const schema = makeRtaRequestSchema({ now: new Date('2026-11-27T04:00:00Z') });

  it('takes typed dd/MM/yyyy text (a plain post) as ISO days', () => {
    expect(schema.parse({ testType: 'road', preferredDate1: '28/11/2026', preferredDate2: '2026-12-02' })).toMatchObject({
      preferredDate1: '2026-11-28',
      preferredDate2: '2026-12-02',
      preferredDate3: '',
    });
  });

  it('judges "today" in Dubai, not UTC', () => {
    const lateUtc = makeRtaRequestSchema({ now: new Date('2026-11-27T21:00:00Z') }); // already the 28th in Dubai
    expect(lateUtc.safeParse({ testType: 'road', preferredDate1: '2026-11-27' }).success).toBe(false);
    expect(lateUtc.safeParse({ testType: 'road', preferredDate1: '2026-11-28' }).success).toBe(true);
  });

  it('needs a test and a first day', () => {
    const res = schema.safeParse({ testType: '', preferredDate1: '' });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['preferredDate1', 'testType']);
  });
});
