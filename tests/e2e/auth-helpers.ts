import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { registrationPayload } from '../fixtures/learner';
import { apiURL, hydrated, latestCode, uniqueNumber } from './support';

// Shared steps of the auth journeys: fresh accounts made straight against the API (so the seeded
// users other specs rely on keep their passwords and OTP budgets), and the login form.

export const PASSWORD = 'Student@12345';
export const NEW_PASSWORD = 'Renewed#Pass2025';

export const AISHA = { startingCode: '50', number: '1234567', name: 'Aisha Rahman', studentId: 'STU-100001' };
export const PRE_REGISTERED = { startingCode: '55', number: '1112223', name: 'Fatima Al Mansoori' };
export const CSR_PENDING = { startingCode: '56', number: '4445556' };
export const CASHIER = { startingCode: '58', number: '9990001' };

export interface Account {
  startingCode: string;
  number: string;
  phone: string;
  email: string;
  id: string;
  studentId: string;
  name: string;
}

/**
 * A new student, made straight against the API as a learner would: sign-up (a pending registration),
 * the texted code from the sandbox outbox, verification (the account is created and logged in).
 */
export async function createStudent(request: APIRequestContext, startingCode = '52'): Promise<Account> {
  const number = uniqueNumber();
  const phone = `971${startingCode}${number}`;
  const email = `e2e.${startingCode}${number}.${Date.now() % 100000}@example.ae`;
  const since = Date.now();
  const signup = await request.post(`${apiURL}/user/v1/auth/signup`, {
    data: registrationPayload({ name: 'Test Learner', gender: 'male', email, password: PASSWORD, dob: '1995-05-05', startingCode, number }),
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const { data: pending } = (await signup.json()) as { data: { resetJWTToken: string } };
  const otp = await latestCode(request, phone, since);
  const verified = await request.post(`${apiURL}/user/v1/auth/verify-otp`, { data: { resetJWTToken: pending.resetJWTToken, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  const { data } = (await verified.json()) as { data: { user: { _id: string; studentId: string; name: string } } };
  return { startingCode, number, phone, email, id: data.user._id, studentId: data.user.studentId, name: data.user.name };
}

const LABELS = {
  en: { startingCode: 'Starting Code', number: 'Number', password: 'Password', submit: 'Login' },
  ar: { startingCode: 'رمز المشغّل', number: 'الرقم', password: 'كلمة المرور', submit: 'تسجيل الدخول' },
} as const;

/** Fills the password login on the current page (already at /{lang}/auth/login…). */
export async function fillPasswordLogin(
  page: Page,
  { startingCode, number, password = PASSWORD, lang = 'en' }: { startingCode: string; number: string; password?: string; lang?: 'en' | 'ar' },
) {
  const l = LABELS[lang];
  const main = page.getByRole('main');
  await main.getByLabel(l.startingCode, { exact: true }).selectOption(startingCode);
  await main.getByLabel(l.number, { exact: true }).fill(number);
  await main.getByLabel(l.password, { exact: true }).fill(password);
  await main.getByRole('button', { name: l.submit, exact: true }).click();
}

/**
 * Logs in as a learner would, without waiting for the page's scripts: a submit before they arrive
 * posts without them (issue 22). `hydrated`: for a test of what only the hydrated form does (a
 * refusal's toast; the password kept in memory instead of asked for again).
 */
export async function loginWithPassword(
  page: Page,
  account: { startingCode: string; number: string; password?: string },
  lang: 'en' | 'ar' = 'en',
  { hydrated: waitForScripts = false }: { hydrated?: boolean } = {},
) {
  await page.goto(`/${lang}/auth/login`);
  if (waitForScripts) await hydrated(page);
  await fillPasswordLogin(page, { ...account, lang });
}

/** The named fields of the first <form> in `html` that has a field called `field`, as its plain post would send them. */
function plainFormFields(html: string, field: string): Record<string, string> {
  const form = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map((m) => m[0]).find((f) => f.includes(`name="${field}"`));
  if (!form) throw new Error(`no form with a "${field}" field on the page`);
  const decode = (v: string) =>
    v
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const fields: Record<string, string> = {};
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = /\sname="([^"]*)"/.exec(tag)?.[1];
    const value = /\svalue="([^"]*)"/.exec(tag)?.[1] ?? '';
    // the first value of a name wins, as the action reads a plain post (FormData.get)
    if (name && !(decode(name) in fields)) fields[decode(name)] = decode(value);
  }
  return fields;
}

