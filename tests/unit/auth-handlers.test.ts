import { POST as forgotPassword } from '@/app/api/auth/forgot-password/route';
import { POST as loginOtp } from '@/app/api/auth/login-otp/route';
import { POST as loginOtpVerify } from '@/app/api/auth/login-otp/verify/route';
import { POST as resetPassword } from '@/app/api/auth/reset-password/route';
import { POST as sendVerifyEmail } from '@/app/api/auth/send-verify-email/route';
import { POST as verifyEmail } from '@/app/api/auth/verify-email/route';
import * as upstream from '@/lib/upstream/auth';
import { errorFromResponse } from '@/lib/upstream/errors';

// The auth handlers against stand-ins for the session and the upstream: what the browser is told,
// and what stays in the session (never in a response).

type FakeSession = Record<string, unknown> & { save: jest.Mock; destroy: jest.Mock };
let mockSession: FakeSession;
jest.mock('@/lib/session', () => ({
  getSession: async () => mockSession,
  isLoggedIn: (s: { token?: string; user?: unknown }) => Boolean(s.token && s.user),
}));
jest.mock('@/lib/upstream/auth');
const api = jest.mocked(upstream);

const ORIGIN = 'http://localhost:3000';
const post = (path: string, body: unknown, origin = ORIGIN) =>
  new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify(body) });

const user = (roles: string[]) => ({
  _id: 'usr-1',
  studentId: 'STU-1',
  name: 'Aisha Rahman',
  email: 'a@example.ae',
  emailVerified: true,
  phones: { firstNumber: { countryCode: '971', startingCode: '50', number: '1234567' } },
  roles,
  gender: 'female' as const,
  dob: '1998-04-12',
  nationality: 'India',
  currentStage: 'homeScreen' as const,
  isPreRegisteredUser: false,
  walletAmount: 0,
  avatarUrl: null,
  studentDetails: {},
});

beforeEach(() => {
  jest.resetAllMocks();
  mockSession = { save: jest.fn(), destroy: jest.fn() };
});

describe('POST /api/auth/login-otp', () => {
  it('keeps the upstream id in the session and answers without it', async () => {
    api.loginOtp.mockResolvedValue({ id: 'eyJ.secret.id', otpExpiry: '2030-01-01T00:00:00Z' });
    const res = await loginOtp(post('/api/auth/login-otp', { username: '971501234567' }));
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('eyJ');
    expect(JSON.parse(text)).toEqual({ statusCode: 200, message: 'If the number is registered, an OTP has been sent', data: null });
    expect(api.loginOtp).toHaveBeenCalledWith({ username: '971501234567' }, expect.anything());
    expect(mockSession.verify).toMatchObject({ purpose: 'login-otp', resetJWTToken: 'eyJ.secret.id', phoneNumber: '971501234567' });
  });

  it('refuses a number that is not a UAE mobile, and a foreign origin', async () => {
    expect((await loginOtp(post('/api/auth/login-otp', { username: '97150123' }))).status).toBe(400);
    expect((await loginOtp(post('/api/auth/login-otp', { username: '971501234567' }, 'https://evil.example'))).status).toBe(403);
    expect(api.loginOtp).not.toHaveBeenCalled();
  });

  it('passes a throttle on with its retry-after', async () => {
    api.loginOtp.mockRejectedValue(errorFromResponse(429, { statusCode: 429, message: 'Too many OTP requests, please try again later' }, '3600'));
    const res = await loginOtp(post('/api/auth/login-otp', { username: '971501234567' }));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('3600');
    expect(await res.json()).toMatchObject({ message: 'Too many OTP requests, please try again later' });
  });
});

