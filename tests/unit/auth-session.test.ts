jest.mock('next/headers', () => jest.requireActual('./support/next-headers'));

import { loginWithPassword } from '@/lib/auth/login';
import { logout } from '@/lib/auth/logout';
import { requireStudent, viewer } from '@/lib/auth/viewer';
import { PATH_HEADER } from '@/lib/i18n/paths';
import { env } from '@/lib/env';
import { getSession, isLoggedIn, readSession, SESSION_COOKIE, studentSession } from '@/lib/session';
import { listCountries } from '@/lib/upstream/lookups';
import { getProfile } from '@/lib/upstream/profile';
import { browser } from './support/next-headers';
import { apiUser, envelope, fakeUpstream } from './support/upstream';

// Logging in and out through the use cases, with the real session (iron-session sealed into the
// cookie jar, revocable through the in-process session store) and the real upstream client talking
// to a scripted API. What a person (or a thief holding a copy of the cookie) would see.

const upstream = fakeUpstream();
afterAll(() => upstream.restore());
beforeEach(() => {
  upstream.reset();
  browser.reset();
});

const LOGIN = '/user/v1/auth/login';
const LOGOUT = '/user/v1/auth/logout';
const credentials = { countryCode: '971', startingCode: '50', number: '1234567', password: 'Student@12345' } as const;

function apiLogin(token: string, user = apiUser()) {
  upstream.reply('POST', LOGIN, 200, envelope({ user, token }));
  upstream.reply('POST', LOGOUT, 200, { statusCode: 200, message: 'Logged out' });
}

async function sessionId() {
  return (await readSession()).sid;
}

