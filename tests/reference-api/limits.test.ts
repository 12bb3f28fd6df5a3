import { expectError, call, DEMO, DEMO_PASSWORD, latestCode, post, signupPayload, startTestApp, type TestApp } from './support/test-app';

// Every limit consumes atomically before the work it guards (contract "Throttles"): parallel requests
// cannot slip past it, and a stranger's attempts never lock the real student out.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ EID_READS_PER_WINDOW: '5' }, { readEmiratesId: async () => ({ ...CARD }) });
}, 120_000);
afterAll(async () => t?.close());

const CARD = { name: 'Aisha Rahman', dob: '1998-04-12', nationality: 'India', gender: 'F', eidNumber: '784-1998-1234567-1' };
const loginFrom = (ip: string, username: string, password: string, app = t.app) =>
  call(app, { method: 'POST', url: '/user/v1/auth/login', payload: { username, password }, remoteAddress: ip });
const from = (ip: string, url: string, payload: unknown) => call(t.app, { method: 'POST', url, payload: payload as object, remoteAddress: ip });
const count = (results: { status: number; body: { code?: string } }[]) =>
  results.reduce<Record<string, number>>((acc, r) => {
    const k = r.status === 200 ? '200' : `${r.status} ${r.body.code}`;
    acc[k] = (acc[k] ?? 0) + 1;
    return acc;
  }, {});

describe('login', () => {
  it('40 parallel wrong passwords from one address: exactly 5 are checked, the rest are login_throttled', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => loginFrom('10.40.0.1', DEMO.omar, `Wrong#Password${i}`)));
    expect(count(results)).toEqual({ '401 invalid_credentials': 5, '429 login_throttled': 35 });
    const blocked = results.find((r) => r.status === 429)!;
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(t.env.LOGIN_WINDOW_SECONDS);
    // even the right password waits out the window from that address
    expectError(await loginFrom('10.40.0.1', DEMO.omar, DEMO_PASSWORD), 429, 'login_throttled');
  });

  it('40 parallel guesses at 40 accounts from one address: 30 are checked, then the address is throttled', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => loginFrom('10.41.0.1', `9715${String(10_000_000 + i)}`, 'Wrong#Password1')),
    );
    expect(count(results)).toEqual({ '401 invalid_credentials': 30, '429 login_throttled': 10 });
  });

  it("a stranger's failures from other addresses never stop the student's password at their known address", async () => {
    const home = '10.50.0.1';
    expect((await loginFrom(home, DEMO.aisha, DEMO_PASSWORD)).status).toBe(200); // the address becomes known
    const stranger = [];
    for (let i = 0; i < 20; i++) stranger.push(await loginFrom(`10.51.0.${Math.floor(i / 5)}`, DEMO.aisha, `Wrong#Guess${i}`));
    expect(count(stranger)).toEqual({ '401 invalid_credentials': 10, '429 login_otp_required': 10 });
    expect((await loginFrom(home, DEMO.aisha, DEMO_PASSWORD)).status).toBe(200);

    // from a new address even the right password asks for a code, without saying whether it was right
    const café = '10.52.0.1';
    const asked = await loginFrom(café, DEMO.aisha, DEMO_PASSWORD);
    expect(asked.body).toEqual({
      statusCode: 429,
      code: 'login_otp_required',
      message: 'Too many failed attempts on this account. Log in with a one-time code instead.',
    });
    expect(Number(asked.headers['retry-after'])).toBeGreaterThan(0);

    // a login by OTP lifts it: password login works again, from there and from anywhere
    const otp = await from(café, '/user/v1/auth/login-otp', { username: DEMO.aisha });
    const ok = await from(café, '/user/v1/auth/login-otp/verify', { id: otp.body.data.id, otp: await latestCode(t.app, DEMO.aisha) });
    expect(ok.status).toBe(200);
    expect((await loginFrom(café, DEMO.aisha, DEMO_PASSWORD)).status).toBe(200);
    expect((await loginFrom('10.53.0.1', DEMO.aisha, DEMO_PASSWORD)).status).toBe(200);
  });

  it('a password reset lifts login_otp_required too', async () => {
    const phone = DEMO.preRegistered;
    for (let i = 0; i < 10; i++) await loginFrom(`10.60.0.${Math.floor(i / 5)}`, phone, `Wrong#Guess${i}`);
    expectError(await loginFrom('10.61.0.1', phone, DEMO_PASSWORD), 429, 'login_otp_required');
    const forgot = await from('10.61.0.1', '/user/v1/auth/forgot-password', { phone, role: 'student' });
    const reset = await post(t.app, '/user/v1/auth/reset-password', {
      resetJWTToken: forgot.body.data.resetJWTToken,
      otp: await latestCode(t.app, phone),
      password: 'Brand#NewPass12',
      confirmPassword: 'Brand#NewPass12',
    });
    expect(reset.status).toBe(200);
    expect((await loginFrom('10.62.0.1', phone, 'Brand#NewPass12')).status).toBe(200);
  });

  it('the window passes: a short LOGIN_WINDOW_SECONDS lets the address in again', async () => {
    const quick = await t.sibling({ LOGIN_WINDOW_SECONDS: '3' }, { rateLimitPrefix: `quick${Date.now()}` });
    const started = Date.now();
    // the points are taken before the (slow) password checks, so one parallel burst fills the window
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => loginFrom('10.70.0.1', DEMO.omar, `Wrong#Password${i}`, quick)));
    expect(count(burst)).toEqual({ '401 invalid_credentials': 5, '429 login_throttled': 1 });
    await new Promise((r) => setTimeout(r, Math.max(0, started + 3100 - Date.now())));
    expect((await loginFrom('10.70.0.1', DEMO.omar, DEMO_PASSWORD, quick)).status).toBe(200);
  });
});

