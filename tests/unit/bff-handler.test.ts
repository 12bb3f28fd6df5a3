jest.mock('next/headers', () => jest.requireActual('./support/next-headers'));

import * as z from 'zod';
import { readBounded } from '@/lib/bff/body';
import { bffHandler } from '@/lib/bff/handler';
import { dataResponse } from '@/lib/bff/respond';
import { appError, fail, ok } from '@/lib/errors/app-error';
import { loginSchema } from '@/lib/schemas/auth';
import { endSession, getSession, startSession, type SessionUser } from '@/lib/session';
import { errorFromResponse } from '@/lib/upstream/errors';
import { browser } from './support/next-headers';

// bffHandler, the one wrapper of every BFF route handler, called as Next calls it: with a Request.
// What a caller sees: the CSRF wall first, then who may call, then a body read within its limit
// (counted on the stream) and checked, and every failure in the one envelope.

const ORIGIN = 'http://localhost:3000';
const URL_ = `${ORIGIN}/api/test`;

beforeEach(() => browser.reset());

/**
 * A body of `total` bytes in `chunk`-byte pieces, produced only when read (highWaterMark 0), counting
 * what was pulled and whether it was cancelled.
 */
function stream(total: number, chunk = 1024) {
  const seen = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled >= total) return controller.close();
        const size = Math.min(chunk, total - seen.pulled);
        seen.pulled += size;
        controller.enqueue(new Uint8Array(size).fill(0x20));
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { body, seen };
}

