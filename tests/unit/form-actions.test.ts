jest.mock('next/headers', () => jest.requireActual('./support/next-headers'));
let mockLocale: 'en' | 'ar' = 'en';
jest.mock('next-intl/server', () => ({
  getLocale: async () => mockLocale,
  getTranslations: async ({ locale }: { locale: 'en' | 'ar' }) => jest.requireActual('./support/intl').translator(locale),
}));

import { getURLFromRedirectError } from 'next/dist/client/components/redirect';
import { isRedirectError } from 'next/dist/client/components/redirect-error';
import { requestPasswordResetAction } from '@/app/[lang]/(public)/auth/forgot-password/actions';
import { resetPasswordAction } from '@/app/[lang]/(public)/auth/forgot-password/otp/actions';
import { loginAction, loginWithCodeAction, requestLoginCodeAction } from '@/app/[lang]/(public)/auth/login/actions';
import { signupAction, verifySignupCodeAction } from '@/app/[lang]/(public)/signup/actions';
import { verifyEmailAction } from '@/app/[lang]/(public)/verify-email/[id]/actions';
import { sendVerificationEmailAction } from '@/app/[lang]/(student)/dashboard/my-account/actions';
import { INITIAL_FORM_STATE } from '@/lib/forms/form-state';
import { logoutAction, resendCodeAction } from '@/lib/auth/actions';
import { viewer } from '@/lib/auth/viewer';
import { signupForm } from '../fixtures/learner';
import { browser } from './support/next-headers';
import { apiUser, envelope, fakeUpstream } from './support/upstream';

// The forms' server actions, end to end on the server side: a use case behind runFormAction, the
// real session and a scripted API. What each form gets back, in English and Arabic.

const upstream = fakeUpstream();
afterAll(() => upstream.restore());
beforeEach(() => {
  upstream.reset();
  browser.reset();
  mockLocale = 'en';
});

const phone = { countryCode: '971', startingCode: '50', number: '1234567' };
const login = { ...phone, password: 'Student@12345' };

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

async function redirectOf(promise: Promise<unknown>) {
  try {
    await promise;
    return null;
  } catch (error) {
    if (isRedirectError(error)) return getURLFromRedirectError(error);
    throw error;
  }
}

describe('login (R§4)', () => {
  it('a hydrated login is told where to go: the page it came from', async () => {
    upstream.reply('POST', '/user/v1/auth/login', 200, envelope({ user: apiUser(), token: 't' }));
    const state = await loginAction(INITIAL_FORM_STATE, { ...login, returnTo: '/en/dashboard/my-account' });
    expect(state).toEqual({ seq: 1, status: 'done', redirectTo: '/en/dashboard/my-account' });
  });

  it('a plain post is redirected; a pre-registered student without nationality to quick sign-up', async () => {
    upstream.reply('POST', '/user/v1/auth/login', 200, envelope({ user: apiUser({ isPreRegisteredUser: true, nationality: null }), token: 't' }));
    mockLocale = 'ar';
    expect(await redirectOf(loginAction(INITIAL_FORM_STATE, form({ ...login, returnTo: '/ar/dashboard' })))).toBe('/ar/quick-signup');
  });

  it("a wrong password reads 'Invalid Username or Password!' in the page's language; a plain post's answer asks for the password again instead of echoing it", async () => {
    upstream.reply('POST', '/user/v1/auth/login', 401, { code: 'invalid_credentials', message: 'Invalid Username or Password!' });
    mockLocale = 'ar';
    const state = await loginAction(INITIAL_FORM_STATE, form(login));
    expect(state).toEqual({
      seq: 1,
      status: 'failed',
      errorCode: 'invalid_credentials',
      formError: 'اسم المستخدم أو كلمة المرور غير صحيحة!',
      fieldErrors: { password: 'لم يُحفظ عند إعادة تحميل الصفحة حفاظًا على أمانك: يُرجى كتابته مرة أخرى.' },
      values: phone,
    });
  });

  it('asking for a code leads to the code step of the login page', async () => {
    upstream.reply('POST', '/user/v1/auth/login-otp', 200, envelope({ id: 'conv', otpExpiry: 'x' }));
    expect(await requestLoginCodeAction(INITIAL_FORM_STATE, { ...phone, returnTo: '/en/dashboard' })).toMatchObject({
      status: 'done',
      redirectTo: '/en/auth/login?mode=otp&step=code&returnTo=%2Fen%2Fdashboard',
    });
  });

  it("a wrong code shows under the code boxes ('Invalid OTP', R§8), and the code is not sent back", async () => {
    upstream.reply('POST', '/user/v1/auth/login-otp', 200, envelope({ id: 'conv', otpExpiry: 'x' }));
    await requestLoginCodeAction(INITIAL_FORM_STATE, phone);
    upstream.reply('POST', '/user/v1/auth/login-otp/verify', 400, { code: 'otp_invalid', message: 'Invalid OTP' });
    mockLocale = 'ar';
    const state = await loginWithCodeAction(INITIAL_FORM_STATE, form({ otp: '000000' }));
    expect(state).toMatchObject({ status: 'failed', errorCode: 'otp_invalid', fieldErrors: { otp: 'رمز التحقق غير صحيح' } });
    expect(state).not.toHaveProperty('formError');
    expect(JSON.stringify(state)).not.toContain('000000');
  });
});

