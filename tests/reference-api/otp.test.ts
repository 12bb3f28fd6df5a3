import { eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { otpChallenges } from '../../reference-api/src/db/schema/index';
import { CENTRE } from '../../reference-api/src/platform/centre';
import { expectError, get, latestCode, phoneOf, post, signupPayload, startTestApp, type TestApp } from './support/test-app';

// OTP service seen from the outside: hashing, expiry, single use, wrong attempts, the resend countdown.
// (Send budgets per purpose and requester: limits.test.ts.)
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ OTP_SENDS_PER_ADDRESS: '100', OTP_SENDS_PER_PURPOSE: '100', OTP_SENDS_PER_DAY: '100' });
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

it('stores only an HMAC of the code keyed by OTP_SECRET, never the code', async () => {
  const { phone } = await newSignup();
  const code = await latestCode(t.app, phone);
  const rows = await t.handle.db.select().from(otpChallenges).where(eq(otpChallenges.phone, phone));
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  expect(JSON.stringify(rows)).not.toContain(code);
  // the stored value is HMAC(key derived from OTP_SECRET, id:code): without the secret it cannot be checked
  const key = createHmac('sha256', 'reference-api/otp-code').update(t.env.OTP_SECRET).digest();
  expect(row.codeHash).toBe(createHmac('sha256', key).update(`${row.id}:${code}`).digest('hex'));
  const plain = createHmac('sha256', 'reference-api/otp-code').update('not-the-secret').digest();
  expect(row.codeHash).not.toBe(createHmac('sha256', plain).update(`${row.id}:${code}`).digest('hex'));
});

it('names its sender, the centre, before the code (one brand, issue 22)', async () => {
  const { phone } = await newSignup();
  const [sms] = (await get(t.app, `/sandbox/outbox?to=${encodeURIComponent(phone)}&limit=1`)).body;
  expect(sms.channel).toBe('sms');
  expect(sms.body).toMatch(new RegExp(`^${CENTRE.name.en}: Your registration verification code is \\d{6}\\.`));
});

it('accepts the right code once', async () => {
  const { phone, token } = await newSignup();
  const code = await latestCode(t.app, phone);
  expect((await verify(token, code)).status).toBe(200);
  expectError(await verify(token, code), 400, 'otp_invalid');
});

it('answers otp_invalid for a wrong code and invalid_data with a field code for a malformed one', async () => {
  const { phone, token } = await newSignup();
  const res = await verify(token, wrong(await latestCode(t.app, phone)));
  expect(res.body).toEqual({ statusCode: 400, code: 'otp_invalid', message: 'Invalid OTP' });
  const malformed = await verify(token, '12ab');
  expectError(malformed, 400, 'invalid_data');
  expect(malformed.body.fields).toEqual({ otp: { code: 'exact_length', message: 'OTP should have exact 6 letters.', params: { n: 6 } } });
  expect((await verify(token, '12345a')).body.fields).toEqual({ otp: { code: 'invalid', message: 'OTP is invalid' } });
});

it('expires codes after OTP_TTL_SECONDS (410)', async () => {
  const { phone, token } = await newSignup();
  const code = await latestCode(t.app, phone);
  t.clock.advance((t.env.OTP_TTL_SECONDS + 1) * 1000);
  expectError(await verify(token, code), 410, 'otp_expired');
  // a resend within the token's life brings a fresh, working code
  expect((await post(t.app, '/user/v1/auth/resend-otp', { resetJWTToken: token })).status).toBe(200);
  expect((await verify(token, await latestCode(t.app, phone))).status).toBe(200);
});

it('kills a code after 5 wrong attempts (429), even for the right code; a resend revives the conversation', async () => {
  const { phone, token } = await newSignup();
  const code = await latestCode(t.app, phone);
  for (let i = 0; i < 5; i++) expect((await verify(token, wrong(code))).status).toBe(400);
  const dead = await verify(token, code);
  expect(dead.body).toEqual({ statusCode: 429, code: 'otp_attempts', message: 'Too many wrong attempts, please request a new OTP' });
  expect(Number(dead.headers['retry-after'])).toBeGreaterThan(0);

  t.clock.advance(t.env.OTP_RESEND_SECONDS * 1000);
  const resent = await post(t.app, '/user/v1/auth/send-otp', { resetJWTToken: token });
  expect(resent.status).toBe(200);
  expect(new Date(resent.body.data.otpExpiry).getTime()).toBeGreaterThan(Date.now());
  const fresh = await latestCode(t.app, phone);
  // the old code is gone with the new one
  if (fresh !== code) expect((await verify(token, code)).status).toBe(400);
  expect((await verify(token, fresh)).status).toBe(200);
});

it('refuses a resend while the 180 s countdown runs (otp_too_early + retry-after), then sends', async () => {
  const { phone, token } = await newSignup();
  const early = await post(t.app, '/user/v1/auth/resend-otp', { resetJWTToken: token });
  expect(early.body).toEqual({ statusCode: 429, code: 'otp_too_early', message: 'Please wait before requesting a new code' });
  expect(Number(early.headers['retry-after'])).toBe(t.env.OTP_RESEND_SECONDS);
  t.clock.advance((t.env.OTP_RESEND_SECONDS - 10) * 1000);
  expectError(await post(t.app, '/user/v1/auth/send-otp', { resetJWTToken: token }), 429, 'otp_too_early');
  t.clock.advance(10_000);
  // two resends racing once the countdown is over: exactly one sends
  const raced = await Promise.all([1, 2, 3].map(() => post(t.app, '/user/v1/auth/resend-otp', { resetJWTToken: token })));
  expect(raced.map((r) => r.status).sort()).toEqual([200, 429, 429]);
  expect((await get(t.app, `/sandbox/outbox?to=${phone}&limit=50`)).body).toHaveLength(2);
});

it('rejects a bad, tampered, expired or wrong-purpose token with 401', async () => {
  const { token } = await newSignup();
  for (const bad of ['nope', `${token}x`, token.replace(/\.[^.]+$/, '.AAAA')]) {
    expectError(await post(t.app, '/user/v1/auth/send-otp', { resetJWTToken: bad }), 401, 'token_invalid');
    expectError(await verify(bad, '123456'), 401, 'token_invalid');
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
