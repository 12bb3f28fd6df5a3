import { eq } from 'drizzle-orm';
import { otpChallenges } from '../../reference-api/src/db/schema';
import { get, latestCode, phoneOf, post, signupPayload, startTestApp, type TestApp } from './support/test-app';

// OTP service seen from the outside: hashing, expiry, single use, wrong-attempt and send limits.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => t?.close());

async function newSignup() {
  const payload = signupPayload();
  const res = await post(t.app, '/user/v1/auth/signup', payload);
  expect(res.status).toBe(200);
  return { phone: phoneOf(payload), token: res.body.data.resetJWTToken as string };
}
const verify = (token: string, otp: string) => post(t.app, '/user/v1/auth/verify-otp', { resetJWTToken: token, otp });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

it('stores only an HMAC of the code, never the code', async () => {
  const { phone } = await newSignup();
  const code = await latestCode(t.app, phone);
  const rows = await t.handle.db.select().from(otpChallenges).where(eq(otpChallenges.phone, phone));
  expect(rows).toHaveLength(1);
  expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.stringify(rows)).not.toContain(code);
});

it('accepts the right code once', async () => {
  const { phone, token } = await newSignup();
  const code = await latestCode(t.app, phone);
  expect((await verify(token, code)).status).toBe(200);
  const again = await verify(token, code);
  expect(again.status).toBe(400);
  expect(again.body.message).toBe('Invalid OTP');
});

it('answers 400 "Invalid OTP" for a wrong code and 400 ErrorList for a malformed one', async () => {
  const { phone, token } = await newSignup();
  const res = await verify(token, wrong(await latestCode(t.app, phone)));
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ statusCode: 400, message: 'Invalid OTP' });
  const malformed = await verify(token, '12ab');
  expect(malformed.status).toBe(400);
  expect(malformed.body.errors).toEqual([{ field: 'otp', message: 'OTP should have 6 digits' }]);
});

it('expires codes after OTP_TTL_SECONDS (410)', async () => {
  const { phone, token } = await newSignup();
  const code = await latestCode(t.app, phone);
  t.clock.advance((t.env.OTP_TTL_SECONDS + 1) * 1000);
  const res = await verify(token, code);
  expect(res.status).toBe(410);
  expect(res.body.message).toBe('OTP has expired');
  // a resend within the token's life brings a fresh, working code
  expect((await post(t.app, '/user/v1/auth/resend-otp', { resetJWTToken: token })).status).toBe(200);
  expect((await verify(token, await latestCode(t.app, phone))).status).toBe(200);
});

it('kills a code after 5 wrong attempts (429), even for the right code; a resend revives the conversation', async () => {
  const { phone, token } = await newSignup();
  const code = await latestCode(t.app, phone);
  for (let i = 0; i < 5; i++) expect((await verify(token, wrong(code))).status).toBe(400);
  const dead = await verify(token, code);
  expect(dead.status).toBe(429);
  expect(dead.body.message).toBe('Too many wrong attempts, please request a new OTP');
  expect(Number(dead.headers['retry-after'])).toBeGreaterThan(0);

  const resent = await post(t.app, '/user/v1/auth/send-otp', { resetJWTToken: token });
  expect(resent.status).toBe(200);
  expect(new Date(resent.body.data.otpExpiry).getTime()).toBeGreaterThan(Date.now());
  const fresh = await latestCode(t.app, phone);
  // the old code is gone with the new one
  if (fresh !== code) expect((await verify(token, code)).status).toBe(400);
  expect((await verify(token, fresh)).status).toBe(200);
});

it('allows 5 sends per phone per hour, then 429 with retry-after', async () => {
  const { phone, token } = await newSignup(); // send 1
  for (let i = 2; i <= 5; i++) expect((await post(t.app, '/user/v1/auth/resend-otp', { resetJWTToken: token })).status).toBe(200);
  const limited = await post(t.app, '/user/v1/auth/resend-otp', { resetJWTToken: token });
  expect(limited.status).toBe(429);
  const retryAfter = Number(limited.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  // the limit is per phone, whatever the flow
  expect((await post(t.app, '/user/v1/auth/forgot-password', { phone, role: 'student' })).status).toBe(429);
  const sms = (await get(t.app, `/sandbox/outbox?to=${phone}&limit=50`)).body;
  expect(sms).toHaveLength(5);
  t.clock.advance(3601 * 1000);
  const after = await post(t.app, '/user/v1/auth/forgot-password', { phone, role: 'student' });
  expect(after.status).toBe(200);
});

it('rejects a bad, tampered, expired or wrong-purpose token with 401', async () => {
  const { token } = await newSignup();
  for (const bad of ['nope', `${token}x`, token.replace(/\.[^.]+$/, '.AAAA')]) {
    expect((await post(t.app, '/user/v1/auth/send-otp', { resetJWTToken: bad })).status).toBe(401);
    expect((await verify(bad, '123456')).status).toBe(401);
  }
  // a sign-up token cannot reset a password or log in by OTP
  expect(
    (
      await post(t.app, '/user/v1/auth/reset-password', {
        resetJWTToken: token,
        otp: '123456',
        password: 'Secure#Pass123',
        confirmPassword: 'Secure#Pass123',
      })
    ).status,
  ).toBe(401);
  expect((await post(t.app, '/user/v1/auth/login-otp/verify', { id: token, otp: '123456' })).status).toBe(401);
  t.clock.advance((t.env.OTP_TOKEN_TTL_SECONDS + 1) * 1000);
  expect((await post(t.app, '/user/v1/auth/send-otp', { resetJWTToken: token })).status).toBe(401);
});

it('uses 6-digit codes drawn across the whole range', async () => {
  const codes = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const { phone } = await newSignup();
    codes.add(await latestCode(t.app, phone));
  }
  for (const c of codes) expect(c).toMatch(/^\d{6}$/);
  expect(codes.size).toBeGreaterThan(1);
});
