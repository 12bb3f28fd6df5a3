jest.mock('next/headers', () => jest.requireActual('./support/next-headers'));

import { loginWithCode } from '@/lib/auth/login-with-code';
import { maskPhone, pendingView } from '@/lib/auth/pending';
import { requestLoginCode } from '@/lib/auth/request-login-code';
import { requestPasswordReset } from '@/lib/auth/request-password-reset';
import { resendCode } from '@/lib/auth/resend-code';
import { resetPassword } from '@/lib/auth/reset-password';
import { pendingCode, viewer } from '@/lib/auth/viewer';
import { isLoggedIn, readSession, SESSION_COOKIE } from '@/lib/session';
import { browser } from './support/next-headers';
import { apiUser, envelope, fakeUpstream } from './support/upstream';

// The code flows (R§4, R§6, R§8): a code goes out, the conversation's token stays in the session,
// the page learns only a masked number and when the code was sent.

const upstream = fakeUpstream();
let clock = Date.parse('2026-11-23T10:00:00Z');
beforeAll(() => jest.spyOn(Date, 'now').mockImplementation(() => clock));
afterAll(() => {
  upstream.restore();
  jest.restoreAllMocks();
});
beforeEach(() => {
  upstream.reset();
  browser.reset();
  clock = Date.parse('2026-11-23T10:00:00Z');
});

const phone = { countryCode: '971', startingCode: '50', number: '1234567' } as const;
const LOGIN_OTP = '/user/v1/auth/login-otp';
const LOGIN_OTP_VERIFY = '/user/v1/auth/login-otp/verify';
const FORGOT = '/user/v1/auth/forgot-password';
const RESET = '/user/v1/auth/reset-password';
const RESEND = '/user/v1/auth/resend-otp';
const LOGOUT = '/user/v1/auth/logout';

async function codeSentForLogin(id = 'conv-secret-1') {
  upstream.reply('POST', LOGIN_OTP, 200, envelope({ id, otpExpiry: '2026-11-23T10:05:00Z' }));
  return requestLoginCode(phone);
}

async function codeSentForReset(token = 'reset-secret-1') {
  upstream.reply('POST', FORGOT, 200, envelope({ resetJWTToken: token, otpExpiry: '2026-11-23T10:05:00Z' }, 'OTP sent'));
  return requestPasswordReset(phone);
}

describe('pending codes as a page may see them', () => {
  it.each([
    ['971501234567', '+971 50 ••• 4567'],
    ['+971 55 765 4321', '+971 55 ••• 4321'],
    ['4420712345678', '•••5678'],
    ['123', '•••'],
  ])('%s is shown as %s', (number, masked) => {
    expect(maskPhone(number)).toBe(masked);
  });

  it('never includes the conversation token', () => {
    const view = pendingView({ purpose: 'signup', resetJWTToken: 'secret', phoneNumber: '971501234567', sentAt: 1, otpExpiry: 'x' }, 1);
    expect(view).toEqual({ purpose: 'signup', phoneMasked: '+971 50 ••• 4567', sentAt: 1, resendIn: 180, otpExpiry: 'x' });
  });

  it.each([
    [0, 180],
    [62_000, 118],
    [179_999, 1],
    [180_000, 0],
    [900_000, 0],
  ])('%d ms after the code went out, the page is rendered with %d s before a resend', (elapsed, resendIn) => {
    const sentAt = Date.parse('2026-11-26T13:00:00Z');
    const view = pendingView({ purpose: 'login-otp', resetJWTToken: 't', phoneNumber: '971501234567', sentAt }, sentAt + elapsed);
    expect(view.resendIn).toBe(resendIn);
  });
});

