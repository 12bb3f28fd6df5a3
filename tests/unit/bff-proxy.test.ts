jest.mock('next/headers', () => jest.requireActual('./support/next-headers'));

import { NextRequest } from 'next/server';
import * as z from 'zod';
import { GET, POST, PUT } from '@/app/api/[...path]/route';
import { proxyToUpstream } from '@/lib/bff/proxy';
import { allowedMethods, matchProxyRoute, PROXY_ROUTES } from '@/lib/bff/routes';
import { listQuery } from '@/lib/bff/routes/lookups';
import type { ProxyEntry } from '@/lib/bff/routes/types';
import { getSession, isLoggedIn, readSession, startSession } from '@/lib/session';
import { forgetCached } from '@/lib/upstream/cache';
import { browser } from './support/next-headers';
import { apiUser, envelope, fakeUpstream } from './support/upstream';

// The BFF is a table, not a tunnel: only the listed method + path pairs reach the API, with only
// their allowed query, and nothing of the API's own error bodies comes back.

const ORIGIN = 'http://localhost:3000';
const upstream = fakeUpstream();
afterAll(() => upstream.restore());
beforeEach(() => {
  upstream.reset();
  browser.reset();
  forgetCached();
});

const request = (path: string, init: ConstructorParameters<typeof NextRequest>[1] = {}) => new NextRequest(`${ORIGIN}/api${path}`, init);

