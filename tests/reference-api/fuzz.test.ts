import { z } from 'zod';
import { ERROR_CODES } from '../../reference-api/src/error-codes';
import { FIELD_CODES } from '../../reference-api/src/platform/fields';
import { call, signupPayload, startTestApp, type TestApp } from './support/test-app';
import { prng } from './support/prng';

// Malformed input must never produce a 5xx nor leak an internal: random bodies, mutated valid bodies, odd
// content types, wrong methods, over-long paths, garbage tokens and query strings against every route that
// takes input. Every error is the envelope with a registered code. Seeded PRNG: failures replay.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => t?.close());

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
  ['POST', '/upload/v1/upload'],
  ['POST', '/student/documents'],
];

const envelopeSchema = z
  .object({
    statusCode: z.number().int(),
    code: z.enum(Object.keys(ERROR_CODES) as [string, ...string[]]),
    message: z.string(),
    fields: z
      .record(
        z.string(),
        z.strictObject({
          code: z.enum(Object.keys(FIELD_CODES) as [string, ...string[]]),
          message: z.string(),
          params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
        }),
      )
      .optional(),
  })
  .strict();

/** What an error must never show: framework codes, stack frames, SQL, database words, file paths. */
const LEAKS = [
  /FST_/,
  /\bError:/,
  /\n\s+at /,
  /\bat [\w.<>]+ \(/,
  /\b(select|insert into|update \w+ set|delete from)\b/i,
  /syntax error|violates|relation "|constraint "|duplicate key|invalid input syntax/i,
  /\/(work|home|usr|tmp|node_modules)\//,
  /\.(ts|js|mjs|cjs):\d+/,
  /drizzle|pglite|postgres|zod|fastify/i,
];

function expectEnvelope(res: { status: number; body: unknown; headers?: Record<string, unknown> }, label: string) {
  if (res.status >= 500) throw new Error(`${label} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
  if (res.status >= 400) {
    for (const leak of LEAKS) if (leak.test(text)) throw new Error(`${label} leaks ${leak}: ${text.slice(0, 300)}`);
    const parsed = envelopeSchema.safeParse(res.body);
    if (!parsed.success) throw new Error(`${label} → ${res.status} not an envelope: ${text.slice(0, 300)}`);
    const def = ERROR_CODES[parsed.data.code]!;
    expect({ label, status: res.status, statusCode: parsed.data.statusCode, message: parsed.data.message }).toEqual({
      label,
      status: def.status,
      statusCode: def.status,
      message: def.message,
    });
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
      expectEnvelope(big, `${method} ${url} big`);
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
    for (const id of ['%00', '%E0%A4%A', 'a'.repeat(300), '..%2F..%2F', '%F0%9F%92%A5', '%', '%%', '%C0%AF']) {
      expectEnvelope(await call(t.app, { method: 'GET', url: `/entity/v1/countries/${id}` }), `GET countries/${id}`);
      expectEnvelope(await call(t.app, { method: 'PUT', url: `/user/v1/auth/verify-email/${id}`, payload: {} }), `PUT verify-email/${id}`);
    }
  });

  it('wrong methods, unknown paths and over-long parameters', async () => {
    const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;
    for (const [, url] of JSON_ROUTES) {
      for (const method of methods) {
        const res = await call(t.app, { method, url, payload: method === 'GET' || method === 'OPTIONS' ? undefined : {} });
        expectEnvelope(res, `${method} ${url}`);
        if (res.status === 405) expect(res.headers.allow).toBeTruthy();
      }
    }
    for (const path of ['/entity/v1/license-type/', '/entity/v1/occupation/', '/user/v1/auth/verify-email/']) {
      const res = await call(t.app, { method: path.includes('verify') ? 'PUT' : 'GET', url: `${path}${'a'.repeat(120)}`, payload: {} });
      expect(res.status === 414 || res.status === 404).toBe(true);
      expectEnvelope(res, `long ${path}`);
    }
    for (const url of ['/nope', '/user/v1/auth', '/entity/v1/license-type/x/y', '/%', '/sandbox/outbox/x']) {
      expectEnvelope(await call(t.app, { method: 'GET', url }), `GET ${url}`);
    }
  });
});
