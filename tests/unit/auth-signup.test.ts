jest.mock('next/headers', () => jest.requireActual('./support/next-headers'));

import { loginWithPassword } from '@/lib/auth/login';
import { completeQuickSignup } from '@/lib/auth/quick-signup';
import { signup } from '@/lib/auth/signup';
import { verifySignupCode } from '@/lib/auth/verify-signup';
import { pendingCode, viewer } from '@/lib/auth/viewer';
import type { FieldError } from '@/lib/errors/app-error';
import { fieldText } from '@/lib/errors/text';
import { makeQuickSignupSchema, makeSignupSchema } from '@/lib/schemas/signup';
import { isLoggedIn, needsQuickSignup, readSession } from '@/lib/session';
import { tAr, tEn } from './support/intl';
import { browser } from './support/next-headers';
import { apiUser, envelope, fakeUpstream } from './support/upstream';
import { signupForm } from '../fixtures/learner';

// Sign-up (R§4, R§5), its code (R§2) and quick sign-up (R§2) through the use cases, against a
// scripted API: what is sent, what stays in the session, and how the API's field errors land on
// the form's own fields.

const upstream = fakeUpstream();
afterAll(() => upstream.restore());
beforeEach(() => {
  upstream.reset();
  browser.reset();
});

const SIGNUP = '/user/v1/auth/signup';
const VERIFY = '/user/v1/auth/verify-otp';
const PROFILE = '/user/v1/student/profile';
const PRE_REGISTER = '/user/v1/student/pre-register';

const now = new Date();
const form = signupForm({ startingCode: '55', number: '7654321', email: 'aisha@example.com', dob: '1990-01-01' });
const values = makeSignupSchema({ now }).parse(form);

/** What the form shows under each field, in English and Arabic. */
const shown = (fields: Record<string, FieldError> | undefined) =>
  Object.fromEntries(Object.entries(fields ?? {}).map(([field, error]) => [field, [fieldText(field, error, tEn), fieldText(field, error, tAr)]]));

async function signedUp(token = 'signup-conv-1') {
  upstream.reply('POST', SIGNUP, 200, envelope({ resetJWTToken: token, otpExpiry: '2026-11-23T10:05:00Z' }));
  return signup(values);
}

describe('signup: a pending registration and a code (R§4)', () => {
  it('sends the R§3 registration payload and keeps the conversation in the session', async () => {
    const result = await signedUp();
    expect(result).toEqual({ ok: true, value: { phoneMasked: '+971 55 ••• 4321', sentAt: expect.any(Number) } });
    const sent = upstream.calls(SIGNUP)[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Aisha Rahman',
      email: 'aisha@example.com',
      password: 'Student@12345',
      registrationPlatform: 'web',
      phones: { firstNumber: { NumberCode: '971557654321', startingCode: '55', number: '7654321' } },
      studentDetails: { requiredLicenseId: 'lt-lmv', requiredLicenseCategory: 'LMV', hasResidencyVisa: true, hasGoldenVisa: false },
    });
    expect(sent).not.toHaveProperty('confirmPassword');
    expect(JSON.stringify(result)).not.toContain('signup-conv-1');
    expect(await pendingCode('signup')).toMatchObject({ phoneMasked: '+971 55 ••• 4321' });
  });

  it('a new sign-up replaces an earlier pending one in this browser', async () => {
    await signedUp('first');
    await signedUp('second');
    upstream.reply('POST', VERIFY, 400, { code: 'otp_invalid', message: 'Invalid OTP' });
    await verifySignupCode({ otp: '123456' });
    expect(upstream.calls(VERIFY)[0]?.body).toEqual({ resetJWTToken: 'second', otp: '123456' });
  });

  it("puts the API's field errors (payload paths) on the form's fields, in the form's words", async () => {
    upstream.reply('POST', SIGNUP, 400, {
      statusCode: 400,
      code: 'invalid_data',
      message: 'Invalid Data in Form!',
      fields: {
        name: { code: 'invalid', message: 'Name is invalid' },
        'phones.firstNumber.number': { code: 'invalid', message: 'Phone Number is invalid' },
        'studentDetails.gearType': { code: 'unavailable', message: 'Gear Type is not available' },
        'studentDetails.requiredLicenseId': { code: 'unavailable', message: 'License Type is not available' },
        'something.else': { code: 'invalid', message: 'Something is invalid' },
      },
    });
    const result = await signup(values);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('invalid_data');
    expect(shown(result.error.fields)).toEqual({
      fullName: ['Full Name is invalid', 'قيمة الاسم الكامل غير صالحة'],
      number: ['Phone Number is invalid', 'قيمة رقم الهاتف غير صالحة'],
      gearType: ['Gear Type is not available', 'نوع ناقل الحركة غير متاح'],
      licenseTypeId: ['License Type is not available', 'نوع الرخصة غير متاح'],
      // No control of the form: the page shows it as a toast, in the API's words.
      'something.else': ['Else is invalid', 'قيمة Else غير صالحة'],
    });
    expect(await pendingCode('signup')).toBeNull();
  });

  it("reads the spec's ErrorList answer as 'Invalid {field name}' with the form's labels", async () => {
    upstream.reply('POST', SIGNUP, 400, {
      statusCode: 400,
      message: 'Bad',
      errors: [{ field: 'phones.firstNumber.number' }, { field: 'studentDetails.requiredLicenseId' }, { field: 'name' }],
    });
    const result = await signup(values);
    expect(result.ok ? null : shown(result.error.fields)).toEqual({
      number: ['Invalid Phone Number', 'قيمة رقم الهاتف غير صالحة'],
      licenseTypeId: ['Invalid License Type', 'قيمة نوع الرخصة غير صالحة'],
      fullName: ['Invalid Full Name', 'قيمة الاسم الكامل غير صالحة'],
    });
  });
});

