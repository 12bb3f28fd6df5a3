jest.mock('next/headers', () => jest.requireActual('./support/next-headers'));

import { POST as forgotPassword } from '@/app/api/auth/forgot-password/route';
import { POST as loginOtp } from '@/app/api/auth/login-otp/route';
import { POST as loginOtpVerify } from '@/app/api/auth/login-otp/verify/route';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { POST as resend } from '@/app/api/auth/otp/resend/route';
import { GET as otpStatus } from '@/app/api/auth/otp/status/route';
import { POST as otpVerify } from '@/app/api/auth/otp/verify/route';
import { PUT as quickSignup } from '@/app/api/auth/quick-signup/route';
import { POST as resetPassword } from '@/app/api/auth/reset-password/route';
import { POST as sendVerifyEmail } from '@/app/api/auth/send-verify-email/route';
import { GET as session } from '@/app/api/auth/session/route';
import { POST as signup } from '@/app/api/auth/signup/route';
import { POST as verifyEmail } from '@/app/api/auth/verify-email/route';
import { POST as readEid } from '@/app/api/eid/read/route';
import { browser } from './support/next-headers';
import { apiUser, envelope, fakeUpstream } from './support/upstream';

// The JSON route handlers as a browser calls them: every refusal the one envelope (issue 7 #18),
// no token ever in an answer, the same answer whoever's number it is.

const ORIGIN = 'http://localhost:3000';
const upstream = fakeUpstream();
afterAll(() => upstream.restore());
beforeEach(() => {
  upstream.reset();
  browser.reset();
});

type Handler = (req: Request) => Promise<Response>;
const call = (handler: Handler, body?: unknown, method = 'POST', headers: Record<string, string> = {}) =>
  handler(
    new Request(`${ORIGIN}/api/x`, {
      method,
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    }),
  );

async function answer(res: Response) {
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as Record<string, unknown> };
}

const BODY_ROUTES: [string, Handler, string][] = [
  ['POST /api/auth/login', login, 'POST'],
  ['POST /api/auth/login-otp', loginOtp, 'POST'],
  ['POST /api/auth/login-otp/verify', loginOtpVerify, 'POST'],
  ['POST /api/auth/forgot-password', forgotPassword, 'POST'],
  ['POST /api/auth/reset-password', resetPassword, 'POST'],
  ['POST /api/auth/signup', signup, 'POST'],
  ['POST /api/auth/otp/verify', otpVerify, 'POST'],
  ['POST /api/auth/verify-email', verifyEmail, 'POST'],
];

describe('every validation error is the one envelope (issue 7 #18)', () => {
  it.each(BODY_ROUTES)('%s: an empty form names each field with { code, message, params }', async (_name, handler, method) => {
    const { status, body, text } = await answer(await call(handler, {}, method));
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, code: 'invalid_data', message: 'Invalid Data in Form!' });
    expect(Object.keys(body).sort()).toEqual(['code', 'fields', 'message', 'statusCode']);
    const fields = body.fields as Record<string, Record<string, unknown>>;
    expect(Array.isArray(fields)).toBe(false);
    expect(Object.keys(fields).length).toBeGreaterThan(0);
    for (const [field, error] of Object.entries(fields)) {
      expect(field).not.toBe('');
      expect(typeof error.code).toBe('string');
      expect(typeof error.message).toBe('string');
      expect(Object.keys(error).every((key) => ['code', 'message', 'params'].includes(key))).toBe(true);
    }
    expect(text).not.toMatch(/"v:|validation\.|"errors"|Invalid input|expected/);
    expect(upstream.seen).toEqual([]);
  });

  it.each(BODY_ROUTES)('%s: a body that is not an object is invalid data, never { "": … }', async (_name, handler, method) => {
    const { status, body } = await answer(await call(handler, [], method));
    expect(status).toBe(400);
    expect(body).toEqual({ statusCode: 400, code: 'invalid_data', message: 'Invalid Data in Form!' });
  });

  it('quick sign-up and send-verify-email ask for a session before reading anything', async () => {
    expect((await answer(await call(quickSignup, {}, 'PUT'))).body).toEqual({ statusCode: 401, code: 'unauthorized', message: 'Unauthorized' });
    expect((await answer(await call(sendVerifyEmail))).body).toMatchObject({ statusCode: 401, code: 'unauthorized' });
  });

  it.each([...BODY_ROUTES, ['POST /api/auth/logout', logout, 'POST'] as [string, Handler, string]])(
    '%s refuses another site',
    async (_name, handler, method) => {
      expect((await answer(await call(handler, {}, method, { origin: 'https://evil.example' }))).body).toMatchObject({
        statusCode: 403,
        code: 'cross_origin',
      });
    },
  );
});