describe('POST /api/auth/login-otp/verify', () => {
  const pending = { purpose: 'login-otp', resetJWTToken: 'otp-id', phoneNumber: '971501234567', sentAt: 1 };

  it('a student gets a session; the token stays server-side', async () => {
    mockSession.verify = pending;
    api.loginOtpVerify.mockResolvedValue({ user: user(['student']), token: 'eyJ.bearer' });
    const res = await loginOtpVerify(post('/api/auth/login-otp/verify', { otp: '123456' }));
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('eyJ');
    expect(mockSession.token).toBe('eyJ.bearer');
    expect(mockSession.user).toMatchObject({ id: 'usr-1', studentId: 'STU-1' });
    expect(mockSession.verify).toBeUndefined();
  });

  it("any other role reads 'Invalid Username or Password!' and its token is revoked", async () => {
    mockSession.verify = pending;
    api.loginOtpVerify.mockResolvedValue({ user: user(['cashier']), token: 'eyJ.staff' });
    api.logout.mockResolvedValue({ message: 'ok' });
    const res = await loginOtpVerify(post('/api/auth/login-otp/verify', { otp: '123456' }));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Invalid Username or Password!' });
    expect(mockSession.token).toBeUndefined();
    expect(api.logout).toHaveBeenCalledWith(expect.objectContaining({ token: 'eyJ.staff' }));
  });

  it("passes 'Invalid OTP' and the attempt limit on; no pending login is an expired code", async () => {
    mockSession.verify = pending;
    api.loginOtpVerify.mockRejectedValueOnce(errorFromResponse(400, { statusCode: 400, message: 'Invalid OTP' }));
    expect(await (await loginOtpVerify(post('/api/auth/login-otp/verify', { otp: '000000' }))).json()).toMatchObject({
      statusCode: 400,
      message: 'Invalid OTP',
    });
    api.loginOtpVerify.mockRejectedValueOnce(
      errorFromResponse(429, { statusCode: 429, message: 'Too many wrong attempts, please request a new OTP' }),
    );
    expect((await loginOtpVerify(post('/api/auth/login-otp/verify', { otp: '000000' }))).status).toBe(429);
    mockSession.verify = undefined;
    const none = await loginOtpVerify(post('/api/auth/login-otp/verify', { otp: '000000' }));
    expect([none.status, (await none.json()).message]).toEqual([410, 'OTP has expired']);
  });
});

describe('forgot and reset password', () => {
  it('forgot-password asks as a student and answers the same for any number', async () => {
    api.forgotPassword.mockResolvedValue({
      resetJWTToken: 'eyJ.reset',
      otpExpiry: 'x',
      message: 'If the number is registered, an OTP has been sent',
    });
    const a = await (await forgotPassword(post('/api/auth/forgot-password', { phone: '971501234567' }))).text();
    const b = await (await forgotPassword(post('/api/auth/forgot-password', { phone: '971527654321' }))).text();
    expect(a).toBe(b);
    expect(a).not.toContain('eyJ');
    expect(mockSession.verify).toMatchObject({ purpose: 'forgot-password', resetJWTToken: 'eyJ.reset' });
  });

  it('reset-password checks the rules, uses the session token and clears it on success', async () => {
    const bad = await resetPassword(post('/api/auth/reset-password', { otp: '123456', password: 'short', confirmPassword: 'other' }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toMatchObject({ password: 'validation.password' });

    mockSession.verify = { purpose: 'forgot-password', resetJWTToken: 'eyJ.reset', phoneNumber: '971501234567', sentAt: 1 };
    api.resetPassword.mockResolvedValue({ message: 'Password has been reset successfully' });
    const ok = await resetPassword(
      post('/api/auth/reset-password', { otp: '123456', password: 'Renewed#Pass2025', confirmPassword: 'Renewed#Pass2025' }),
    );
    expect(await ok.json()).toMatchObject({ statusCode: 200, message: 'Password has been reset successfully' });
    expect(api.resetPassword).toHaveBeenCalledWith(
      { resetJWTToken: 'eyJ.reset', otp: '123456', password: 'Renewed#Pass2025', confirmPassword: 'Renewed#Pass2025' },
      expect.anything(),
    );
    expect(mockSession.verify).toBeUndefined();
  });
});

describe('e-mail verification', () => {
  it("any refusal of the link reads 'Email Verification Failed'", async () => {
    api.verifyEmail.mockRejectedValue(errorFromResponse(400, { statusCode: 400, message: 'Email Verification Failed' }));
    const res = await verifyEmail(post('/api/auth/verify-email', { id: 'usr-1', verifyToken: 'x' }));
    expect([res.status, (await res.json()).message]).toEqual([400, 'Email Verification Failed']);
    const malformed = await verifyEmail(post('/api/auth/verify-email', { id: '../x', verifyToken: 'x' }));
    expect((await malformed.json()).message).toBe('Email Verification Failed');
  });

  it('send-verify-email needs a session and reports failures plainly', async () => {
    expect((await sendVerifyEmail(post('/api/auth/send-verify-email', {}))).status).toBe(401);
    Object.assign(mockSession, { token: 't', user: { roles: ['student'] } });
    api.sendVerifyEmail.mockRejectedValue(errorFromResponse(500, null));
    const res = await sendVerifyEmail(post('/api/auth/send-verify-email', {}));
    expect((await res.json()).message).toBe('Unable to send verification mail');
  });
});