describe('login with phone and password (R§4, R§6)', () => {
  it('a student gets a sealed session; the answer and the cookie never show the token', async () => {
    apiLogin('tok-student-1');
    const result = await loginWithPassword(credentials);

    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ id: 'usr-1', name: 'Aisha Rahman', roles: ['student'], hasNationality: true }),
    });
    expect(JSON.stringify(result)).not.toContain('tok-student-1');
    expect(upstream.calls(LOGIN)[0]?.body).toEqual({ username: '971501234567', password: 'Student@12345' });

    const cookie = browser.cookie(SESSION_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie).not.toContain('tok-student-1');
    const session = await readSession();
    expect(isLoggedIn(session)).toBe(true);
    expect(session.token).toBe('tok-student-1');
    expect(await viewer()).toMatchObject({ name: 'Aisha Rahman' });
  });

  it.each([
    ['homeScreen', true],
    ['personalDetails', false],
    ['courseDetails', false],
    ['paymentFailed', false],
    ['paymentConfirmation', false],
  ] as const)('a learner at stage %s answers registered: %s (where the login lands), kept out of the session', async (stage, registered) => {
    apiLogin('tok-stage', apiUser({ currentStage: stage }));
    const result = await loginWithPassword(credentials);
    expect(result).toMatchObject({ ok: true, value: { registered } });
    expect((await readSession()).user).not.toHaveProperty('registered');
  });

  it('starts a new session id on every login, and the old one is dead (no fixation)', async () => {
    apiLogin('tok-1');
    await loginWithPassword(credentials);
    const first = await sessionId();
    const firstCookie = browser.cookie(SESSION_COOKIE)!;

    apiLogin('tok-2');
    await loginWithPassword(credentials);
    const second = await sessionId();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    // The cookie of the first login, replayed, is logged out.
    browser.setCookie(SESSION_COOKIE, firstCookie);
    expect(isLoggedIn(await readSession())).toBe(false);
  });

  it.each([[['admin']], [['instructor', 'staff']], [[]]])(
    'roles %j are refused as a wrong password would be, and their fresh token is revoked upstream',
    async (roles) => {
      apiLogin('tok-staff', apiUser({ roles }));
      const result = await loginWithPassword(credentials);

      expect(result).toEqual({ ok: false, error: { status: 401, code: 'invalid_credentials', message: 'Invalid Username or Password!' } });
      const revoke = upstream.calls(LOGOUT);
      expect(revoke).toHaveLength(1);
      expect(revoke[0]?.headers.get('authorization')).toBe('Bearer tok-staff');
      expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
      expect(await viewer()).toBeNull();
    },
  );

  it('refuses staff the same way when the revocation itself fails', async () => {
    apiLogin('tok-staff', apiUser({ roles: ['admin'] }));
    upstream.refuse('POST', LOGOUT);
    expect(await loginWithPassword(credentials)).toMatchObject({ ok: false, error: { code: 'invalid_credentials' } });
  });

  it('a failed login is not a logout: the current session stays (R§4)', async () => {
    apiLogin('tok-1');
    await loginWithPassword(credentials);
    const before = await sessionId();
    upstream.reply('POST', LOGIN, 401, { statusCode: 401, code: 'invalid_credentials', message: 'Invalid Username or Password!' });

    expect(await loginWithPassword({ ...credentials, password: 'wrong' })).toMatchObject({ ok: false, error: { code: 'invalid_credentials' } });
    expect(await sessionId()).toBe(before);
    expect(await viewer()).not.toBeNull();
  });

  it('passes a throttle on with its wait', async () => {
    upstream.reply(
      'POST',
      LOGIN,
      429,
      { statusCode: 429, code: 'login_throttled', message: 'Too many failed login attempts, please try again later' },
      { 'retry-after': '120' },
    );
    expect(await loginWithPassword(credentials)).toEqual({
      ok: false,
      error: { status: 429, code: 'login_throttled', message: 'Too many failed login attempts, please try again later', retryAfter: 120 },
    });
  });

  it.each([
    [
      'a 500 with internals',
      'internal',
      (u: typeof upstream) => u.reply('POST', LOGIN, 500, { message: 'TypeError at /srv/app.js postgres://admin:hunter2@db' }),
    ],
    ['a 503', 'service_unavailable', (u: typeof upstream) => u.reply('POST', LOGIN, 503, { message: 'upstream connect error' })],
    ['a refused connection', 'service_unavailable', (u: typeof upstream) => u.refuse('POST', LOGIN)],
    [
      'an answer that does not fit the contract',
      'service_unavailable',
      (u: typeof upstream) => u.reply('POST', LOGIN, 200, { statusCode: 200, data: { token: 1 } }),
    ],
  ])('%s reads as %s, never in the upstream’s words', async (_name, code, arrange) => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    arrange(upstream);
    const result = await loginWithPassword(credentials);
    quiet.mockRestore();
    expect(result).toMatchObject({ ok: false, error: { code } });
    expect(JSON.stringify(result)).not.toMatch(/hunter2|TypeError|upstream connect/);
  });

  it("never passes the browser's X-Forwarded-For on as the client's address", async () => {
    browser.setHeaders({ 'x-forwarded-for': '203.0.113.99', 'x-next-intl-locale': 'ar' });
    apiLogin('tok-1');
    await loginWithPassword(credentials);
    const sent = upstream.calls(LOGIN)[0]!;
    expect(sent.headers.get('x-forwarded-for')).toBeNull();
    expect(sent.headers.get('accept-language')).toBe('ar');
    expect(sent.headers.get('authorization')).toBeNull();
  });
});

describe('logout (R§2): the session ends everywhere', () => {
  it('a copy of the cookie taken before logout reads as logged out afterwards', async () => {
    apiLogin('tok-1');
    await loginWithPassword(credentials);
    const stolen = browser.cookie(SESSION_COOKIE)!;

    expect(await logout()).toEqual({ ok: true, value: null });
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
    expect(upstream.calls(LOGOUT)[0]?.headers.get('authorization')).toBe('Bearer tok-1');

    browser.setCookie(SESSION_COOKIE, stolen);
    const replayed = await readSession();
    expect(isLoggedIn(replayed)).toBe(false);
    expect(replayed.token).toBeUndefined();
    expect(replayed.user).toBeUndefined();
    expect(isLoggedIn(await getSession())).toBe(false);
    expect(await viewer()).toBeNull();
  });

  it('ends the session even when the upstream cannot be told', async () => {
    apiLogin('tok-1');
    await loginWithPassword(credentials);
    const stolen = browser.cookie(SESSION_COOKIE)!;
    upstream.refuse('POST', LOGOUT);

    expect(await logout()).toEqual({ ok: true, value: null });
    browser.setCookie(SESSION_COOKIE, stolen);
    expect(isLoggedIn(await readSession())).toBe(false);
  });

  it('a session past its lifetime reads as logged out', async () => {
    apiLogin('tok-1');
    await loginWithPassword(credentials);
    const later = Date.now() + env.SESSION_TTL_SECONDS * 1000 + 1000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect(isLoggedIn(await readSession())).toBe(false);
      expect(await viewer()).toBeNull();
    } finally {
      clock.mockRestore();
    }
    expect(await viewer()).not.toBeNull();
  });

  it('without a session it succeeds and calls nobody', async () => {
    expect(await logout()).toEqual({ ok: true, value: null });
    expect(upstream.seen).toEqual([]);
  });
});

