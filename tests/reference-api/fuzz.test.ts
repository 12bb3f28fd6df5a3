import { call, signupPayload, startTestApp, type TestApp } from './support/test-app';

// Malformed input must never produce a 5xx: random bodies, mutated valid bodies, odd content types,
// garbage tokens and query strings against every route that takes input. Seeded PRNG: failures replay.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => t?.close());

function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = prng(20261120);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const WEIRD_STRINGS = [
  '',
  ' ',
  'null',
  '0',
  '-1',
  '1e309',
  'NaN',
  'true',
  '\u0000',
  '\ud800',
  '💥'.repeat(50),
  'a'.repeat(5000),
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '971501234567',
  '+971 50 123 4567',
  'Student@12345',
  '123456',
  '2000-02-30',
  '9999-12-31',
  'lt-lmv',
  'br-main',
  '__proto__',
  'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1c3ItYWlzaGEiLCJ0eXAiOiJhY2Nlc3MifQ.',
];

function randomValue(depth = 0): unknown {
  const r = rand();
  if (depth > 3 || r < 0.25) return pick(WEIRD_STRINGS);
  if (r < 0.35) return pick([0, -1, 1.5, 2 ** 53, -(2 ** 31), 1e308, 123456, 971501234567]);
  if (r < 0.45) return pick([true, false, null]);
  if (r < 0.7) return Array.from({ length: Math.floor(rand() * 4) }, () => randomValue(depth + 1));
  const keys = [
    'username',
    'password',
    'phone',
    'otp',
    'id',
    'resetJWTToken',
    'verifyToken',
    'role',
    'name',
    'email',
    'phones',
    'firstNumber',
    'studentDetails',
    'dob',
    'gender',
    'nationality',
    'trainingBranchId',
    'constructor',
    'sortOrder',
    'en',
    'ar',
  ];
  const obj: Record<string, unknown> = {};
  for (let i = 0; i < Math.floor(rand() * 6); i++) obj[pick(keys)] = randomValue(depth + 1);
  return obj;
}

/** Replace, drop or retype one leaf of a valid payload: reaches the business rules, not just the parser. */
function mutate<T>(value: T): T {
  const copy = structuredClone(value);
  const paths: string[][] = [];
  const walk = (v: unknown, p: string[]) => {
    if (v && typeof v === 'object') for (const [k, child] of Object.entries(v)) walk(child, [...p, k]);
    paths.push(p);
  };
  walk(copy, []);
  const path = pick(paths.filter((p) => p.length > 0));
  // Walks objects and arrays alike: an array index is a string key too.
  let parent = copy as Record<string, unknown>;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  if (rand() < 0.3) delete parent[last];
  else parent[last] = randomValue(2);
  return copy;
}

const safeEncode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, sent as its raw (invalid) UTF-8 bytes
  }
};

const JSON_ROUTES: [string, string][] = [
  ['POST', '/user/v1/auth/signup'],
  ['POST', '/user/v1/auth/send-otp'],
  ['POST', '/user/v1/auth/resend-otp'],
  ['POST', '/user/v1/auth/verify-otp'],
  ['POST', '/user/v1/auth/login'],
  ['POST', '/user/v1/auth/login-otp'],
  ['POST', '/user/v1/auth/login-otp/verify'],
  ['POST', '/user/v1/auth/forgot-password'],
  ['POST', '/user/v1/auth/reset-password'],
  ['POST', '/user/v1/auth/logout'],
  ['POST', '/user/v1/auth/send-verify-email'],
  ['PUT', '/user/v1/auth/verify-email/usr-aisha'],
  ['PUT', '/user/v1/student/pre-register'],
  ['POST', '/entity/v1/occupation'],
  ['PUT', '/entity/v1/occupation/occ-student'],
  ['POST', '/upload/v1/read-emirate-id'],
];

function expectEnvelope(res: { status: number; body: unknown }, label: string) {
  if (res.status >= 500) throw new Error(`${label} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  if (res.status >= 400) {
    expect(res.body).toEqual(expect.objectContaining({ statusCode: res.status, message: expect.any(String) }));
  }
}

describe('fuzzed input never yields 5xx', () => {
  it('random JSON bodies on every input route', async () => {
    for (let i = 0; i < 400; i++) {
      const [method, url] = pick(JSON_ROUTES);
      const payload = JSON.stringify(randomValue());
      const res = await call(t.app, { method: method as 'POST', url, payload, headers: { 'content-type': 'application/json' } });
      expectEnvelope(res, `${method} ${url} ${payload.slice(0, 200)}`);
    }
  });

  it('mutated valid sign-up and quick-register payloads', async () => {
    for (let i = 0; i < 150; i++) {
      const payload = mutate(signupPayload());
      const res = await call(t.app, { method: 'POST', url: '/user/v1/auth/signup', payload });
      expectEnvelope(res, `signup ${JSON.stringify(payload).slice(0, 300)}`);
    }
  });

  it('broken JSON, odd content types and oversized bodies', async () => {
    const bodies = [
      '{',
      '[',
      '{"a":}',
      'nul',
      '"unterminated',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{}}}',
      '\u0000',
      '{}'.repeat(1000),
    ];
    const types = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', ''];
    for (const [method, url] of JSON_ROUTES) {
      for (const payload of bodies) {
        const res = await call(t.app, { method: method as 'POST', url, payload, headers: { 'content-type': pick(types) } });
        expectEnvelope(res, `${method} ${url} ${payload.slice(0, 40)}`);
      }
      const big = await call(t.app, {
        method: method as 'POST',
        url,
        payload: `{"a":"${'x'.repeat(1_100_000)}"}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(big.status).toBe(413);
      const empty = await call(t.app, { method: method as 'POST', url, headers: { 'content-type': 'application/json' } });
      expectEnvelope(empty, `${method} ${url} empty`);
    }
  });

  it('garbage bearer tokens and query strings', async () => {
    const urls = ['/user/v1/student/profile', '/entity/v1/countries', '/entity/v1/license-type/lt-lmv', '/sandbox/outbox'];
    for (let i = 0; i < 150; i++) {
      const q = Array.from(
        { length: 3 },
        () => `${pick(['_filters', '_sort', '_order', '_start', '_end', 'to', 'limit', 'x'])}=${safeEncode(String(pick(WEIRD_STRINGS)))}`,
      ).join('&');
      const url = `${pick(urls)}?${q}`;
      const res = await call(t.app, {
        method: 'GET',
        url,
        headers: { authorization: `${pick(['Bearer ', 'bearer ', 'Basic ', ''])}${pick(WEIRD_STRINGS)}` },
      });
      expectEnvelope(res, `GET ${url}`);
    }
    for (const id of ['%00', '%E0%A4%A', 'a'.repeat(300), '..%2F..%2F', '%F0%9F%92%A5']) {
      expectEnvelope(await call(t.app, { method: 'GET', url: `/entity/v1/countries/${id}` }), `GET countries/${id}`);
    }
  });
});