function post(body: BodyInit | null, headers: Record<string, string> = {}, method = 'POST') {
  return new Request(URL_, {
    method,
    body,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

const json = (value: unknown, headers: Record<string, string> = {}) => post(JSON.stringify(value), headers);

async function envelope(res: Response) {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const student: SessionUser = {
  id: 'usr-1',
  name: 'Aisha',
  email: 'a@example.ae',
  studentId: 'STU-1',
  avatarUrl: null,
  roles: ['student'],
  isPreRegisteredUser: false,
  hasNationality: true,
};

describe('readBounded: a body is counted as it arrives', () => {
  it('reads a body within the limit', async () => {
    const read = await readBounded(new Request(URL_, { method: 'POST', body: 'hello' }), 5);
    expect(read.ok && new TextDecoder().decode(read.bytes)).toBe('hello');
  });

  it('gives up on a chunked body with no Content-Length as soon as it passes the limit', async () => {
    const { body, seen } = stream(1024 * 1024);
    const read = await readBounded(new Request(URL_, { method: 'POST', body, duplex: 'half' } as RequestInit), 16 * 1024);
    expect(read).toEqual({ ok: false, reason: 'too-large' });
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThan(64 * 1024);
  });

  it('does not believe a small Content-Length on a big body', async () => {
    const { body, seen } = stream(1024 * 1024);
    const req = new Request(URL_, { method: 'POST', body, duplex: 'half', headers: { 'content-length': '10' } } as RequestInit);
    expect(await readBounded(req, 4096)).toEqual({ ok: false, reason: 'too-large' });
    expect(seen.pulled).toBeLessThan(64 * 1024);
  });

  it('refuses a declared Content-Length over the limit without reading a byte', async () => {
    const { body, seen } = stream(10_000);
    const req = new Request(URL_, { method: 'POST', body, duplex: 'half', headers: { 'content-length': '10000' } } as RequestInit);
    expect(await readBounded(req, 4096)).toEqual({ ok: false, reason: 'too-large' });
    expect(seen.pulled).toBe(0);
  });

  it('reports a body that breaks off as unreadable', async () => {
    const body = new ReadableStream({
      pull() {
        throw new Error('connection reset');
      },
    });
    expect(await readBounded(new Request(URL_, { method: 'POST', body, duplex: 'half' } as RequestInit), 4096)).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });
});

describe('bffHandler: the CSRF wall comes first', () => {
  const fn = jest.fn(async () => ok('ran'));
  const handler = bffHandler({ access: 'student', body: loginSchema }, fn);
  beforeEach(() => fn.mockClear());

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a sibling subdomain', { origin: 'http://evil.localhost:3000' }],
    ['no Origin and no Referer', { origin: '' }],
    ['Origin: null', { origin: 'null' }],
  ])('a POST from %s is refused with 403 cross_origin before anything else is looked at', async (_name, headers) => {
    const req = new Request(URL_, { method: 'POST', body: 'not even json', headers: { 'content-type': 'text/plain', ...headers } });
    if (headers.origin === '') req.headers.delete('origin');
    expect(await envelope(await handler(req))).toEqual({
      status: 403,
      body: { statusCode: 403, code: 'cross_origin', message: 'Cross-origin request refused' },
    });
    expect(fn).not.toHaveBeenCalled();
  });

  it('lets a same-origin page through (Origin, or Referer when there is no Origin)', async () => {
    const open = bffHandler({ access: 'public' }, fn);
    expect((await open(new Request(URL_, { method: 'POST', headers: { origin: ORIGIN } }))).status).toBe(200);
    expect((await open(new Request(URL_, { method: 'POST', headers: { referer: `${ORIGIN}/en/auth/login` } }))).status).toBe(200);
  });

  it('leaves reads alone: a GET from anywhere reaches the handler', async () => {
    const open = bffHandler({ access: 'public' }, fn);
    expect((await open(new Request(URL_, { headers: { origin: 'https://evil.example' } }))).status).toBe(200);
  });
});

describe("bffHandler: access 'student'", () => {
  const fn = jest.fn(async () => ok({ secret: 'student data' }));
  const handler = bffHandler({ access: 'student' }, fn);
  beforeEach(() => fn.mockClear());

  it('answers 401 without a session', async () => {
    expect(await envelope(await handler(post(null)))).toEqual({
      status: 401,
      body: { statusCode: 401, code: 'unauthorized', message: 'Unauthorized' },
    });
    expect(fn).not.toHaveBeenCalled();
  });

  it('answers 401 to a logged-in account that is not a student', async () => {
    await startSession(await getSession(), { token: 't', user: { ...student, roles: ['admin'] } });
    expect((await handler(post(null))).status).toBe(401);
    expect(fn).not.toHaveBeenCalled();
  });

  it('answers 401 to a session that was ended, even with its cookie', async () => {
    await startSession(await getSession(), { token: 't', user: student });
    const cookie = browser.cookieNames().map((name) => [name, browser.cookie(name)!] as const);
    await endSession(await getSession());
    for (const [name, value] of cookie) browser.setCookie(name, value);
    expect((await handler(post(null))).status).toBe(401);
  });

  it('runs for a student and answers { statusCode, data }, never cacheable', async () => {
    await startSession(await getSession(), { token: 't', user: student });
    const res = await handler(post(null));
    expect(await envelope(res)).toEqual({ status: 200, body: { statusCode: 200, data: { secret: 'student data' } } });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('bffHandler: the body', () => {
  const fn = jest.fn(async ({ body }: { body: unknown }) => ok(body));
  const handler = bffHandler({ access: 'public', body: z.object({ name: z.string() }), maxBytes: 1024 }, fn);
  beforeEach(() => fn.mockClear());

  it.each([
    ['no content type', { 'content-type': '' }],
    ['text/plain', { 'content-type': 'text/plain' }],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }],
  ])('%s → 415 unsupported_media_type', async (_name, headers) => {
    const res = await handler(post('{"name":"x"}', headers));
    expect(await envelope(res)).toEqual({
      status: 415,
      body: { statusCode: 415, code: 'unsupported_media_type', message: 'Unsupported content type' },
    });
    expect(fn).not.toHaveBeenCalled();
  });

  it('takes JSON with a charset', async () => {
    expect((await handler(json({ name: 'x' }, { 'content-type': 'application/json; charset=utf-8' }))).status).toBe(200);
  });

  it('a chunked body with no Content-Length over the limit → 413, read no further than needed', async () => {
    const { body, seen } = stream(256 * 1024, 512);
    const res = await handler(post(body));
    expect(await envelope(res)).toEqual({ status: 413, body: { statusCode: 413, code: 'payload_too_large', message: 'Request body is too large' } });
    expect(seen.pulled).toBeLessThanOrEqual(1024 + 512);
    expect(fn).not.toHaveBeenCalled();
  });

  it('a body that lies with a small Content-Length → 413', async () => {
    const { body } = stream(64 * 1024, 512);
    expect((await handler(post(body, { 'content-length': '20' }))).status).toBe(413);
    expect(fn).not.toHaveBeenCalled();
  });

  it('the default limit is 16 KiB', async () => {
    const open = bffHandler({ access: 'public', body: z.object({ name: z.string() }) }, fn);
    expect((await open(json({ name: 'x'.repeat(16 * 1024) }))).status).toBe(413);
    expect((await open(json({ name: 'x'.repeat(15 * 1024) }))).status).toBe(200);
  });

  it.each([
    ['not JSON', '{"name": '],
    ['not UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ])('%s → 400 invalid_data with no fields', async (_name, body) => {
    expect(await envelope(await handler(post(body)))).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'invalid_data', message: 'Invalid Data in Form!' },
    });
  });

  it('a GET to a handler that takes a body → 405', async () => {
    const res = await handler(new Request(URL_, { headers: { origin: ORIGIN } }));
    expect(await envelope(res)).toEqual({ status: 405, body: { statusCode: 405, code: 'method_not_allowed', message: 'Method Not Allowed' } });
  });

  it('hands the parsed body to the operation', async () => {
    await handler(json({ name: '  trimmed  ', extra: 'dropped' }));
    expect(fn).toHaveBeenCalledWith(expect.objectContaining({ body: { name: '  trimmed  ' } }));
  });

  it('builds a body schema from its factory on every request (schemas that depend on the clock)', async () => {
    let calls = 0;
    const clocked = bffHandler({ access: 'public', body: () => (calls++, z.object({ n: z.literal(calls) })) }, async () => ok(null));
    expect((await clocked(json({ n: 1 }))).status).toBe(200);
    expect((await clocked(json({ n: 2 }))).status).toBe(200);
    expect((await clocked(json({ n: 2 }))).status).toBe(400);
  });
});

describe('bffHandler: validation errors are the one envelope (issue 7 #18)', () => {
  const handler = bffHandler({ access: 'public', body: loginSchema }, async () => ok(null));

  it('answers each failing field with { code, message, params }: no list, no "" key, no encoded code', async () => {
    const res = await handler(json({ countryCode: '971', startingCode: '59', number: '12', password: '' }));
    const { status, body } = await envelope(res);
    expect(status).toBe(400);
    expect(body).toEqual({
      statusCode: 400,
      code: 'invalid_data',
      message: 'Invalid Data in Form!',
      fields: {
        startingCode: { code: 'invalid', message: 'Phone Number is invalid', params: { field: 'phone' } },
        number: { code: 'invalid', message: 'Phone Number is invalid', params: { field: 'phone' } },
        password: { code: 'required', message: 'Password is required', params: { field: 'password' } },
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/v:|validation\.|"errors"/);
  });

  it.each([
    ['null', null],
    ['a list', [{ password: 'x' }]],
    ['a string', 'password'],
    ['a number', 7],
  ])('a body that is %s is invalid data, never a field called ""', async (_name, value) => {
    const { status, body } = await envelope(await handler(json(value)));
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, code: 'invalid_data', message: 'Invalid Data in Form!' });
    expect(Object.keys((body.fields as object | undefined) ?? {})).not.toContain('');
  });

  it('checks the query against its schema the same way', async () => {
    const listed = bffHandler({ access: 'public', query: z.object({ page: z.string().regex(/^\d+$/).optional() }).strict() }, async ({ query }) =>
      ok(query),
    );
    expect(await envelope(await listed(new Request(`${URL_}?page=2`)))).toEqual({ status: 200, body: { statusCode: 200, data: { page: '2' } } });
    const { status, body } = await envelope(await listed(new Request(`${URL_}?page=two&debug=1`)));
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      page: { code: 'invalid', message: 'Page is invalid', params: { field: 'page' } },
      debug: { code: 'invalid', message: 'Debug is invalid', params: { field: 'debug' } },
    });
  });
});