describe("verify-signup: 'Verify & Proceed' (R§2)", () => {
  it('without a sign-up in this browser the code is an expired one, and nobody is asked', async () => {
    expect(await verifySignupCode({ otp: '123456' })).toMatchObject({ ok: false, error: { code: 'otp_no_pending', message: 'OTP has expired' } });
    expect(upstream.seen).toEqual([]);
  });

  it('the right code creates the account and logs the student in; the pending code is gone', async () => {
    await signedUp();
    upstream.reply('POST', VERIFY, 200, envelope({ user: apiUser(), token: 'tok-new' }));
    expect(await verifySignupCode({ otp: '123456' })).toMatchObject({ ok: true, value: { name: 'Aisha Rahman' } });
    expect(upstream.calls(VERIFY)[0]?.body).toEqual({ resetJWTToken: 'signup-conv-1', otp: '123456' });
    expect(isLoggedIn(await readSession())).toBe(true);
    expect(await pendingCode('signup')).toBeNull();
  });

  it.each([
    ['otp_invalid', 400, 'Invalid OTP'],
    ['otp_expired', 410, 'OTP has expired'],
    ['otp_attempts', 429, 'Too many wrong attempts, please request a new OTP'],
  ])('%s (%i) keeps the sign-up pending (another code or a resend can follow)', async (code, status, message) => {
    await signedUp();
    upstream.reply('POST', VERIFY, status, { code, message });
    expect(await verifySignupCode({ otp: '000000' })).toMatchObject({ ok: false, error: { code, message } });
    expect(await pendingCode('signup')).not.toBeNull();
    expect(await viewer()).toBeNull();
  });

  it.each([
    ['account_exists', 409],
    ['email_taken', 409],
    ['emirates_id_taken', 409],
    ['conflict', 409],
  ])('%s (%i): the account is refused; the code screen stays to show it and the ways on (no one logged in)', async (code, status) => {
    await signedUp();
    upstream.reply('POST', VERIFY, status, { code, message: 'x' });
    expect(await verifySignupCode({ otp: '123456' })).toMatchObject({ ok: false, error: { code } });
    expect(await pendingCode('signup')).not.toBeNull();
    expect(await viewer()).toBeNull();
  });

  it.each([
    ['token_invalid', 401, 'otp_no_pending'],
    ['unauthorized', 401, 'otp_no_pending'],
  ])('%s (%i) ends the conversation: the pending sign-up is dropped and %s is answered', async (code, status, answered) => {
    await signedUp();
    upstream.reply('POST', VERIFY, status, { code, message: 'x' });
    expect(await verifySignupCode({ otp: '123456' })).toMatchObject({ ok: false, error: { code: answered } });
    expect(await pendingCode('signup')).toBeNull();
  });

  it("an 'Email already exists' lands on the form's field", async () => {
    await signedUp();
    upstream.reply('POST', VERIFY, 409, {
      code: 'email_taken',
      message: 'Email already exists',
      fields: {
        email: { code: 'taken', message: 'Email already exists' },
        'studentDetails.emiratesId': { code: 'taken', message: 'Emirates Id already exists' },
      },
    });
    const result = await verifySignupCode({ otp: '123456' });
    expect(result.ok ? null : shown(result.error.fields)).toEqual({
      email: ['Email already exists', 'البريد الإلكتروني مسجّل مسبقاً'],
      emiratesId: ['Emirates ID already exists', 'رقم الهوية الإماراتية مسجّل مسبقاً'],
    });
  });

  it('a staff account is refused as a wrong password would be (R§6)', async () => {
    await signedUp();
    upstream.reply('POST', VERIFY, 200, envelope({ user: apiUser({ roles: ['instructor'] }), token: 'tok-staff' }));
    upstream.reply('POST', '/user/v1/auth/logout', 200, { statusCode: 200 });
    expect(await verifySignupCode({ otp: '123456' })).toMatchObject({ ok: false, error: { code: 'invalid_credentials' } });
    expect(upstream.calls('/user/v1/auth/logout')).toHaveLength(1);
    expect(await viewer()).toBeNull();
  });
});