describe("'Login with OTP' (R§4)", () => {
  it('texts a code: the page gets the masked number and the send time, the session keeps the conversation', async () => {
    const result = await codeSentForLogin();
    expect(result).toEqual({ ok: true, value: { phoneMasked: '+971 50 ••• 4567', sentAt: clock } });
    expect(upstream.calls(LOGIN_OTP)[0]?.body).toEqual({ username: '971501234567' });
    expect(JSON.stringify(result)).not.toContain('conv-secret-1');
    expect(browser.cookie(SESSION_COOKIE)).not.toContain('conv-secret-1');
    expect(await pendingCode('login-otp')).toEqual({
      purpose: 'login-otp',
      phoneMasked: '+971 50 ••• 4567',
      sentAt: clock,
      resendIn: 180,
      otpExpiry: '2026-11-23T10:05:00Z',
    });
    expect(await pendingCode('signup')).toBeNull();
  });

  it('passes a send limit on with its wait, and keeps no conversation', async () => {
    upstream.reply(
      'POST',
      LOGIN_OTP,
      429,
      { code: 'otp_send_limit', message: 'Too many OTP requests, please try again later' },
      { 'retry-after': '900' },
    );
    expect(await requestLoginCode(phone)).toMatchObject({ ok: false, error: { code: 'otp_send_limit', retryAfter: 900 } });
    expect(await pendingCode('login-otp')).toBeNull();
  });

  it('without a code sent in this browser, a code is an expired one, and nobody is asked', async () => {
    expect(await loginWithCode({ otp: '123456' })).toEqual({ ok: false, error: { status: 410, code: 'otp_no_pending', message: 'OTP has expired' } });
    expect(upstream.seen).toEqual([]);
  });

  it('the right code logs the student in with a new session id, and the pending code is gone', async () => {
    await codeSentForLogin();
    upstream.reply('POST', LOGIN_OTP_VERIFY, 200, envelope({ user: apiUser(), token: 'tok-otp' }));

    const result = await loginWithCode({ otp: '123456' });
    expect(result).toMatchObject({ ok: true, value: { name: 'Aisha Rahman' } });
    expect(upstream.calls(LOGIN_OTP_VERIFY)[0]?.body).toEqual({ id: 'conv-secret-1', otp: '123456' });
    const session = await readSession();
    expect(isLoggedIn(session)).toBe(true);
    expect(session.sid).toEqual(expect.any(String));
    expect(await pendingCode('login-otp')).toBeNull();
  });

  it("a wrong code reads 'Invalid OTP' and the code can be tried again", async () => {
    await codeSentForLogin();
    upstream.reply('POST', LOGIN_OTP_VERIFY, 400, { code: 'otp_invalid', message: 'Invalid OTP' });
    expect(await loginWithCode({ otp: '000000' })).toMatchObject({ ok: false, error: { code: 'otp_invalid', message: 'Invalid OTP' } });
    expect(await pendingCode('login-otp')).not.toBeNull();
  });

  it('a conversation the API has ended reads as an expired code and leaves the session', async () => {
    await codeSentForLogin();
    upstream.reply('POST', LOGIN_OTP_VERIFY, 401, { code: 'token_invalid', message: 'Invalid or expired token' });
    expect(await loginWithCode({ otp: '123456' })).toMatchObject({ ok: false, error: { code: 'otp_no_pending' } });
    expect(await pendingCode('login-otp')).toBeNull();
  });

  it("a staff member's right code is refused as a wrong password would be, and the token revoked (R§6)", async () => {
    await codeSentForLogin();
    upstream.reply('POST', LOGIN_OTP_VERIFY, 200, envelope({ user: apiUser({ roles: ['admin'] }), token: 'tok-staff' }));
    upstream.reply('POST', LOGOUT, 200, { statusCode: 200 });
    expect(await loginWithCode({ otp: '123456' })).toMatchObject({ ok: false, error: { code: 'invalid_credentials' } });
    expect(upstream.calls(LOGOUT)[0]?.headers.get('authorization')).toBe('Bearer tok-staff');
    expect(await viewer()).toBeNull();
  });

  it("an API 403 reads as a wrong password too, except 'contact our CSR'", async () => {
    await codeSentForLogin();
    upstream.reply('POST', LOGIN_OTP_VERIFY, 403, { code: 'forbidden', message: 'Forbidden' });
    expect(await loginWithCode({ otp: '123456' })).toMatchObject({ ok: false, error: { code: 'invalid_credentials' } });
    upstream.reply('POST', LOGIN_OTP_VERIFY, 403, { code: 'contact_csr', message: 'Please contact our CSR to complete your registration' });
    expect(await loginWithCode({ otp: '123456' })).toMatchObject({ ok: false, error: { code: 'contact_csr' } });
  });

  it('a code sent for another purpose does not log in', async () => {
    await codeSentForReset();
    expect(await loginWithCode({ otp: '123456' })).toMatchObject({ ok: false, error: { code: 'otp_no_pending' } });
    expect(upstream.calls(LOGIN_OTP_VERIFY)).toEqual([]);
  });
});

