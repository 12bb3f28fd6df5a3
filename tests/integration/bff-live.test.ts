jest.mock('next/headers', () => jest.requireActual('../unit/support/next-headers'));

import { randomBytes } from 'node:crypto';
import { browser } from '../unit/support/next-headers';
import { startReferenceApi, type RunningApi } from './support/reference-api';

// The portal's route handlers and use cases in this process, the real reference API in another:
// what a browser (and an attacker) sees through the BFF, end to end over the real contract.

const SITE = 'http://localhost:3000';
const TOKEN = randomBytes(16).toString('hex');
process.env.PORTAL_INTERNAL_TOKEN = TOKEN;

let api: RunningApi;
type Handler = (req: Request) => Promise<Response>;
let routes: {
  login: Handler;
  logout: Handler;
  session: Handler;
  signup: Handler;
  otpVerify: Handler;
  otpStatus: Handler;
  proxy: Handler;
};
let sessionMod: typeof import('@/lib/session');

beforeAll(async () => {
  api = await startReferenceApi();
  process.env.API_URL = api.url;
  process.env.SITE_URL = SITE;
  const load = async <T>(p: Promise<T>) => p;
  const [login, logout, session, signup, otpVerify, otpStatus, proxy] = await Promise.all([
    load(import('@/app/api/auth/login/route')),
    load(import('@/app/api/auth/logout/route')),
    load(import('@/app/api/auth/session/route')),
    load(import('@/app/api/auth/signup/route')),
    load(import('@/app/api/auth/otp/verify/route')),
    load(import('@/app/api/auth/otp/status/route')),
    load(import('@/app/api/[...path]/route')),
  ]);
  routes = {
    login: login.POST,
    logout: logout.POST,
    session: session.GET,
    signup: signup.POST,
    otpVerify: otpVerify.POST,
    otpStatus: otpStatus.GET,
    proxy: proxy.GET as unknown as Handler,
  };
  sessionMod = await import('@/lib/session');
}, 120_000);

afterAll(async () => {
  await api?.stop();
});

/** The browser's address as the portal's own server would pass it on. */
function from(ip: string) {
  browser.setHeaders({ 'x-portal-client': `${TOKEN} ${ip}` });
}

async function call(handler: Handler, path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) {
  const method = init.method ?? (init.json === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { host: 'localhost:3000', ...init.headers };
  if (method !== 'GET') headers.origin ??= SITE;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const { NextRequest } = await import('next/server');
  const res = await handler(
    new NextRequest(`${SITE}${path}`, { method, headers, ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}) }),
  );
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

const AISHA = { countryCode: '971', startingCode: '50', number: '1234567', password: 'Student@12345' };
const uniqueNumber = () => String(1_000_000 + Math.floor(Math.random() * 8_999_999));

async function latestCode(phone: string): Promise<string> {
  const res = await fetch(`${api.url}/sandbox/outbox?to=${phone}&limit=1`);
  return ((await res.json()) as { code: string }[])[0]?.code ?? '';
}

beforeEach(() => {
  browser.reset();
  from('198.51.100.7');
});

describe('login, the session and logout', () => {
  it('seals the session, answers the snapshot (never the token), and the proxy carries the bearer', async () => {
    const res = await call(routes.login, '/api/auth/login', { json: AISHA });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ statusCode: 200, data: { name: 'Aisha Rahman', studentId: 'STU-100001' } });
    expect(res.text).not.toMatch(/eyJ[\w-]+\.eyJ/);
    const cookie = browser.cookie(sessionMod.SESSION_COOKIE);
    expect(cookie).toBeTruthy();
    expect(cookie).not.toMatch(/eyJ[\w-]+\.eyJ/);

    expect((await call(routes.session, '/api/auth/session')).status).toBe(200);
    const profile = await call(routes.proxy, '/api/user/v1/student/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ data: { name: 'Aisha Rahman' } });
    expect(profile.headers.get('cache-control')).toBe('private, no-store');
  });

  it('logout ends the session everywhere: a copy of the cookie taken before it is logged out too', async () => {
    await call(routes.login, '/api/auth/login', { json: AISHA });
    const copy = browser.cookie(sessionMod.SESSION_COOKIE)!;

    expect((await call(routes.logout, '/api/auth/logout', { json: {} })).status).toBe(200);
    expect(browser.cookie(sessionMod.SESSION_COOKIE)).toBeUndefined();

    browser.setCookie(sessionMod.SESSION_COOKIE, copy);
    const session = await call(routes.session, '/api/auth/session');
    expect(session.status).toBe(401);
    expect(session.body).toEqual({ statusCode: 401, code: 'unauthorized', message: 'Unauthorized' });
    expect((await call(routes.proxy, '/api/user/v1/student/profile')).status).toBe(401);
  });

  it('a token the API revoked (an upstream 401) ends the portal session too', async () => {
    await call(routes.login, '/api/auth/login', { json: AISHA });
    const { token } = await sessionMod.readSession();
    await fetch(`${api.url}/user/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

    expect((await call(routes.proxy, '/api/user/v1/student/profile')).status).toBe(401);
    // Not only for this request: the session is gone for every copy of the cookie.
    expect((await call(routes.session, '/api/auth/session')).status).toBe(401);
  });

  it('refuses a cashier as a wrong password, seals nothing, and revokes the token the API issued', async () => {
    const res = await call(routes.login, '/api/auth/login', { json: { ...AISHA, startingCode: '58', number: '9990001' } });
    expect(res.body).toEqual({ statusCode: 401, code: 'invalid_credentials', message: 'Invalid Username or Password!' });
    expect(browser.cookie(sessionMod.SESSION_COOKIE)).toBeUndefined();
  });

  it('passes the CSR text through, by its code', async () => {
    const res = await call(routes.login, '/api/auth/login', { json: { ...AISHA, startingCode: '56', number: '4445556' } });
    expect(res.body).toMatchObject({ statusCode: 403, code: 'contact_csr', message: 'Please contact our CSR to complete your registration' });
  });

  it('a failed login leaves an existing session alone (not a logout)', async () => {
    await call(routes.login, '/api/auth/login', { json: AISHA });
    await call(routes.login, '/api/auth/login', { json: { ...AISHA, password: 'Wrong#Password1' } });
    expect((await call(routes.session, '/api/auth/session')).status).toBe(200);
  });
});

describe('limits see the person, not the headers they send', () => {
  it('a rotating X-Forwarded-For buys no extra guesses: the API counts the address the portal derived', async () => {
    const number = uniqueNumber();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await call(routes.login, '/api/auth/login', {
        json: { ...AISHA, startingCode: '54', number, password: 'Wrong#Password1' },
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body).toMatchObject({ code: 'login_throttled' });
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it("a stranger's failures from other addresses do not lock the student out of their own address", async () => {
    from('198.51.100.20');
    await call(routes.login, '/api/auth/login', { json: AISHA }); // the student's known address
    for (let i = 0; i < 12; i++) {
      from(`192.0.2.${i + 1}`);
      await call(routes.login, '/api/auth/login', { json: { ...AISHA, password: `Wrong#Password${i}` } });
    }
    from('198.51.100.20');
    expect((await call(routes.login, '/api/auth/login', { json: AISHA })).status).toBe(200);
    // From an address the account has never used, the password is not enough any more: a code is.
    from('192.0.2.200');
    const res = await call(routes.login, '/api/auth/login', { json: AISHA });
    expect(res.body).toMatchObject({ statusCode: 429, code: 'login_otp_required' });
  });
});