describe('bffHandler: what the operation answers', () => {
  const run = (fn: () => Promise<unknown>) => bffHandler({ access: 'public' }, fn as never)(post(null));

  it('a refusal is its envelope, with Retry-After for a throttle', async () => {
    const res = await run(async () => fail(appError('otp_send_limit', { retryAfter: 120 })));
    expect(await envelope(res)).toEqual({
      status: 429,
      body: { statusCode: 429, code: 'otp_send_limit', message: 'Too many OTP requests, please try again later' },
    });
    expect(res.headers.get('retry-after')).toBe('120');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a value of nothing is data: null; a Response passes as it is', async () => {
    expect(await envelope(await run(async () => ok(undefined)))).toEqual({ status: 200, body: { statusCode: 200, data: null } });
    const res = await run(async () => new Response('pdf', { status: 200, headers: { 'content-type': 'application/pdf' } }));
    expect([res.headers.get('content-type'), await res.text()]).toEqual(['application/pdf', 'pdf']);
  });

  it('an upstream failure thrown inside reads in our words, never the upstream’s', async () => {
    const leak = 'TypeError at /srv/api/app.js postgres://admin:hunter2@db.internal';
    const res = await run(async () => {
      throw errorFromResponse(500, { message: leak, stack: leak });
    });
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ statusCode: 500, code: 'internal', message: 'Internal Server Error' });
    expect(text).not.toContain('hunter2');
  });

  it('an AppError thrown inside is its envelope; anything else is a plain 500', async () => {
    expect((await run(async () => Promise.reject(appError('forbidden')))).status).toBe(403);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await run(async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'token')");
    });
    quiet.mockRestore();
    expect(await envelope(res)).toEqual({ status: 500, body: { statusCode: 500, code: 'internal', message: 'Internal Server Error' } });
  });

  it('a success message travels beside the data', async () => {
    expect(await dataResponse({ a: 1 }, { status: 201, message: 'Created' }).json()).toEqual({ statusCode: 201, message: 'Created', data: { a: 1 } });
  });
});