describe("quick sign-up: 'Completed Registration' (R§2)", () => {
  const profile = apiUser({
    _id: 'usr-pre',
    email: 'pre@centre.ae',
    nationality: null,
    isPreRegisteredUser: true,
    phones: { firstNumber: { countryCode: '971', startingCode: '52', number: '1112223' } },
  });
  const { password: _p, confirmPassword: _c, ...quickForm } = form;
  const quick = makeQuickSignupSchema({ now }).parse({ ...quickForm, email: 'someone-else@evil.example', startingCode: '50' });

  async function loggedInPreRegistered() {
    upstream.reply('POST', '/user/v1/auth/login', 200, envelope({ user: profile, token: 'tok-pre' }));
    await loginWithPassword({ countryCode: '971', startingCode: '52', number: '1112223', password: 'Student@12345' });
    upstream.reply('GET', PROFILE, 200, envelope(profile));
    expect(needsQuickSignup((await readSession()).user)).toBe(true);
  }

  it('needs a logged-in student', async () => {
    expect(await completeQuickSignup(quick)).toMatchObject({ ok: false, error: { status: 401, code: 'unauthorized' } });
    expect(upstream.seen).toEqual([]);
  });

  it("sends the profile's own e-mail and phone prefix whatever the browser sent, and refreshes the session", async () => {
    await loggedInPreRegistered();
    upstream.reply('PUT', PRE_REGISTER, 200, envelope({ ...profile, nationality: 'India', isPreRegisteredUser: true }));

    const result = await completeQuickSignup(quick);
    expect(result).toMatchObject({ ok: true, value: { hasNationality: true } });
    const put = upstream.calls(PRE_REGISTER)[0]!;
    expect(put.headers.get('authorization')).toBe('Bearer tok-pre');
    expect(put.body).toMatchObject({ email: 'pre@centre.ae', phones: { firstNumber: { startingCode: '52', NumberCode: '971527654321' } } });
    expect(put.body).not.toHaveProperty('password');
    expect(needsQuickSignup((await readSession()).user)).toBe(false);
  });

  it("puts the API's field errors on the form's fields", async () => {
    await loggedInPreRegistered();
    upstream.reply('PUT', PRE_REGISTER, 409, {
      code: 'emirates_id_taken',
      message: 'Emirates Id already exists',
      fields: { 'studentDetails.emiratesId': { code: 'taken', message: 'Emirates Id already exists' } },
    });
    const result = await completeQuickSignup(quick);
    expect(result).toMatchObject({ ok: false, error: { code: 'emirates_id_taken' } });
    expect(result.ok ? null : Object.keys(result.error.fields ?? {})).toEqual(['emiratesId']);
    expect(needsQuickSignup((await readSession()).user)).toBe(true);
  });

  it('checks the locked values again: a profile e-mail that breaks the rules is an invalid form, never a "" key', async () => {
    await loggedInPreRegistered();
    upstream.reply('GET', PROFILE, 200, envelope({ ...profile, email: 'not-an-email' }));
    const result = await completeQuickSignup(quick);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_data', fields: { email: { code: 'invalid', message: 'Email is invalid' } } } });
    expect(upstream.calls(PRE_REGISTER)).toEqual([]);
  });

  it("'Only pre-registered users…' passes on as its code", async () => {
    await loggedInPreRegistered();
    upstream.reply('PUT', PRE_REGISTER, 403, { code: 'not_pre_registered', message: 'Only pre-registered users can complete quick registration' });
    expect(await completeQuickSignup(quick)).toMatchObject({ ok: false, error: { status: 403, code: 'not_pre_registered' } });
  });
});
