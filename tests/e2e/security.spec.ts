import { expect, test, type Page, type Response } from '@playwright/test';
import { AISHA, createStudent, fillOtp, fillPasswordLogin, loginWithPassword, requestCode, submitPhone } from './auth-helpers';
import { uniqueNumber } from './support';

// The browser never holds the bearer token or an OTP conversation's token (ARCHITECTURE: "The
// browser never holds the bearer token"), the BFF refuses foreign origins, and the limits of the
// contract (login throttle, OTP attempts, no account enumeration) reach the person as messages.

const JWT = /eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]+/;
const TOKENISH = /eyJ[A-Za-z0-9_-]{10,}|resetJWTToken|Bearer\s/i;
const SESSION_COOKIE = /(^|;\s*)(__Host-)?portal_session=/;

/** Collects every response body the page receives (documents, RSC payloads, JSON, scripts). */
function recordBodies(page: Page): { bodies: { url: string; text: string }[]; done: () => Promise<void> } {
  const bodies: { url: string; text: string }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    pending.push(
      response
        .text()
        .then((text) => void bodies.push({ url: response.url(), text }))
        .catch(() => undefined),
    );
  });
  return { bodies, done: async () => void (await Promise.all(pending)) };
}

test('after logging in, no token reaches the browser: bodies, cookies and storage', async ({ page, request, context }) => {
  const recorder = recordBodies(page);
  const student = await createStudent(request, '55');

  // An OTP login and a password reset request: both hold upstream tokens in the session.
  await page.goto('/en/auth/login?mode=otp');
  const main = page.getByRole('main');
  await fillOtp(page, await requestCode(page, request, student));
  await main.getByRole('button', { name: 'Verify & Login' }).click();
  // a new learner's home is the wizard (issue 21 item 12)
  await expect(page).toHaveURL(/\/en\/signup\/onboard$/);
  await page.goto('/en/dashboard/my-account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  const profile = await page.request.get('/api/user/v1/student/profile');
  expect(profile.status()).toBe(200);

  // leave the dashboard first: its scripts answer a 401 after the cookies go by sending the page to
  // login, which raced the next navigation
  await page.goto('about:blank');
  await context.clearCookies();
  await page.goto('/en/auth/forgot-password');
  await submitPhone(page, student);
  await expect(page).toHaveURL(/\/en\/auth\/forgot-password\/otp$/);

  await loginWithPassword(page, AISHA);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await recorder.done();

  expect(recorder.bodies.length).toBeGreaterThan(5);
  const leaks = recorder.bodies.filter((b) => JWT.test(b.text) || b.text.includes('resetJWTToken')).map((b) => b.url);
  expect(leaks).toEqual([]);

  // The session cookie is HttpOnly: the page's script cannot read it.
  const cookies = await context.cookies();
  const sessionCookie = cookies.find((c) => /portal_session$/.test(c.name));
  expect(sessionCookie?.httpOnly).toBe(true);
  expect(sessionCookie?.sameSite).toBe('Lax');
  expect(await page.evaluate(() => document.cookie)).not.toMatch(SESSION_COOKIE);

  const storage = await page.evaluate(() => {
    const dump = (s: Storage) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i) ?? '')}`);
    return [...dump(window.localStorage), ...dump(window.sessionStorage)].join('\n');
  });
  expect(storage).not.toMatch(TOKENISH);
});

// Logging in, codes, sign-up and logout are server actions, whose origin wall action-origin.spec.ts tries.
test('mutating /api calls from a foreign origin are refused with 403', async ({ request, baseURL }) => {
  const foreign = { origin: 'https://evil.example' };
  const calls: [string, 'post' | 'put', object][] = [
    ['/api/eid/read', 'post', {}],
    ['/api/notification/v1/ticket', 'post', {}],
    ['/api/notification/v1/messages/seen', 'put', {}],
    ['/api/document/v1/student/documents/eid/number', 'put', { number: '784-1990-1234567-1' }],
  ];
  for (const [path, method, data] of calls) {
    const res = await request[method](path, { headers: foreign, data });
    expect(res.status(), path).toBe(403);
  }
  // The same call from the portal's own origin is not refused for its origin.
  const own = await request.post('/api/eid/read', { headers: { origin: baseURL! }, data: {} });
  expect(own.status()).toBe(400);
  expect(await own.json()).toMatchObject({ code: 'image_required' });
});

test('repeated wrong passwords are throttled with a clear message', async ({ page }) => {
  // An unknown number: the throttle counts failures per username, known or not.
  const account = { startingCode: '56', number: uniqueNumber(), password: 'Wrong#Password1' };
  await page.goto('/en/auth/login');
  const alert = page.getByRole('main').getByRole('alert');
  for (let attempt = 1; attempt <= 5; attempt++) {
    await fillPasswordLogin(page, account);
    await expect(alert).toHaveText('Invalid Username or Password!');
    // A fresh line per answer, so the next check waits for the next answer.
    await page.goto('/en/auth/login');
  }
  await fillPasswordLogin(page, account);
  // One sentence, one wait.
  await expect(alert).toHaveText(/^Too many failed login attempts, please try again in \d+ minutes?\.$/);
});

test('six wrong codes kill the login code: even the right one is refused afterwards', async ({ page, request }) => {
  const student = await createStudent(request, '58');
  await page.goto('/en/auth/login?mode=otp');
  const main = page.getByRole('main');
  const fresh = await requestCode(page, request, student);
  const bad = fresh === '000000' ? '111111' : '000000';
  for (let i = 0; i < 6; i++) {
    await fillOtp(page, bad);
    await main.getByRole('button', { name: 'Verify & Login' }).click();
    await expect(main.getByRole('button', { name: 'Verify & Login' })).not.toHaveAttribute('aria-busy', 'true');
  }
  await expect(main.getByRole('alert').filter({ hasText: 'Too many wrong attempts, please request a new OTP' })).toBeVisible();
  await fillOtp(page, fresh);
  await main.getByRole('button', { name: 'Verify & Login' }).click();
  await expect(main.getByRole('alert').filter({ hasText: 'Too many wrong attempts, please request a new OTP' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/auth\/login\?mode=otp&step=code$/);
  expect((await page.request.get('/api/user/v1/student/profile')).status()).toBe(401);
});

test('forgot password answers a registered and an unregistered number identically', async ({ page, request, context }) => {
  const student = await createStudent(request, '50');
  /** The code screen a number leads to, its digits (the masked number, the countdown) blanked. */
  const screenFor = async (start: string, number: string, landing: RegExp) => {
    await context.clearCookies();
    await page.goto(start);
    await submitPhone(page, { startingCode: '50', number });
    await expect(page).toHaveURL(landing);
    return (await page.getByRole('main').innerText()).replace(/\d/g, '#');
  };
  const reset = (number: string) => screenFor('/en/auth/forgot-password', number, /\/en\/auth\/forgot-password\/otp$/);
  expect(await reset(uniqueNumber())).toBe(await reset(student.number));

  // Login by OTP says no more than that either.
  const code = (number: string) => screenFor('/en/auth/login?mode=otp', number, /\/en\/auth\/login\?mode=otp&step=code$/);
  expect(await code(uniqueNumber())).toBe(await code(student.number));
});