describe('the answers never carry a token', () => {
  it('login: the user snapshot only; the token stays in the sealed cookie', async () => {
    upstream.reply('POST', '/user/v1/auth/login', 200, envelope({ user: apiUser(), token: 'eyJ.bearer.token' }));
    const { status, text, body } = await answer(await call(login, { countryCode: '971', startingCode: '50', number: '1234567', password: 'x' }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ statusCode: 200, data: { id: 'usr-1', name: 'Aisha Rahman' } });
    expect(text).not.toContain('eyJ');

    expect((await answer(await session(new Request(`${ORIGIN}/api/auth/session`)))).body).toMatchObject({ data: { id: 'usr-1' } });
    expect((await answer(await call(logout))).body).toEqual({ statusCode: 200, data: null });
    expect((await answer(await session(new Request(`${ORIGIN}/api/auth/session`)))).body).toMatchObject({ statusCode: 401, code: 'unauthorized' });
  });

  it('forgot-password answers the same for any number, with no token and no clock', async () => {
    upstream.on('POST', '/user/v1/auth/forgot-password', (r) =>
      Response.json(envelope({ resetJWTToken: `eyJ.reset.${(r.body as { phone: string }).phone}`, otpExpiry: new Date().toISOString() })),
    );
    const a = await answer(await call(forgotPassword, { countryCode: '971', startingCode: '50', number: '1234567' }));
    const b = await answer(await call(forgotPassword, { countryCode: '971', startingCode: '52', number: '7654321' }));
    expect(a.text).toBe(b.text);
    expect(a.body).toEqual({ statusCode: 200, message: 'If the number is registered, an OTP has been sent', data: null });
  });

  it('login by code: the one neutral answer, never the conversation id (the page shows the masked number)', async () => {
    upstream.reply('POST', '/user/v1/auth/login-otp', 200, envelope({ id: 'conv-secret', otpExpiry: 'x' }));
    const sent = await answer(await call(loginOtp, { countryCode: '971', startingCode: '50', number: '1234567' }));
    expect(sent.body).toEqual({ statusCode: 200, message: 'If the number is registered, an OTP has been sent', data: null });
    expect(sent.text).not.toContain('conv-secret');

    const status = await answer(await otpStatus(new Request(`${ORIGIN}/api/auth/otp/status`)));
    expect(status.body).toEqual({
      statusCode: 200,
      data: { purpose: 'login-otp', phoneMasked: '+971 50 ••• 4567', sentAt: expect.any(Number), resendIn: expect.any(Number), otpExpiry: 'x' },
    });
    expect(status.text).not.toContain('conv-secret');
  });

  it("the code screens' status without a code waiting: 410 'OTP has expired'", async () => {
    expect((await answer(await otpStatus(new Request(`${ORIGIN}/api/auth/otp/status`)))).body).toEqual({
      statusCode: 410,
      code: 'otp_no_pending',
      message: 'OTP has expired',
    });
  });

  it('resend during the countdown: 429 with Retry-After', async () => {
    upstream.reply('POST', '/user/v1/auth/login-otp', 200, envelope({ id: 'conv', otpExpiry: 'x' }));
    await call(loginOtp, { countryCode: '971', startingCode: '50', number: '1234567' });
    const res = await call(resend);
    expect((await answer(res)).body).toEqual({ statusCode: 429, code: 'otp_too_early', message: 'Please wait before requesting a new code' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(170);
  });
});

describe('POST /api/eid/read', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  const upload = (file: Blob | null, name = 'eid.png') => {
    const form = new FormData();
    if (file) form.set('uploadFile', file, name);
    return readEid(new Request(`${ORIGIN}/api/eid/read`, { method: 'POST', headers: { origin: ORIGIN }, body: form }));
  };

  it('passes a PNG on to the reader and answers what was read', async () => {
    const details = { name: 'Aisha Rahman', dob: '1990-01-01', nationality: 'India', gender: 'F', eidNumber: '784-1990-1234567-6' };
    upstream.reply('POST', '/upload/v1/read-emirate-id', 200, envelope(details));
    expect((await answer(await upload(new Blob([PNG], { type: 'image/png' })))).body).toEqual({ statusCode: 200, data: details });
  });

  it("refuses what is not an image upload with 'Use an image file'", async () => {
    for (const res of [
      await upload(null),
      await upload(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'eid.pdf'),
      await call(readEid, { uploadFile: 'x' }),
    ]) {
      expect((await answer(res)).body).toEqual({ statusCode: 400, code: 'image_required', message: 'Use an image file' });
    }
    expect(upstream.seen).toEqual([]);
  });

  it('refuses a picture over 5 MB as too large', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 128 * 1024);
    big.set(PNG);
    expect((await answer(await upload(new Blob([big], { type: 'image/png' })))).body).toMatchObject({ statusCode: 413, code: 'file_too_large' });
    expect(upstream.seen).toEqual([]);
  });

  it("an unreadable card is its own 422 'Invalid Id…'", async () => {
    upstream.reply('POST', '/upload/v1/read-emirate-id', 422, { code: 'id_unreadable', message: "Invalid Id, Id can't be read, please try again" });
    expect((await answer(await upload(new Blob([PNG], { type: 'image/png' })))).body).toEqual({
      statusCode: 422,
      code: 'id_unreadable',
      message: "Invalid Id, Id can't be read, please try again",
    });
  });
});