describe('sign-up (R§4, R§5)', () => {
  const signup = signupForm();

  it.each([
    ['en', 'Date of Birth is invalid', 'Not kept when the page reloaded, for your safety: please type it again.'],
    ['ar', 'قيمة تاريخ الميلاد غير صالحة', 'لم يُحفظ عند إعادة تحميل الصفحة حفاظًا على أمانك: يُرجى كتابته مرة أخرى.'],
  ] as const)('year 1800 is refused once, under the date, in the client’s words (%s, issue 7 #16)', async (locale, text, retype) => {
    mockLocale = locale;
    const state = await signupAction(INITIAL_FORM_STATE, form({ ...signup, dob: '1800-01-01' }));
    expect(state).toEqual({
      seq: 1,
      status: 'invalid',
      fieldErrors: { dob: text, password: retype, confirmPassword: retype },
      values: expect.any(Object),
    });
    expect(state.values).not.toHaveProperty('password');
    expect(state.values).not.toHaveProperty('confirmPassword');
    expect(upstream.seen).toEqual([]);
  });

  it('success leads to the code screen with the send time for its countdown', async () => {
    upstream.reply('POST', '/user/v1/auth/signup', 200, envelope({ resetJWTToken: 'conv', otpExpiry: 'x' }));
    const state = await signupAction(INITIAL_FORM_STATE, signup);
    expect(state).toEqual({ seq: 1, status: 'done', redirectTo: '/en/signup/otp', data: { sentAt: expect.any(Number) } });
  });

  it("'Email already exists' from the API lands under the e-mail, not as a second message", async () => {
    upstream.reply('POST', '/user/v1/auth/signup', 409, {
      code: 'email_taken',
      message: 'Email already exists',
      fields: { email: { code: 'taken', message: 'Email already exists' } },
    });
    const state = await signupAction(INITIAL_FORM_STATE, signup);
    expect(state).toMatchObject({ status: 'failed', errorCode: 'email_taken', fieldErrors: { email: 'Email already exists' } });
    expect(state).not.toHaveProperty('formError');
    expect(state).not.toHaveProperty('toasts');
  });

  it("a number that already has an account: the code screen says so and offers login or reset (errorCode 'account_exists')", async () => {
    upstream.reply('POST', '/user/v1/auth/signup', 200, envelope({ resetJWTToken: 'conv', otpExpiry: 'x' }));
    await signupAction(INITIAL_FORM_STATE, signup);
    upstream.reply('POST', '/user/v1/auth/verify-otp', 409, { code: 'account_exists', message: 'x' });
    expect(await verifySignupCodeAction(INITIAL_FORM_STATE, { otp: '123456' })).toMatchObject({
      status: 'failed',
      errorCode: 'account_exists',
      fieldErrors: { otp: 'This number already has an account. Log in or reset your password.' },
    });
  });
});

describe('forgotten password (R§4, R§8)', () => {
  it('the number leads to the reset screen; the reset back to login, which says so', async () => {
    upstream.reply('POST', '/user/v1/auth/forgot-password', 200, envelope({ resetJWTToken: 'r', otpExpiry: 'x' }));
    expect(await requestPasswordResetAction(INITIAL_FORM_STATE, phone)).toMatchObject({ status: 'done', redirectTo: '/en/auth/forgot-password/otp' });
    upstream.reply('POST', '/user/v1/auth/reset-password', 200, { statusCode: 200, message: 'ok' });
    mockLocale = 'ar';
    const done = await resetPasswordAction(INITIAL_FORM_STATE, { otp: '123456', password: 'Renewed#Pass2025', confirmPassword: 'Renewed#Pass2025' });
    expect(done).toEqual({ seq: 1, status: 'done', redirectTo: '/ar/auth/login?reset=done' });
  });

  it('never sends the code or the passwords back', async () => {
    const state = await resetPasswordAction(INITIAL_FORM_STATE, form({ otp: '12', password: 'Renewed#Pass2025', confirmPassword: 'other-secret' }));
    expect(state.status).toBe('invalid');
    expect(state.values).toEqual({});
  });
});