describe("an upstream 401 on the student's token (R§4)", () => {
  it('ends the session everywhere, copies of the cookie included', async () => {
    apiLogin('tok-expired');
    await loginWithPassword(credentials);
    const copy = browser.cookie(SESSION_COOKIE)!;
    upstream.reply('GET', '/user/v1/student/profile', 401, { statusCode: 401, message: 'jwt expired' });

    await expect(getProfile()).rejects.toMatchObject({ error: { status: 401, code: 'unauthorized' } });
    expect(upstream.calls('/user/v1/student/profile')[0]?.headers.get('authorization')).toBe('Bearer tok-expired');
    expect(await viewer()).toBeNull();
    browser.setCookie(SESSION_COOKIE, copy);
    expect(isLoggedIn(await readSession())).toBe(false);
  });

  it('a 401 on a call that carried no token leaves the session alone', async () => {
    apiLogin('tok-1');
    await loginWithPassword(credentials);
    upstream.reply('GET', '/entity/v1/countries', 401, { statusCode: 401, message: 'Unauthorized' });

    await expect(listCountries()).rejects.toMatchObject({ error: { status: 401 } });
    expect(upstream.calls('/entity/v1/countries')[0]?.headers.get('authorization')).toBeNull();
    expect(await viewer()).not.toBeNull();
  });
});

describe('viewer and requireStudent: who is looking at the page', () => {
  it('is nobody without a cookie, or with a cookie that is not ours', async () => {
    expect(await viewer()).toBeNull();
    browser.setCookie(SESSION_COOKIE, 'Fe26.2*1*forged*cookie');
    expect(await viewer()).toBeNull();
    expect(await readSession()).toEqual({});
  });

  it('sends a visitor without a session to login with the page they wanted', async () => {
    browser.setHeaders({ [PATH_HEADER]: '/ar/dashboard/my-account?tab=2' });
    const error = await requireStudent('ar').catch((e: unknown) => e);
    expect((error as { digest?: string }).digest).toContain('/ar/auth/login?returnTo=%2Far%2Fdashboard%2Fmy-account%3Ftab%3D2');
  });

  it('lets a logged-in student through with the snapshot, never the token', async () => {
    apiLogin('tok-1');
    await loginWithPassword(credentials);
    const user = await requireStudent('en');
    expect(user).toMatchObject({ id: 'usr-1', email: 'aisha@example.ae' });
    expect(JSON.stringify(user)).not.toContain('tok-1');
  });
});

describe('studentSession: the one student check of use cases and route handlers', () => {
  it('refuses a visitor with unauthorized, lets a student through, and refuses a session that is not a student', async () => {
    expect(await studentSession()).toMatchObject({ ok: false, error: { status: 401, code: 'unauthorized' } });

    apiLogin('tok-1');
    await loginWithPassword(credentials);
    const allowed = await studentSession();
    expect(allowed).toMatchObject({ ok: true, value: { user: { id: 'usr-1' } } });

    // the same cookie once its snapshot carries another role: pages and use cases refuse it alike
    const session = await getSession();
    session.user = { ...session.user!, roles: ['instructor'] };
    await session.save();
    expect(await studentSession()).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    expect(await viewer()).toBeNull();
  });
});