async function answer(res: Response) {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function loggedInStudent(token = 'tok-1') {
  await startSession(await getSession(), {
    token,
    user: {
      id: 'usr-1',
      name: 'Aisha',
      email: 'a@x.ae',
      studentId: 'S',
      avatarUrl: null,
      roles: ['student'],
      isPreRegisteredUser: false,
      hasNationality: true,
    },
  });
}

describe('the allow-list (lib/bff/routes)', () => {
  it.each([
    ['GET', '/entity/v1/license-type', 'public'],
    ['GET', '/entity/v1/license-type/all', 'public'],
    ['GET', '/entity/v1/license-type/lt-lmv', 'public'],
    ['GET', '/entity/v1/training-branch', 'public'],
    ['GET', '/entity/v1/emirates', 'public'],
    ['GET', '/entity/v1/countries', 'public'],
    ['GET', '/entity/v1/occupation', 'public'],
    ['GET', '/entity/v1/visa-profession', 'public'],
    ['GET', '/entity/v1/languages', 'public'],
    ['GET', '/user/v1/student/profile', 'student'],
    ['get', '/user/v1/student/profile', 'student'],
  ])('%s %s is open to %s callers', (method, path, access) => {
    expect(matchProxyRoute(method, path)?.entry.access).toBe(access);
  });

  it('prefers license-type/all over license-type/:id, and hands over the params', () => {
    expect(matchProxyRoute('GET', '/entity/v1/license-type/all')).toEqual({
      entry: expect.objectContaining({ pattern: '/entity/v1/license-type/all' }),
      params: {},
    });
    expect(matchProxyRoute('GET', '/entity/v1/license-type/lt_heavy-2')).toEqual({
      entry: expect.objectContaining({ pattern: '/entity/v1/license-type/:id' }),
      params: { id: 'lt_heavy-2' },
    });
  });

  it.each([
    ['an unknown path', 'GET', '/admin/users'],
    ['the API root', 'GET', '/'],
    ['a known path with another method', 'DELETE', '/entity/v1/countries'],
    ['a write to a read-only list', 'POST', '/entity/v1/license-type'],
    ['a call that changes the session (it has its own handler)', 'POST', '/user/v1/auth/login'],
    ['another student’s data by a longer path', 'GET', '/user/v1/student/profile/usr-2'],
    ['a trailing slash', 'GET', '/entity/v1/countries/'],
    ['a doubled slash', 'GET', '/entity//v1/countries'],
    ['an encoded slash in a param', 'GET', '/entity/v1/license-type/..%2F..%2Fuser'],
    ['a dot-dot param', 'GET', '/entity/v1/license-type/..'],
    ['a percent-encoded static segment', 'GET', '/entity/v1/%63ountries'],
    ['an empty param', 'GET', '/entity/v1/license-type/'],
    ['a param of 65 characters', 'GET', `/entity/v1/license-type/${'a'.repeat(65)}`],
    ['a param of 120 characters (issue 7 #7)', 'GET', `/entity/v1/license-type/${'a'.repeat(120)}`],
  ])('refuses %s', (_name, method, path) => {
    expect(matchProxyRoute(method, path)).toBeNull();
  });

  it('tells the methods a known path answers to, and none for an unknown one', () => {
    expect(allowedMethods('/entity/v1/countries')).toEqual(['GET']);
    expect(allowedMethods('/entity/v1/license-type/lt-lmv')).toEqual(['GET']);
    expect(allowedMethods('/nowhere')).toEqual([]);
  });

  it.each(PROXY_ROUTES.map((entry) => [`${entry.method} ${entry.pattern}`, entry] as const))(
    '%s refuses any query parameter it does not name',
    (_name, entry) => {
      expect(entry.query.safeParse({ smuggled: '1' }).success).toBe(false);
      expect(entry.query.safeParse({}).success).toBe(true);
    },
  );

  it.each(PROXY_ROUTES.map((entry) => [`${entry.method} ${entry.pattern}`, entry] as const))(
    '%s: a sane timeout, no body on a read, no shared caching of student data',
    (_name, entry) => {
      expect(entry.timeoutMs).toBeGreaterThan(0);
      expect(entry.timeoutMs).toBeLessThanOrEqual(30_000);
      if (entry.method === 'GET') expect(entry.maxBytes).toBe(0);
      if (entry.access === 'student') expect(entry.publicMaxAge).toBeUndefined();
    },
  );

  it.each([
    [{ _start: '0', _end: '1000', _sort: 'name.en', _order: 'ASC', _filters: '{"isEnabledForRegistration":true}' }, true],
    [{ _order: 'desc' }, true],
    [{ _start: '-1' }, false],
    [{ _end: '12345678' }, false],
    [{ _sort: 'name;drop' }, false],
    [{ _order: 'RANDOM' }, false],
    [{ _filters: 'x'.repeat(2001) }, false],
  ])('the list query %j is %s', (query, valid) => {
    expect(listQuery.safeParse(query).success).toBe(valid);
  });
});

describe('/api/[...path]: the proxy route', () => {
  it('answers an unknown path 404 in our words, without asking the API', async () => {
    expect(await answer(await GET(request('/admin/users')))).toEqual({
      status: 404,
      body: { statusCode: 404, code: 'not_found', message: 'Not Found' },
    });
    expect(upstream.seen).toEqual([]);
  });

  it('answers an over-long id 404, never the framework’s 414 body (issue 7 #7)', async () => {
    const res = await GET(request(`/entity/v1/license-type/${'a'.repeat(120)}`));
    const text = await res.text();
    expect([res.status, JSON.parse(text)]).toEqual([404, { statusCode: 404, code: 'not_found', message: 'Not Found' }]);
    expect(text).not.toMatch(/FST_|param/i);
    expect(upstream.seen).toEqual([]);
  });

  it('answers a known path with the wrong method 405 with Allow', async () => {
    const res = await POST(request('/entity/v1/countries', { method: 'POST', headers: { origin: ORIGIN } }));
    expect(await answer(res)).toEqual({ status: 405, body: { statusCode: 405, code: 'method_not_allowed', message: 'Method Not Allowed' } });
    expect(res.headers.get('allow')).toBe('GET');
  });

  it('refuses a cross-origin write before saying whether the path exists', async () => {
    for (const path of ['/entity/v1/countries', '/admin/users']) {
      const res = await POST(request(path, { method: 'POST', headers: { origin: 'https://evil.example' } }));
      expect((await answer(res)).body).toMatchObject({ statusCode: 403, code: 'cross_origin' });
    }
  });

  it('refuses a query the entry does not allow, with the field named, and asks nobody', async () => {
    const { status, body } = await answer(await GET(request('/entity/v1/countries?_start=0&debug=1')));
    expect(status).toBe(400);
    expect(body).toEqual({
      statusCode: 400,
      code: 'invalid_data',
      message: 'Invalid Data in Form!',
      fields: { debug: { code: 'invalid', message: 'Debug is invalid', params: { field: 'debug' } } },
    });
    expect(upstream.seen).toEqual([]);
  });

  it('passes a public read on with its allowed query only: no cookie, no token, no forged address', async () => {
    await loggedInStudent('tok-must-not-travel');
    upstream.reply('GET', '/entity/v1/countries', 200, [{ _id: 'ct-ae' }], {
      'x-total-count': '1',
      'set-cookie': 'upstream_sid=abc; Path=/',
      server: 'secret-upstream/1.2.3',
      'x-powered-by': 'Express',
    });
    const res = await GET(
      request('/entity/v1/countries?_start=0&_end=1000', {
        headers: { cookie: 'portal_session=x', 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer forged' },
      }),
    );

    expect(await answer(res)).toEqual({ status: 200, body: [{ _id: 'ct-ae' }] as unknown as Record<string, unknown> });
    expect(res.headers.get('x-total-count')).toBe('1');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=300');
    for (const name of ['set-cookie', 'server', 'x-powered-by']) expect(res.headers.get(name)).toBeNull();
    const sent = upstream.calls('/entity/v1/countries')[0]!;
    expect(sent.query).toEqual({ _start: '0', _end: '1000' });
    for (const name of ['cookie', 'authorization', 'x-forwarded-for']) expect(sent.headers.get(name)).toBeNull();
  });

  it('serves a repeated public read from memory: the second browser costs the API nothing (issue 12)', async () => {
    upstream.reply('GET', '/entity/v1/countries', 200, [{ _id: 'ct-ae' }], { 'x-total-count': '1' });
    const first = await GET(request('/entity/v1/countries?_start=0&_end=1000'));
    const second = await GET(request('/entity/v1/countries?_end=1000&_start=0'));
    expect(await answer(first)).toEqual({ status: 200, body: [{ _id: 'ct-ae' }] as unknown as Record<string, unknown> });
    expect(await answer(second)).toEqual({ status: 200, body: [{ _id: 'ct-ae' }] as unknown as Record<string, unknown> });
    expect(second.headers.get('x-total-count')).toBe('1');
    expect(second.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=300');
    expect(upstream.calls('/entity/v1/countries')).toHaveLength(1);

    await GET(request('/entity/v1/countries?_start=0&_end=10'));
    expect(upstream.calls('/entity/v1/countries')).toHaveLength(2);
  });

  it('keeps serving a public list it has read when the API fails a refresh later', async () => {
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(1_000_000);
      upstream.reply('GET', '/entity/v1/emirates', 200, [{ _id: 'em-dxb' }], { 'x-total-count': '1' });
      await GET(request('/entity/v1/emirates'));
      now.mockReturnValue(1_000_000 + 61_000);
      upstream.reply('GET', '/entity/v1/emirates', 503, { statusCode: 503, message: 'down' });
      expect(await answer(await GET(request('/entity/v1/emirates')))).toEqual({ status: 200, body: [{ _id: 'em-dxb' }] });
      await new Promise((resolve) => setImmediate(resolve));
      expect(upstream.calls('/entity/v1/emirates')).toHaveLength(2);
    } finally {
      now.mockRestore();
    }
  });

  it("never serves a student's read from memory", async () => {
    await loggedInStudent('tok-student');
    upstream.reply('GET', '/user/v1/student/profile', 200, envelope(apiUser()));
    await GET(request('/user/v1/student/profile'));
    await GET(request('/user/v1/student/profile'));
    expect(upstream.calls('/user/v1/student/profile')).toHaveLength(2);
  });

  it("sends a student's read with the session's token, and never lets it be cached", async () => {
    await loggedInStudent('tok-student');
    upstream.reply('GET', '/user/v1/student/profile', 200, envelope(apiUser()));
    const res = await GET(request('/user/v1/student/profile'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(upstream.calls('/user/v1/student/profile')[0]?.headers.get('authorization')).toBe('Bearer tok-student');
  });

  it('passes on a 200 whose body says 401 as the 401 it is, and ends the session (R§7: the body’s statusCode decides)', async () => {
    await loggedInStudent('tok-student');
    upstream.reply('GET', '/user/v1/student/profile', 200, { statusCode: 401, message: 'Unauthorized' });
    expect(await answer(await GET(request('/user/v1/student/profile')))).toMatchObject({
      status: 401,
      body: { statusCode: 401, code: 'unauthorized' },
    });
    expect(isLoggedIn(await readSession())).toBe(false);
  });

  // Plan step 4: the bell's browser paths stayed when the centre's moved to D§7's messages….
  it("asks the centre's D§7 paths for the bell, and checks its answers before the browser sees them", async () => {
    await loggedInStudent('tok-student');
    const item = { _id: 'n-1', kind: 'payment', message: { en: 'Paid', ar: 'تم الدفع' }, timestamp: '2026-11-26T08:00:00.000Z', isRead: false };
    const list = envelope({ items: [item], total: 1, page: 1, perPage: 5 });
    upstream.reply('GET', '/messages', 200, list);
    upstream.reply('GET', '/messages/unread-count', 200, envelope({ count: 1, latestId: 'n-1' }));
    upstream.reply('PUT', '/messages/mark-all-read', 200, envelope({ updated: 1 }));
    upstream.reply('PUT', '/notification/v1/messages/seen', 200, envelope({}));
    const page = await GET(request('/notification/v1/messages?page=1&perPage=5'));
    expect(await answer(page)).toEqual({ status: 200, body: list });
    expect(upstream.calls('/messages')[0]?.query).toEqual({ page: '1', perPage: '5' });
    expect((await answer(await GET(request('/notification/v1/messages/unread-count')))).body).toEqual(envelope({ count: 1, latestId: 'n-1' }));
    const write = { method: 'PUT', headers: { origin: ORIGIN } };
    expect((await PUT(request('/notification/v1/messages/mark-all-read', write))).status).toBe(200);
    expect((await PUT(request('/notification/v1/messages/seen', write))).status).toBe(200);
    expect(upstream.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /messages',
      'GET /messages/unread-count',
      'PUT /messages/mark-all-read',
      'PUT /notification/v1/messages/seen',
    ]);
    // an answer that drifted from the contract never reaches the browser
    upstream.reply('GET', '/messages', 200, envelope({ items: [{ _id: 'n-2' }], total: 1, page: 1, perPage: 5 }));
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const drifted = await answer(await GET(request('/notification/v1/messages?page=1&perPage=5')));
    quiet.mockRestore();
    expect(drifted).toMatchObject({ status: 502, body: { code: 'service_unavailable' } });
  });

  it("answers a student's read 401 without a session, and asks nobody", async () => {
    expect((await answer(await GET(request('/user/v1/student/profile')))).body).toMatchObject({ statusCode: 401, code: 'unauthorized' });
    expect(upstream.seen).toEqual([]);
  });

  it("an upstream 401 on a student's read ends the session everywhere", async () => {
    await loggedInStudent();
    upstream.reply('GET', '/user/v1/student/profile', 401, { statusCode: 401, message: 'jwt expired' });
    expect((await answer(await GET(request('/user/v1/student/profile')))).body).toMatchObject({ statusCode: 401, code: 'unauthorized' });
    expect(isLoggedIn(await readSession())).toBe(false);
  });

  it.each([
    [500, 500, 'internal'],
    [502, 503, 'service_unavailable'],
    [503, 503, 'service_unavailable'],
  ])('an upstream %i with internals answers %i %s, never the upstream body', async (status, outStatus, code) => {
    const leak = 'TypeError at /srv/api/app.js postgres://admin:hunter2@db.internal:5432';
    upstream.reply('GET', '/entity/v1/emirates', status, { statusCode: status, message: leak, stack: leak });
    const res = await GET(request('/entity/v1/emirates'));
    const text = await res.text();
    expect(res.status).toBe(outStatus);
    expect(JSON.parse(text)).toMatchObject({ statusCode: outStatus, code });
    expect(text).not.toContain('hunter2');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it("an upstream 4xx is answered as our envelope, never the API's body as it came", async () => {
    upstream.reply('GET', '/entity/v1/license-type/lt-x', 404, {
      statusCode: 404,
      message: 'Not Found',
      error: 'NotFoundError',
      path: '/srv/routes/lookups.ts',
    });
    const { status, body } = await answer(await GET(request('/entity/v1/license-type/lt-x')));
    expect(status).toBe(404);
    expect(Object.keys(body).sort()).toEqual(['code', 'message', 'statusCode']);
    expect(body).toMatchObject({ statusCode: 404, code: 'not_found' });
  });
});

describe('proxyToUpstream: time-outs and bodies', () => {
  const entry = (extra: Partial<ProxyEntry>): ProxyEntry => ({
    method: 'POST',
    pattern: '/test/v1/thing',
    access: 'public',
    kind: 'json',
    timeoutMs: 50,
    maxBytes: 64,
    query: z.object({}).strict(),
    ...extra,
  });
  const send = (e: ProxyEntry, init: RequestInit = {}) =>
    proxyToUpstream(
      new Request(`${ORIGIN}/api/test/v1/thing`, { method: e.method, headers: { origin: ORIGIN, 'content-type': 'application/json' }, ...init }),
      { entry: e, params: {} },
      '/test/v1/thing',
      {},
    );

  it('an API that does not answer in time is a 504 service_unavailable', async () => {
    upstream.hang('GET', '/test/v1/thing');
    const res = await send(entry({ method: 'GET', maxBytes: 0 }));
    expect(await answer(res)).toEqual({ status: 504, body: expect.objectContaining({ statusCode: 504, code: 'service_unavailable' }) });
  });

  it('an API that cannot be reached is a 502 service_unavailable', async () => {
    upstream.refuse('GET', '/test/v1/thing');
    expect((await answer(await send(entry({ method: 'GET', maxBytes: 0 })))).body).toMatchObject({ statusCode: 502, code: 'service_unavailable' });
  });

  it('a write within its limit is passed on as it came', async () => {
    upstream.reply('POST', '/test/v1/thing', 201, envelope({ ok: true }));
    const res = await send(entry({}), { body: '{"a":1}' });
    expect(res.status).toBe(201);
    expect(upstream.calls('/test/v1/thing')[0]?.body).toEqual({ a: 1 });
  });

  it('a write over its limit, or any body where none is taken, is 413 and never sent', async () => {
    expect((await send(entry({}), { body: JSON.stringify({ a: 'x'.repeat(100) }) })).status).toBe(413);
    expect((await send(entry({ maxBytes: 0 }), { body: '{}' })).status).toBe(413);
    expect(upstream.seen).toEqual([]);
  });
});