describe('sign-up through the BFF', () => {
  it('a pending registration, the code from the outbox, then a logged-in account', async () => {
    const number = uniqueNumber();
    const res = await call(routes.signup, '/api/auth/signup', {
      json: {
        fullName: 'Noura Al Ketbi',
        countryCode: '971',
        startingCode: '52',
        number,
        email: `noura.${number}@example.ae`,
        password: 'Secure#Pass123',
        confirmPassword: 'Secure#Pass123',
        licenseTypeId: 'lt-lmv',
        licenseCategory: 'LMV',
        gearType: 'automatic',
        gender: 'female',
        dob: '1998-01-01',
        language: 'lang-en',
        hasResidencyVisa: 'yes',
        hasGoldenVisa: 'no',
        nationality: 'India',
        trainingBranchId: 'br-al-quoz',
        emiratesId: '',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { phoneMasked: `+971 52 ••• ${number.slice(-4)}` } });
    expect(res.text).not.toMatch(/resetJWTToken|eyJ/);
    const status = await call(routes.otpStatus, '/api/auth/otp/status');
    expect(status.body).toMatchObject({ data: { purpose: 'signup' } });

    const wrong = await call(routes.otpVerify, '/api/auth/otp/verify', { json: { otp: '000000' } });
    const code = await latestCode(`97152${number}`);
    if (code !== '000000') expect(wrong.body).toMatchObject({ statusCode: 400, code: 'otp_invalid' });
    const verified = await call(routes.otpVerify, '/api/auth/otp/verify', { json: { otp: code } });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ data: { name: 'Noura Al Ketbi' } });
    expect((await call(routes.session, '/api/auth/session')).status).toBe(200);
  });

  it('a shape the form would never send is the one envelope, with the form fields named', async () => {
    const res = await call(routes.signup, '/api/auth/signup', { json: { fullName: 'R2-D2', email: 'nope' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'invalid_data',
      message: 'Invalid Data in Form!',
      fields: { fullName: { code: 'invalid', message: 'Full Name is invalid' }, email: { code: 'invalid' }, password: { code: 'required' } },
    });
  });
});

describe('the allow-listed proxy against the real API', () => {
  it('passes a lookup with its allowed query, the total and a public cache header; nothing else gets through', async () => {
    const list = await call(routes.proxy, '/api/entity/v1/license-type?_start=0&_end=2');
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('7');
    expect(list.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(JSON.parse(list.text)).toHaveLength(2);
    expect((await call(routes.proxy, '/api/user/v1/auth/login')).status).toBe(404);
    expect((await call(routes.proxy, '/api/entity/v1/license-type?_where=1')).status).toBe(400);
    const unknown = await call(routes.proxy, '/api/entity/v1/license-type/lt-nope');
    expect(unknown.body).toEqual({ statusCode: 404, code: 'not_found', message: 'Not Found' });
  });

  it("searches places for a student's address (R§5): parsed by the browser's schema, never cached, refused without a session", async () => {
    const { placeSearchSchema } = await import('@/lib/upstream/schemas/places');
    expect((await call(routes.proxy, '/api/location/v1/places?q=dubai')).status).toBe(401);

    expect((await call(routes.login, '/api/auth/login', { json: AISHA })).status).toBe(200);
    const found = await call(routes.proxy, `/api/location/v1/places?q=${encodeURIComponent('الشارقة')}&_start=0&_end=8`);
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toMatch(/no-store/);
    expect(placeSearchSchema.parse(found.body).data[0]).toMatchObject({ name: { en: 'Sharjah', ar: 'الشارقة' } });

    const short = await call(routes.proxy, '/api/location/v1/places?q=d');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'invalid_data', fields: { q: { code: 'min_length' } } });
    expect((await call(routes.proxy, '/api/location/v1/places?q=dubai&lat=1')).status).toBe(400);
  });
});
