import { DEMO, DEMO_PASSWORD, call, get, latestCode, login, post, put, signupPayload, startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => t?.close());

const decode = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
const loginAs = (username: string, password: string, ip = '10.0.0.1') =>
  call(t.app, { method: 'POST', url: '/user/v1/auth/login', payload: { username, password }, remoteAddress: ip });

describe('login', () => {
  it('logs a seeded student in with { user, token }', async () => {
    const res = await post(t.app, '/user/v1/auth/login', { username: DEMO.aisha, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ _id: 'usr-aisha', name: 'Aisha Rahman', currentStage: 'homeScreen', roles: ['student'] });
    const claims = decode(res.body.data.token);
    expect(claims).toMatchObject({ sub: 'usr-aisha', roles: ['student'], typ: 'access' });
    expect(typeof claims.jti).toBe('string');
    expect(claims.exp - claims.iat).toBe(t.env.TOKEN_TTL_SECONDS);
  });

  it.each(['+971 50 123 4567', '00971501234567', '0501234567'])('accepts the username written as %s', async (username) => {
    expect((await post(t.app, '/user/v1/auth/login', { username, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('answers 401 with one message for a wrong password and an unknown user', async () => {
    const wrong = await loginAs(DEMO.omar, 'Wrong#Password1', '10.0.0.2');
    const unknown = await loginAs('971509999999', 'Wrong#Password1', '10.0.0.2');
    const garbage = await loginAs('not a phone', 'x', '10.0.0.2');
    for (const res of [wrong, unknown, garbage]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Invalid Username or Password!' });
    }
  });

  it('tells a CSR-pending student to contact the CSR (403), only with the right password', async () => {
    const res = await post(t.app, '/user/v1/auth/login', { username: DEMO.csrPending, password: DEMO_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ statusCode: 403, message: 'Please contact our CSR to complete your registration' });
    expect((await loginAs(DEMO.csrPending, 'Wrong#Password1', '10.0.0.3')).status).toBe(401);
  });

  it('answers for staff roles too (the portal decides who may in)', async () => {
    const res = await post(t.app, '/user/v1/auth/login', { username: DEMO.cashier, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data.user.roles).toEqual(['cashier']);
  });

  it('throttles after 5 failures per username and IP (429 + retry-after), then recovers', async () => {
    const ip = '10.0.0.9';
    for (let i = 0; i < 5; i++) expect((await loginAs(DEMO.omar, `Wrong#Password${i}`, ip)).status).toBe(401);
    const blocked = await loginAs(DEMO.omar, DEMO_PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(t.env.LOGIN_WINDOW_SECONDS);
    // another address, or the same one after the window, gets in
    expect((await loginAs(DEMO.omar, DEMO_PASSWORD, '10.0.0.10')).status).toBe(200);
    t.clock.advance((t.env.LOGIN_WINDOW_SECONDS + 1) * 1000);
    expect((await loginAs(DEMO.omar, DEMO_PASSWORD, ip)).status).toBe(200);
  });

  it('also throttles one account across rotating addresses (a forged X-Forwarded-For buys nothing)', async () => {
    t.clock.advance((t.env.LOGIN_WINDOW_SECONDS + 1) * 1000);
    const limit = t.env.LOGIN_MAX_FAILURES_PER_ACCOUNT;
    for (let i = 0; i < limit; i++) {
      expect((await loginAs(DEMO.omar, `Wrong#Password${i}`, `10.1.${Math.floor(i / 4)}.${i % 4}`)).status).toBe(401);
    }
    const blocked = await loginAs(DEMO.omar, DEMO_PASSWORD, '10.9.9.9');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many failed login attempts, please try again later');
    t.clock.advance((t.env.LOGIN_WINDOW_SECONDS + 1) * 1000);
    expect((await loginAs(DEMO.omar, DEMO_PASSWORD, '10.9.9.9')).status).toBe(200);
  });
});

describe('tokens', () => {
  it('rejects missing, malformed, forged and alg=none tokens', async () => {
    const token = await login(t.app, DEMO.aisha);
    const [h, p] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...decode(token), sub: 'usr-omar' })).toString('base64url')}.${token.split('.')[2]}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    expect((await get(t.app, '/user/v1/student/profile')).status).toBe(401);
    for (const bad of ['garbage', forged, none, `${h}.${p}`]) {
      const res = await get(t.app, '/user/v1/student/profile', bad);
      expect(res.status).toBe(401);
      expect(res.body.statusCode).toBe(401);
    }
  });

  it('expires after TOKEN_TTL_SECONDS', async () => {
    const token = await login(t.app, DEMO.aisha);
    expect((await get(t.app, '/user/v1/student/profile', token)).status).toBe(200);
    t.clock.advance((t.env.TOKEN_TTL_SECONDS + 1) * 1000);
    expect((await get(t.app, '/user/v1/student/profile', token)).status).toBe(401);
  });

  it('is revoked by logout, and only that token', async () => {
    const a = await login(t.app, DEMO.aisha);
    const b = await login(t.app, DEMO.aisha);
    const out = await post(t.app, '/user/v1/auth/logout', undefined, a);
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Logged out successfully');
    expect((await get(t.app, '/user/v1/student/profile', a)).status).toBe(401);
    expect((await post(t.app, '/user/v1/auth/logout', undefined, a)).status).toBe(401);
    expect((await get(t.app, '/user/v1/student/profile', b)).status).toBe(200);
  });

  it('is revoked across app instances sharing the database', async () => {
    const other = await t.sibling();
    const token = await login(t.app, DEMO.aisha);
    expect((await get(other, '/user/v1/student/profile', token)).status).toBe(200);
    await post(other, '/user/v1/auth/logout', undefined, token);
    expect((await get(t.app, '/user/v1/student/profile', token)).status).toBe(401);
  });
});

describe('enumeration safety', () => {
  const strip = (body: unknown) => JSON.stringify(body, (k, v) => (k === 'resetJWTToken' || k === 'id' || k === 'otpExpiry' ? typeof v : v));

  it('login-otp answers identically for known and unknown numbers', async () => {
    const known = await post(t.app, '/user/v1/auth/login-otp', { username: DEMO.aisha });
    const unknown = await post(t.app, '/user/v1/auth/login-otp', { username: '971501110000' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(strip(unknown.body)).toBe(strip(known.body));
    expect(Object.keys(decode(unknown.body.data.id)).sort()).toEqual(Object.keys(decode(known.body.data.id)).sort());
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
  });

  it('forgot-password answers identically for known and unknown numbers and wrong roles', async () => {
    const known = await post(t.app, '/user/v1/auth/forgot-password', { phone: DEMO.omar, role: 'student' });
    const unknown = await post(t.app, '/user/v1/auth/forgot-password', { phone: '971521110000', role: 'student' });
    const staff = await post(t.app, '/user/v1/auth/forgot-password', { phone: DEMO.cashier, role: 'student' });
    for (const res of [unknown, staff]) {
      expect(res.status).toBe(known.status);
      expect(strip(res.body)).toBe(strip(known.body));
    }
    expect(known.body.message).toBe('If the number is registered, an OTP has been sent');
    // nothing is sent to a number without a (student) account
    expect((await get(t.app, '/sandbox/outbox?to=971521110000')).body).toEqual([]);
    expect((await get(t.app, `/sandbox/outbox?to=${DEMO.cashier}`)).body).toEqual([]);
  });

  it("an unknown number's token fails exactly like a real one: 400, then 429 after 5 wrong codes", async () => {
    const real = (await post(t.app, '/user/v1/auth/login-otp', { username: DEMO.preRegistered })).body.data.id;
    const fake = (await post(t.app, '/user/v1/auth/login-otp', { username: '971551110000' })).body.data.id;
    const code = await latestCode(t.app, DEMO.preRegistered);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 6; i++) {
      const a = await post(t.app, '/user/v1/auth/login-otp/verify', { id: real, otp: wrong });
      const b = await post(t.app, '/user/v1/auth/login-otp/verify', { id: fake, otp: code });
      expect(b.status).toBe(a.status);
      expect(b.body).toEqual(a.body);
      expect(a.status).toBe(i < 5 ? 400 : 429);
    }
  });

  it('applies the same send limit to unknown numbers', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(t.app, '/user/v1/auth/forgot-password', { phone: '971561110000' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('login by OTP', () => {
  it('logs in with the texted code', async () => {
    const start = await post(t.app, '/user/v1/auth/login-otp', { username: DEMO.omar });
    const res = await post(t.app, '/user/v1/auth/login-otp/verify', { id: start.body.data.id, otp: await latestCode(t.app, DEMO.omar) });
    expect(res.status).toBe(200);
    expect(res.body.data.user._id).toBe('usr-omar');
    expect((await get(t.app, '/user/v1/student/profile', res.body.data.token)).status).toBe(200);
  });

  it('rejects a malformed number with 400', async () => {
    const res = await post(t.app, '/user/v1/auth/login-otp', { username: '12345' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'username' })]);
  });
});

describe('forgot and reset password', () => {
  it('resets with the texted code, kills older tokens, and the new password works', async () => {
    const signup = signupPayload();
    const phone = `971${signup.phones.firstNumber.startingCode}${signup.phones.firstNumber.number}`;
    expect((await post(t.app, '/user/v1/auth/signup', signup)).status).toBe(200);
    const before = await login(t.app, phone, signup.password);
    t.clock.advance(1000);

    const forgot = await post(t.app, '/user/v1/auth/forgot-password', { phone, role: 'student' });
    const token = forgot.body.data.resetJWTToken;
    const code = await latestCode(t.app, phone);
    const mismatch = await post(t.app, '/user/v1/auth/reset-password', {
      resetJWTToken: token,
      otp: code,
      password: 'Brand#NewPass12',
      confirmPassword: 'Brand#NewPass13',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ confirmPassword: 'Password Mismatch! Both passwords must be same!' });
    const weak = await post(t.app, '/user/v1/auth/reset-password', { resetJWTToken: token, otp: code, password: 'weak', confirmPassword: 'weak' });
    expect(weak.status).toBe(400);

    const ok = await post(t.app, '/user/v1/auth/reset-password', {
      resetJWTToken: token,
      otp: code,
      password: 'Brand#NewPass12',
      confirmPassword: 'Brand#NewPass12',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Password has been reset successfully');
    expect((await get(t.app, '/user/v1/student/profile', before)).status).toBe(401);
    expect((await loginAs(phone, signup.password, '10.1.1.1')).status).toBe(401);
    expect((await loginAs(phone, 'Brand#NewPass12', '10.1.1.1')).status).toBe(200);
    // the code was single use
    const replay = await post(t.app, '/user/v1/auth/reset-password', {
      resetJWTToken: token,
      otp: code,
      password: 'Other#NewPass12',
      confirmPassword: 'Other#NewPass12',
    });
    expect(replay.status).toBe(400);
  });
});

describe('profile and roles', () => {
  it('returns the student profile with pendingErpLog', async () => {
    const res = await get(t.app, '/user/v1/student/profile', await login(t.app, DEMO.aisha));
    expect(res.body.data).toMatchObject({ _id: 'usr-aisha', studentId: 'STU-100001', emailVerified: true, pendingErpLog: null });
    expect(JSON.stringify(res.body)).not.toMatch(/password|tokensValidAfter|requiresCsr/i);
  });

  it('refuses the student profile to a staff token (403)', async () => {
    const res = await get(t.app, '/user/v1/student/profile', await login(t.app, DEMO.cashier));
    expect(res.status).toBe(403);
  });
});

describe('pre-registered user (quick sign-up)', () => {
  const quick = () => {
    const { password, registrationPlatform, ...rest } = signupPayload({
      name: 'Fatima Al Mansoori',
      email: 'someone.else@example.com',
      gender: 'female',
      nationality: 'United Arab Emirates',
      phones: { firstNumber: { startingCode: '55', number: '1112223' } },
      studentDetails: { hasResidencyVisa: false, hasGoldenVisa: true },
    });
    void password;
    void registrationPlatform;
    return rest;
  };

  it('refuses a student who is not pre-registered (403)', async () => {
    const res = await put(t.app, '/user/v1/student/pre-register', quick(), await login(t.app, DEMO.omar));
    expect(res.status).toBe(403);
  });

  it('applies the sign-up rules', async () => {
    const token = await login(t.app, DEMO.preRegistered);
    const res = await put(t.app, '/user/v1/student/pre-register', { ...quick(), nationality: 'India' }, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You need to have residency Visa in UAE to register!');
    const taken = await put(
      t.app,
      '/user/v1/student/pre-register',
      { ...quick(), phones: { firstNumber: { countryCode: '971', startingCode: '50', number: '1234567' } } },
      token,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ number: 'Phone number already exists' });
  });

  it('completes the profile and keeps the e-mail locked', async () => {
    const token = await login(t.app, DEMO.preRegistered);
    const before = (await get(t.app, '/user/v1/student/profile', token)).body.data;
    expect(before).toMatchObject({ isPreRegisteredUser: true, nationality: null });
    const res = await put(t.app, '/user/v1/student/pre-register', quick(), token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: 'usr-preregistered',
      nationality: 'United Arab Emirates',
      email: 'fatima.almansoori@example.ae',
      dob: '2000-05-17',
      isPreRegisteredUser: true,
      studentDetails: { hasGoldenVisa: true, hasResidencyVisa: false, gearType: 'automatic' },
    });
  });
});

describe('e-mail verification', () => {
  it('mails a portal link whose token verifies the address once bound to the user', async () => {
    const token = await login(t.app, DEMO.omar);
    const sent = await post(t.app, '/user/v1/auth/send-verify-email', undefined, token);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Verification email sent');
    const [mail] = (await get(t.app, '/sandbox/outbox?to=omar.khalid@example.ae&limit=1')).body;
    expect(mail.channel).toBe('email');
    const link = new URL(mail.body.match(/https?:\/\/\S+/)[0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.env.PORTAL_URL}/en/verify-email/usr-omar`);
    expect(link.searchParams.get('verifyToken')).toBe(mail.code);

    expect((await put(t.app, '/user/v1/auth/verify-email/usr-aisha', { verifyToken: mail.code })).body).toEqual({
      statusCode: 400,
      message: 'Email Verification Failed',
    });
    expect((await put(t.app, '/user/v1/auth/verify-email/usr-omar', { verifyToken: 'forged' })).status).toBe(400);
    const ok = await put(t.app, '/user/v1/auth/verify-email/usr-omar', { verifyToken: mail.code });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ message: 'Email verified successfully' });
    expect((await get(t.app, '/user/v1/student/profile', token)).body.data.emailVerified).toBe(true);
    // an access token is not a verify token
    expect((await put(t.app, '/user/v1/auth/verify-email/usr-omar', { verifyToken: token })).status).toBe(400);
  });

  it('needs a bearer token to send', async () => {
    expect((await post(t.app, '/user/v1/auth/send-verify-email')).status).toBe(401);
  });
});
