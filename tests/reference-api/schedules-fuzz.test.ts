import { ERROR_CODES } from '../../reference-api/src/error-codes';
import { at, dayAhead, PRACTICE_STAGE, sandboxLearners, slotAt, startScheduleApp } from './support/schedules';
import { call, type TestApp } from './support/test-app';
import { prng } from './support/prng';

// Every schedule route, fed mutated valid bodies and query strings and forged slot ids by a registered
// learner (so the input reaches the rules, not just the parser): never a 5xx, every error the envelope
// with a registered code, its status and its message. Seeded PRNG: a failure replays.

let t: TestApp;
let token: string;
let slotId: string;
let day: string;
beforeAll(async () => {
  t = await startScheduleApp();
  const [l] = await sandboxLearners(t, 1);
  token = l!.token;
  day = dayAhead(t, 5);
  slotId = (await slotAt(t, token, day, '10:00')).slotId;
}, 120_000);
afterAll(async () => t?.close());

const rand = prng(20261125);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const WEIRD: unknown[] = [
  '',
  ' ',
  '0',
  '-1',
  'NaN',
  '1e309',
  '\u0000',
  '\ud800',
  '💥'.repeat(40),
  'a'.repeat(3000),
  "' or 1=1 --",
  '__proto__',
  '2026-02-30',
  '9999-12-31T00:00:00.000Z',
  '2026-12-02T25:00:00Z',
  'it-vip',
  'br-main',
  'GROUPED',
  0,
  -1,
  1.5,
  2 ** 53,
  1e308,
  true,
  null,
  [],
  {},
  [1, 2],
  { en: 'x' },
];

/** Replace, drop or retype one field. */
function mutate(value: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...value };
  const key = pick(Object.keys(copy));
  if (rand() < 0.3) delete copy[key];
  else copy[key] = pick(WEIRD);
  return copy;
}

const asQuery = (q: Record<string, unknown>) =>
  Object.entries(q)
    .map(([k, v]) => {
      const text = typeof v === 'string' ? v : JSON.stringify(v);
      try {
        return `${k}=${encodeURIComponent(text)}`;
      } catch {
        return `${k}=%ED%A0%80`;
      }
    })
    .join('&');

function expectEnvelope(res: { status: number; body: { statusCode?: number; code?: string; message?: string } }, label: string) {
  if (res.status >= 500) throw new Error(`${label} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  if (res.status < 400) return;
  const def = ERROR_CODES[res.body?.code ?? ''];
  if (!def) throw new Error(`${label} → ${res.status} with no registered code: ${JSON.stringify(res.body).slice(0, 300)}`);
  expect({ label, status: res.status, statusCode: res.body.statusCode, message: res.body.message }).toEqual({
    label,
    status: def.status,
    statusCode: def.status,
    message: def.message,
  });
  expect(JSON.stringify(res.body)).not.toMatch(/violates|constraint "|duplicate key|tstzrange|drizzle|pglite|postgres|\n\s+at /i);
}

describe('schedule routes under fuzzed input', () => {
  const bodies = (): [string, string, Record<string, unknown>][] => [
    [
      'POST',
      '/schedule/v1/schedule/find',
      { instanceCode: PRACTICE_STAGE, startDate: day, endDate: day, branchId: 'br-al-quoz', instructorTypeId: 'it-standard', gearType: 'automatic' },
    ],
    ['POST', '/schedule/v1/schedule/book', { instanceCode: PRACTICE_STAGE, slotId, instructorId: 'ins-quoz-imran' }],
    [
      'POST',
      '/schedule/v1/schedule/book-custom-schedule',
      { startsAt: at(day, '13:00'), durationMinutes: 30, branchId: 'br-al-quoz', gearType: 'automatic' },
    ],
    ['POST', '/schedule/v1/lecture-hall/find-schedule', { startDate: day, endDate: day, branchId: 'br-al-quoz' }],
    ['POST', '/schedule/v1/lecture-hall/book-schedule', { slotId }],
    ['POST', '/schedule/v1/mock-test/find-schedule', { startDate: day, endDate: day }],
    ['POST', '/schedule/v1/mock-test/book-schedule', { slotId }],
    ['POST', '/schedule/v1/simulator-training/find-schedule', { startDate: day, endDate: day }],
    ['POST', '/schedule/v1/simulator-training/book-schedule', { slotId, rescheduleOf: 'sch-x' }],
    ['POST', '/schedule/v1/schedule/sch-aisha-theory-1/rating', { rating: 5 }],
    ['POST', '/schedule/v1/schedule/sch-aisha-theory-1/comment', { message: 'Good' }],
  ];
  const queries = (): [string, Record<string, unknown>][] => [
    [
      '/schedule/v1/work-time/practical-training/time-slots',
      {
        instanceCode: PRACTICE_STAGE,
        licenseTypeId: 'lt-lmv',
        branchId: 'br-al-quoz',
        instructorTypeId: 'it-standard',
        courseTypeId: 'ct-regular',
        gearType: 'automatic',
        date: day,
        durationMinutes: 60,
      },
    ],
    ['/schedule/v1/availability/instructor/find-vip-slots', { date: day, branchId: 'br-main-training', durationMinutes: 60 }],
    ['/schedule/v1/schedule/list', { year: 2026, month: 12, status: 'SCHEDULED', courseId: 'crs-lmv-standard', studentId: 'usr-aisha' }],
    ['/schedule/v1/schedule/list', { startDate: day, endDate: day, status: 'GROUPED' }],
  ];

  it('mutated JSON bodies', async () => {
    for (let i = 0; i < 300; i += 1) {
      const [method, url, body] = pick(bodies());
      const payload = mutate(body);
      const res = await call(t.app, { method: method as 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
      expectEnvelope(res, `${method} ${url} ${JSON.stringify(payload).slice(0, 200)}`);
    }
  });

  it('mutated query strings', async () => {
    for (let i = 0; i < 200; i += 1) {
      const [url, query] = pick(queries());
      const full = `${url}?${asQuery(mutate(query))}`;
      const res = await call(t.app, { method: 'GET', url: full, headers: { authorization: `Bearer ${token}` } });
      expectEnvelope(res, `GET ${full.slice(0, 200)}`);
    }
  });

  it('forged slot ids (well-formed base64url of odd JSON)', async () => {
    const parts = [
      ['p', 'practical', 'br-al-quoz', Date.parse(at(day, '10:00')), 60, 'automatic', 'it-standard'],
      ['h', 'hall-al-quoz', Date.parse(at(day, '11:00'))],
      ['d', 'simulator', 'br-main-training', Date.parse(at(day, '08:30'))],
    ];
    const urls = ['/schedule/v1/schedule/book', '/schedule/v1/lecture-hall/book-schedule', '/schedule/v1/simulator-training/book-schedule'];
    for (let i = 0; i < 150; i += 1) {
      const key = [...pick(parts)];
      const at2 = Math.floor(rand() * key.length);
      key[at2] = pick([...WEIRD, 8.64e15 + 1, -8.64e15, Number.MAX_SAFE_INTEGER, 1, 600, 100000]) as never;
      const forged = Buffer.from(JSON.stringify(key)).toString('base64url');
      const url = pick(urls);
      const res = await call(t.app, {
        method: 'POST',
        url,
        payload: { instanceCode: PRACTICE_STAGE, slotId: forged },
        headers: { authorization: `Bearer ${token}` },
      });
      expectEnvelope(res, `POST ${url} ${JSON.stringify(key).slice(0, 200)}`);
    }
  });
});