describe('OTP sends (per purpose and requester; SMS per phone per day)', () => {
  const phone = DEMO.omar;

  it('40 parallel forgot-password requests from one address: exactly 3 send, the rest are otp_send_limit', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => from('10.80.0.1', '/user/v1/auth/forgot-password', { phone, role: 'student' })),
    );
    expect(count(results)).toEqual({ '200': 3, '429 otp_send_limit': 37 });
    const outbox = await call(t.app, { method: 'GET', url: `/sandbox/outbox?to=${phone}&limit=100` });
    expect(outbox.body.filter((m: { body: string }) => /reset/.test(m.body))).toHaveLength(3);
  });

  it("a stranger's forgot-password requests block neither the student's login code nor their own reset", async () => {
    const student = DEMO.csrPending;
    const stranger = [];
    for (let i = 0; i < 5; i++) stranger.push(await from('10.81.0.1', '/user/v1/auth/forgot-password', { phone: student, role: 'student' }));
    expect(count(stranger)).toEqual({ '200': 3, '429 otp_send_limit': 2 });
    expect((await from('10.81.0.2', '/user/v1/auth/login-otp', { username: student })).status).toBe(200);
    expect((await from('10.81.0.2', '/user/v1/auth/forgot-password', { phone: student, role: 'student' })).status).toBe(200);
  });

  it('allows 5 per purpose and phone an hour across addresses, and unknown numbers alike', async () => {
    for (const number of [DEMO.cashier, '971561110000']) {
      const results = [];
      for (let i = 0; i < 6; i++) results.push(await from(`10.82.${i}.1`, '/user/v1/auth/login-otp', { username: number }));
      expect(count(results)).toEqual({ '200': 5, '429 otp_send_limit': 1 });
      expect(Number(results[5]!.headers['retry-after'])).toBeLessThanOrEqual(t.env.OTP_SEND_WINDOW_SECONDS);
    }
  });

  it('caps SMS at 10 per phone a day across purposes', async () => {
    const number = '971551110001';
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await from(`10.83.${i}.1`, '/user/v1/auth/login-otp', { username: number }));
    for (let i = 0; i < 5; i++) results.push(await from(`10.84.${i}.1`, '/user/v1/auth/forgot-password', { phone: number, role: 'student' }));
    expect(count(results)).toEqual({ '200': 10 });
    // the 11th, by another purpose from another address, is over the phone's daily SMS budget
    const signup = await from(
      '10.85.0.1',
      '/user/v1/auth/signup',
      signupPayload({ phones: { firstNumber: { startingCode: '55', number: '1110001' } } }),
    );
    expectError(signup, 429, 'otp_send_limit');
  });
});

describe('Emirates ID reads', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
  const boundary = '----limits-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="uploadFile"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

  it('40 parallel uploads from one address against 5 reads: exactly 5 reach the reader', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        call(t.app, {
          method: 'POST',
          url: '/upload/v1/read-emirate-id',
          payload,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          remoteAddress: '10.90.0.1',
        }),
      ),
    );
    expect(count(results)).toEqual({ '200': 5, '429 too_many_requests': 35 });
  });
});