describe("'Resend OTP' (R§4, R§8)", () => {
  const resend = (flow: 'signup' | 'other') => resendCodeAction(INITIAL_FORM_STATE, { flow });
  afterEach(() => jest.restoreAllMocks());

  it("once the countdown is over: 'Resent OTP!' / 'Please enter the new OTP to verify!'", async () => {
    upstream.reply('POST', '/user/v1/auth/login-otp', 200, envelope({ id: 'conv', otpExpiry: 'x' }));
    await requestLoginCodeAction(INITIAL_FORM_STATE, phone);
    const later = Date.now() + 181_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    upstream.reply('POST', '/user/v1/auth/resend-otp', 200, envelope({ otpExpiry: 'y' }));
    expect(await resend('other')).toEqual({
      seq: 1,
      status: 'done',
      notice: 'Resent OTP!',
      toastDetail: 'Please enter the new OTP to verify!',
    });
  });

  it('during the countdown: refused in one sentence, in the page language, on every screen', async () => {
    upstream.reply('POST', '/user/v1/auth/login-otp', 200, envelope({ id: 'conv', otpExpiry: 'x' }));
    await requestLoginCodeAction(INITIAL_FORM_STATE, phone);
    expect(await resend('signup')).toMatchObject({
      seq: 1,
      status: 'failed',
      errorCode: 'otp_too_early',
      formError: 'Please wait before requesting a new code',
    });
    mockLocale = 'ar';
    expect((await resend('other')).formError).toBe('يرجى الانتظار قبل طلب رمز جديد');
  });

  it("without a code waiting: 'Error' / 'Unable to send! Please try again!' on sign-up, 'Unable to send OTP' elsewhere", async () => {
    expect(await resend('signup')).toMatchObject({
      status: 'failed',
      errorCode: 'otp_no_pending',
      formError: 'Error',
      toastDetail: 'Unable to send! Please try again!',
    });
    const other = await resend('other');
    expect(other).toMatchObject({ status: 'failed', formError: 'Unable to send OTP' });
    expect(other.toastDetail).toBeUndefined();
  });

  it("the API unavailable: 'Error sending OTP!' / 'Please resend again!' on sign-up", async () => {
    upstream.reply('POST', '/user/v1/auth/login-otp', 200, envelope({ id: 'conv', otpExpiry: 'x' }));
    await requestLoginCodeAction(INITIAL_FORM_STATE, phone);
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 181_000);
    upstream.reply('POST', '/user/v1/auth/resend-otp', 503, { message: 'down' });
    expect(await resend('signup')).toMatchObject({ status: 'failed', formError: 'Error sending OTP!', toastDetail: 'Please resend again!' });
  });
});

describe('e-mail verification (R§2, R§8)', () => {
  it("the link: 'Email verified successfully' or 'Email Verification Failed'", async () => {
    upstream.reply('PUT', '/user/v1/auth/verify-email/usr-1', 200, envelope({ message: 'ok' }));
    expect(await verifyEmailAction(INITIAL_FORM_STATE, form({ id: 'usr-1', verifyToken: 'vt' }))).toEqual({
      seq: 1,
      status: 'done',
      notice: 'Email verified successfully',
    });
    upstream.reply('PUT', '/user/v1/auth/verify-email/usr-1', 400, { message: 'nope' });
    expect(await verifyEmailAction(INITIAL_FORM_STATE, form({ id: 'usr-1', verifyToken: 'vt' }))).toMatchObject({
      formError: 'Email Verification Failed',
    });
    // a malformed link never reaches the API; the page shows the spec's one text for it (account-forms.test.tsx)
    expect(await verifyEmailAction(INITIAL_FORM_STATE, form({ id: '../x', verifyToken: 'vt' }))).toMatchObject({ status: 'invalid' });
  });

  it("'Send verification email': its message, or 'Unable to send verification mail' (a throttle explains itself)", async () => {
    upstream.reply('POST', '/user/v1/auth/login', 200, envelope({ user: apiUser(), token: 't' }));
    await loginAction(INITIAL_FORM_STATE, login);
    upstream.reply('POST', '/user/v1/auth/send-verify-email', 200, { statusCode: 200 });
    expect(await sendVerificationEmailAction(INITIAL_FORM_STATE, {})).toMatchObject({ status: 'done', notice: 'Verification email sent' });
    upstream.reply('POST', '/user/v1/auth/send-verify-email', 500, { message: 'smtp down' });
    expect(await sendVerificationEmailAction(INITIAL_FORM_STATE, {})).toMatchObject({ formError: 'Unable to send verification mail' });
    upstream.reply('POST', '/user/v1/auth/send-verify-email', 429, { code: 'verification_email_limit' });
    expect(await sendVerificationEmailAction(INITIAL_FORM_STATE, {})).toMatchObject({
      formError: 'Too many verification emails, please try again later',
    });
  });
});

describe('logout (R§2)', () => {
  it('a plain post is sent on to the dashboard (then login); the hydrated button goes itself', async () => {
    upstream.reply('POST', '/user/v1/auth/login', 200, envelope({ user: apiUser(), token: 't' }));
    upstream.reply('POST', '/user/v1/auth/logout', 200, { statusCode: 200 });
    await loginAction(INITIAL_FORM_STATE, login);
    mockLocale = 'ar';
    expect(await redirectOf(logoutAction(INITIAL_FORM_STATE, new FormData()))).toBe('/ar/dashboard');
    expect(await viewer()).toBeNull();
    expect(await logoutAction(INITIAL_FORM_STATE, {})).toMatchObject({ status: 'done', redirectTo: '/ar/dashboard' });
  });
});
