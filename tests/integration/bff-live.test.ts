/**
 * The BFF route handlers against a live reference API (fresh PGlite folder, SANDBOX=1).
 * Handlers are called directly; next/headers cookies() is an in-memory jar playing the browser.
 */
import { NextRequest } from 'next/server';
import { jar } from './support/cookie-jar';
import { startReferenceApi, type RunningApi } from './support/reference-api';
import { browserRequest } from './support/requests';
import { COOKIE, seal, someStudent, unseal } from './support/session';

jest.mock('next/headers', () => ({ cookies: async () => jest.requireActual('./support/cookie-jar').jar }));

const AISHA = { username: '971501234567', password: 'Student@12345' };
const CASHIER = { username: '971589990001', password: 'Student@12345' };
const CSR_PENDING = { username: '971564445556', password: 'Student@12345' };

let api: RunningApi;
let proxy: typeof import('@/app/api/[...path]/route');
let loginRoute: typeof import('@/app/api/auth/login/route');
let logoutRoute: typeof import('@/app/api/auth/logout/route');
let sessionRoute: typeof import('@/app/api/auth/session/route');

beforeAll(async () => {
  api = await startReferenceApi();
  // lib/env is parsed on first import: point it at this API before loading any handler.
  process.env.API_URL = api.url;
  process.env.SITE_URL = 'http://localhost:3000';
  proxy = await import('@/app/api/[...path]/route');
  loginRoute = await import('@/app/api/auth/login/route');
  logoutRoute = await import('@/app/api/auth/logout/route');
  sessionRoute = await import('@/app/api/auth/session/route');
}, 120_000);

afterAll(async () => {
  await api?.stop();
});

beforeEach(() => jar.clear());

const login = (credentials: { username: string; password: string }, headers?: Record<string, string>) =>
  loginRoute.POST(browserRequest('/api/auth/login', { method: 'POST', json: credentials, ...(headers ? { headers } : {}) }));

describe('the table-driven proxy', () => {
  it('forwards an allowed GET with its query and passes x-total-count', async () => {
    const filters = encodeURIComponent(JSON.stringify({ isEnabledForRegistration: true }));
    const res = await proxy.GET(browserRequest(`/api/entity/v1/license-type?_filters=${filters}&_sort=sortOrder&_order=ASC&_start=0&_end=2`));
    expect(res.status).toBe(200);
    const items = (await res.json()) as Array<{ _id: string; isEnabledForRegistration: boolean }>;
    // _end=2 reached the upstream (two rows) and so did the filter (5 enabled of 7 seeded).
    expect(items.map((i) => i._id)).toEqual(['lt-lmv', 'lt-motorcycle']);
    expect(res.headers.get('x-total-count')).toBe('5');
  });

  it('passes a path parameter', async () => {
    const res = await proxy.GET(browserRequest('/api/entity/v1/license-type/lt-heavy-truck'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: { _id: 'lt-heavy-truck', gearTypes: ['manual'], genders: ['male'] } });
  });

  it.each([
    ['an unknown path', 'GET', '/api/no/such/thing'],
    ['an upstream path that is not in the table', 'GET', '/api/sandbox/outbox'],
    ['a known path with an unlisted method', 'DELETE', '/api/entity/v1/countries'],
    ['the upstream login (it has its own handler)', 'POST', '/api/user/v1/auth/login'],
    ['pre-register (quick sign-up has its own handler)', 'PUT', '/api/user/v1/student/pre-register'],
  ])('answers 404 JSON for %s', async (_name, method, path) => {
    const handler = proxy[method as 'GET' | 'POST' | 'PUT' | 'DELETE'];
    const res = await handler(browserRequest(path, { method, json: method === 'GET' ? undefined : {} }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ statusCode: 404, message: 'Not Found' });
  });

  it('refuses a cross-origin POST with 403 JSON', async () => {
    const res = await proxy.POST(browserRequest('/api/upload/v1/read-emirate-id', { method: 'POST', headers: { origin: 'https://evil.example' } }));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ statusCode: 403 });
  });

  it('refuses a POST with neither Origin nor Referer', async () => {
    const req = new NextRequest('http://localhost:3000/api/entity/v1/countries', { method: 'POST', headers: { host: 'localhost:3000' } });
    const res = await proxy.POST(req);
    expect(res.status).toBe(403);
  });

  it('answers 401 on a student-only entry without a session', async () => {
    const res = await proxy.GET(browserRequest('/api/user/v1/student/profile'));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ statusCode: 401 });
    // Refused by the BFF itself: had it asked the upstream, the 401 path would have written a cookie.
    expect(jar.writes).toEqual([]);
  });

  it('an upstream 401 destroys the session cookie', async () => {
    jar.set(COOKIE, await seal({ token: 'not-a-valid-token', user: someStudent }));
    const res = await proxy.GET(browserRequest('/api/user/v1/student/profile'));
    expect(res.status).toBe(401);
    expect(jar.get(COOKIE)).toBeUndefined();
    expect(jar.writes.at(-1)).toMatchObject({ name: COOKIE, value: '', options: expect.objectContaining({ maxAge: 0 }) });
  });
});