/** GETs a login page as a browser without scripts would, then posts its form with `typed`: the portal answers 303 to where it goes next. */
async function postPlainForm(target: Page | BrowserContext, path: string, field: string, typed: Record<string, string>): Promise<string> {
  const shown = await target.request.get(path);
  expect(shown.status(), path).toBe(200);
  const url = shown.url();
  const posted = await target.request.post(url, {
    headers: { origin: new URL(url).origin, referer: url },
    multipart: { ...plainFormFields(await shown.text(), field), ...typed },
    maxRedirects: 0,
  });
  // a refusal comes back as the page again (200) with its alert: say so rather than fail later on a URL
  expect(posted.status(), `${path}: ${posted.status()} ${(await posted.text()).slice(0, 300)}`).toBe(303);
  const next = new URL(posted.headers()['location']!, url);
  return next.pathname + next.search;
}

/**
 * Logs a learner in for a test whose subject is not the login screen: the same server action and
 * cookie as the login form's plain post (what a browser sends before the scripts arrive), but
 * without rendering the form, so the portal itself makes the session and it lands in the browser
 * context of `target`. Sandbox learners have no password: `by: 'code'` asks for a texted code and
 * sends it back, as 'Login with OTP' does. Returns the path the form would have gone to; `open`
 * goes there too. The form itself is tested by auth-login.spec.ts and the other auth specs.
 */
export async function logIn(
  target: Page | BrowserContext,
  account: { startingCode: string; number: string; password?: string; phone?: string },
  lang: 'en' | 'ar' = 'en',
  { open = false, by = 'password' }: { open?: boolean; by?: 'password' | 'code' } = {},
): Promise<string> {
  const phone = { startingCode: account.startingCode, number: account.number };
  let landing: string;
  if (by === 'password') {
    landing = await postPlainForm(target, `/${lang}/auth/login`, 'password', { ...phone, password: account.password ?? PASSWORD });
  } else {
    const since = Date.now();
    const codeStep = await postPlainForm(target, `/${lang}/auth/login?mode=otp`, 'number', phone);
    const otp = await latestCode(target.request, account.phone ?? `971${account.startingCode}${account.number}`, since);
    landing = await postPlainForm(target, codeStep, 'otp', { otp });
  }
  if (open) {
    if (!('goto' in target)) throw new Error('open needs a page');
    await target.goto(landing);
  }
  return landing;
}

/** Types a code into the one-time-code boxes: the first box (autocomplete=one-time-code) takes a whole code. */
export async function fillOtp(page: Page, code: string) {
  await page.locator('input[autocomplete="one-time-code"]').fill(code);
}

/** On a phone form (login by OTP, forgot password): the number, then 'Send OTP'. English screens. */
export async function submitPhone(page: Page, phone: { startingCode: string; number: string }) {
  const main = page.getByRole('main');
  await main.getByLabel('Starting Code', { exact: true }).selectOption(phone.startingCode);
  await main.getByLabel('Number', { exact: true }).fill(phone.number);
  await main.getByRole('button', { name: 'Send OTP' }).click();
}

/** submitPhone, then the code that was texted for it (read from the sandbox outbox). */
export async function requestCode(
  page: Page,
  request: APIRequestContext,
  account: Pick<Account, 'startingCode' | 'number' | 'phone'>,
): Promise<string> {
  const since = Date.now();
  await submitPhone(page, account);
  return latestCode(request, account.phone, since);
}