describe("'Forgot Password?' and the reset (R§4, R§6, R§8)", () => {
  it('asks as a student and keeps the reset token in the session', async () => {
    const result = await codeSentForReset();
    expect(result).toEqual({ ok: true, value: { sentAt: clock } });
    expect(upstream.calls(FORGOT)[0]?.body).toEqual({ phone: '971501234567', role: 'student' });
    expect(JSON.stringify(result)).not.toContain('reset-secret-1');
    expect(await pendingCode('forgot-password')).toMatchObject({ phoneMasked: '+971 50 ••• 4567', sentAt: clock });
  });

  it('resets with the session’s token and forgets it after', async () => {
    await codeSentForReset();
    upstream.reply('POST', RESET, 200, { statusCode: 200, message: 'Password reset successfully' });
    const values = { otp: '123456', password: 'Student@12345', confirmPassword: 'Student@12345' };

    expect(await resetPassword(values)).toEqual({ ok: true, value: { message: 'Password reset successfully' } });
    expect(upstream.calls(RESET)[0]?.body).toEqual({ resetJWTToken: 'reset-secret-1', ...values });
    expect(await pendingCode('forgot-password')).toBeNull();
  });

  it('a wrong code keeps the reset going; an ended one drops it', async () => {
    await codeSentForReset();
    const values = { otp: '000000', password: 'Student@12345', confirmPassword: 'Student@12345' };
    upstream.reply('POST', RESET, 400, { code: 'otp_invalid', message: 'Invalid OTP' });
    expect(await resetPassword(values)).toMatchObject({ ok: false, error: { code: 'otp_invalid' } });
    expect(await pendingCode('forgot-password')).not.toBeNull();

    upstream.reply('POST', RESET, 401, { code: 'token_invalid', message: 'Invalid or expired token' });
    expect(await resetPassword(values)).toMatchObject({ ok: false, error: { code: 'otp_no_pending' } });
    expect(await pendingCode('forgot-password')).toBeNull();
  });

  it('without a reset in progress nothing is sent', async () => {
    expect(await resetPassword({ otp: '123456', password: 'Student@12345', confirmPassword: 'Student@12345' })).toMatchObject({
      ok: false,
      error: { code: 'otp_no_pending' },
    });
    expect(upstream.seen).toEqual([]);
  });
});

describe("'Resend OTP': the server's own wall behind the 180 s countdown (R§4)", () => {
  it('refuses during the countdown with otp_too_early and the seconds left', async () => {
    await codeSentForLogin();
    clock += 12_000;
    expect(await resendCode()).toEqual({
      ok: false,
      error: { status: 429, code: 'otp_too_early', message: 'Please wait before requesting a new code', retryAfter: 168 },
    });
    clock += 167_000;
    expect(await resendCode()).toMatchObject({ ok: false, error: { code: 'otp_too_early', retryAfter: 1 } });
    expect(upstream.calls(RESEND)).toEqual([]);
  });

  it('sends a new code for the same conversation once the countdown is over, and restarts it', async () => {
    await codeSentForReset('reset-secret-2');
    clock += 180_000;
    upstream.reply('POST', RESEND, 200, envelope({ otpExpiry: '2026-11-23T10:08:00Z' }));

    expect(await resendCode()).toEqual({ ok: true, value: { sentAt: clock } });
    expect(upstream.calls(RESEND)[0]?.body).toEqual({ resetJWTToken: 'reset-secret-2' });
    expect(await pendingCode('forgot-password')).toMatchObject({ sentAt: clock, otpExpiry: '2026-11-23T10:08:00Z' });
    clock += 1_000;
    expect(await resendCode()).toMatchObject({ ok: false, error: { code: 'otp_too_early', retryAfter: 179 } });
  });

  it('without a pending conversation there is nothing to resend', async () => {
    expect(await resendCode()).toMatchObject({ ok: false, error: { code: 'otp_no_pending' } });
  });

  it('a conversation the API has ended is dropped; a send limit is passed on', async () => {
    await codeSentForLogin();
    clock += 200_000;
    upstream.reply(
      'POST',
      RESEND,
      429,
      { code: 'otp_send_limit', message: 'Too many OTP requests, please try again later' },
      { 'retry-after': '3600' },
    );
    expect(await resendCode()).toMatchObject({ ok: false, error: { code: 'otp_send_limit', retryAfter: 3600 } });
    expect(await pendingCode('login-otp')).not.toBeNull();

    upstream.reply('POST', RESEND, 401, { code: 'token_invalid', message: 'Invalid or expired token' });
    expect(await resendCode()).toMatchObject({ ok: false, error: { code: 'otp_no_pending' } });
    expect(await pendingCode('login-otp')).toBeNull();
  });
});