describe('POST /api/auth/login', () => {
  it('seals the token in the cookie and answers the snapshot, never the token', async () => {
    const res = await login(AISHA);
    expect(res.status).toBe(200);
    const text = await res.text();
    const body = JSON.parse(text) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ name: 'Aisha Rahman', roles: ['student'], currentStage: 'homeScreen', hasNationality: true });
    expect(res.headers.getSetCookie()).toEqual([]);

    const cookie = jar.get(COOKIE);
    expect(cookie).toBeDefined();
    const session = await unseal(cookie!.value);
    expect(session.token).toEqual(expect.any(String));
    expect(session.token!.length).toBeGreaterThan(20);
    expect(session.user).toEqual(body.data);
    // Neither the cookie nor the answer carries the token, or any piece of it.
    const payload = session.token!.split('.')[1]!;
    expect(cookie!.value).not.toContain(session.token);
    expect(cookie!.value).not.toContain(payload);
    expect(text).not.toContain(session.token);
    expect(text).not.toContain(payload);
    expect(jar.writes.at(-1)?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
  });

  it('then the session, the proxy with the bearer, and logout all work', async () => {
    await login(AISHA);
    const sealed = jar.get(COOKIE)!.value;
    const { token } = await unseal(sealed);

    const me = await sessionRoute.GET();
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ data: { name: 'Aisha Rahman' } });

    const profile = await proxy.GET(browserRequest('/api/user/v1/student/profile'));
    expect(profile.status).toBe(200);
    expect(profile.headers.get('cache-control')).toContain('no-store');
    expect(await profile.json()).toMatchObject({ data: { name: 'Aisha Rahman' } });

    const out = await logoutRoute.POST(browserRequest('/api/auth/logout', { method: 'POST' }));
    expect(out.status).toBe(200);
    expect(jar.get(COOKIE)).toBeUndefined();
    expect((await sessionRoute.GET()).status).toBe(401);
    // The token was revoked upstream too, so a stolen copy of the old cookie is worthless.
    const replay = await fetch(`${api.url}/user/v1/student/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(replay.status).toBe(401);
  });

  it("refuses the cashier with 'Invalid Username or Password!' and seals nothing", async () => {
    const res = await login(CASHIER);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ statusCode: 401, message: 'Invalid Username or Password!' });
    expect(jar.get(COOKIE)).toBeUndefined();
    expect(jar.writes).toEqual([]);
  });

  it("answers a wrong password with 'Invalid Username or Password!'", async () => {
    const res = await login({ ...AISHA, password: 'Wrong@123456' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ statusCode: 401, message: 'Invalid Username or Password!' });
    expect(jar.get(COOKIE)).toBeUndefined();
  });

  it('passes the CSR message through as sent', async () => {
    const res = await login(CSR_PENDING);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'Please contact our CSR to complete your registration' });
    expect(jar.get(COOKIE)).toBeUndefined();
  });

  it('a failed login leaves an existing session alone (not a logout)', async () => {
    await login(AISHA);
    const before = jar.get(COOKIE)!.value;
    await login({ ...AISHA, password: 'Wrong@123456' });
    expect(jar.get(COOKIE)?.value).toBe(before);
  });

  it('refuses a cross-origin login', async () => {
    const res = await login(AISHA, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(jar.get(COOKIE)).toBeUndefined();
  });

  it('answers 400 JSON to a malformed body', async () => {
    const res = await loginRoute.POST(browserRequest('/api/auth/login', { method: 'POST', json: { username: 1 } }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: 400 });
  });
});

describe('GET /api/auth/session', () => {
  it('answers 401 without a session', async () => {
    const res = await sessionRoute.GET();
    expect(res.status).toBe(401);
  });

  it('answers 401 for a cookie sealed with another password', async () => {
    jar.set(COOKIE, 'Fe26.2*1*garbage*garbage');
    expect((await sessionRoute.GET()).status).toBe(401);
  });
});
