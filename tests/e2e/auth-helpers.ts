import { expect, type APIRequestContext, type Page } from '@playwright/test';
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
