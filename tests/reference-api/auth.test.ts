import { CENTRE } from '../../reference-api/src/platform/centre';
import {
  DEMO,
  DEMO_PASSWORD,
  call,
  expectError,
  fieldCodes,
  get,
  latestCode,
  login,
  phoneOf,
  post,
  put,
  signupPayload,
  startTestApp,
  type TestApp,
} from './support/test-app';

// Login, tokens, OTP login, reset, profile, quick sign-up and e-mail verification as a caller sees them.
// The limits themselves have their own file (limits.test.ts); here the OTP budgets are out of the way.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ OTP_SENDS_PER_ADDRESS: '100', OTP_SENDS_PER_PURPOSE: '100', OTP_SENDS_PER_DAY: '100' });
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
      expect(res.body).toEqual({ statusCode: 401, code: 'invalid_credentials', message: 'Invalid Username or Password!' });
    }
  });

  it('tells a CSR-pending student to contact the CSR (403), only with the right password', async () => {
    const res = await post(t.app, '/user/v1/auth/login', { username: DEMO.csrPending, password: DEMO_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ statusCode: 403, code: 'contact_csr', message: 'Please contact our CSR to complete your registration' });
    expect((await loginAs(DEMO.csrPending, 'Wrong#Password1', '10.0.0.3')).status).toBe(401);
  });

  it('answers for staff roles too (the portal decides who may in)', async () => {
    const res = await post(t.app, '/user/v1/auth/login', { username: DEMO.cashier, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data.user.roles).toEqual(['cashier']);
  });
});

describe('tokens', () => {
  it('rejects missing, malformed, forged and alg=none tokens', async () => {
    const token = await login(t.app, DEMO.aisha);
    const [h, p] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...decode(token), sub: 'usr-omar' })).toString('base64url')}.${token.split('.')[2]}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    expectError(await get(t.app, '/user/v1/student/profile'), 401, 'unauthorized');
    const hs512 = `${Buffer.from('{"alg":"HS512","typ":"JWT"}').toString('base64url')}.${p}.${token.split('.')[2]}`;
    for (const bad of ['garbage', forged, none, hs512, `${h}.${p}`]) {
      expectError(await get(t.app, '/user/v1/student/profile', bad), 401, 'token_invalid');
    }
  });

  it('expires after TOKEN_TTL_SECONDS', async () => {
    const token = await login(t.app, DEMO.aisha);
    expect((await get(t.app, '/user/v1/student/profile', token)).status).toBe(200);
    t.clock.advance((t.env.TOKEN_TTL_SECONDS + 1) * 1000);
    expectError(await get(t.app, '/user/v1/student/profile', token), 401, 'token_invalid');
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

  it("an unknown number's token fails exactly like a real one: otp_invalid, then otp_attempts after 5 wrong codes", async () => {
    const real = (await post(t.app, '/user/v1/auth/login-otp', { username: DEMO.preRegistered })).body.data.id;
    const fake = (await post(t.app, '/user/v1/auth/login-otp', { username: '971551110000' })).body.data.id;
    const code = await latestCode(t.app, DEMO.preRegistered);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 6; i++) {
      const a = await post(t.app, '/user/v1/auth/login-otp/verify', { id: real, otp: wrong });
      const b = await post(t.app, '/user/v1/auth/login-otp/verify', { id: fake, otp: code });
      expect(b.status).toBe(a.status);
      expect(b.body).toEqual(a.body);
      expect(a.body.code).toBe(i < 5 ? 'otp_invalid' : 'otp_attempts');
    }
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
    expectError(res, 400, 'invalid_data');
    expect(fieldCodes(res.body)).toEqual({ username: 'invalid' });
  });
});

describe('forgot and reset password', () => {
  it('resets with the texted code, kills older tokens, and the new password works', async () => {
    const signup = signupPayload();
    const phone = phoneOf(signup);
    const started = await post(t.app, '/user/v1/auth/signup', signup);
    const verified = await post(t.app, '/user/v1/auth/verify-otp', {
      resetJWTToken: started.body.data.resetJWTToken,
      otp: await latestCode(t.app, phone),
    });
    expect(verified.status).toBe(200);
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
    expectError(mismatch, 400, 'invalid_data');
    expect(mismatch.body.fields).toEqual({
      confirmPassword: { code: 'password_mismatch', message: 'Password Mismatch! Both passwords must be same!' },
    });
    const weak = await post(t.app, '/user/v1/auth/reset-password', { resetJWTToken: token, otp: code, password: 'weak', confirmPassword: 'weak' });
    expect(weak.body.fields).toEqual({
      password: {
        code: 'password_rule',
        message: 'Password must be 12–16 characters, with upper & lowercase letters, a number, and a special character',
      },
    });

    const ok = await post(t.app, '/user/v1/auth/reset-password', {
      resetJWTToken: token,
      otp: code,
      password: 'Brand#NewPass12',
      confirmPassword: 'Brand#NewPass12',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Password has been reset successfully');
    expectError(await get(t.app, '/user/v1/student/profile', before), 401, 'token_invalid');
    expectError(await loginAs(phone, signup.password, '10.1.1.1'), 401, 'invalid_credentials');
    expect((await loginAs(phone, 'Brand#NewPass12', '10.1.1.1')).status).toBe(200);
    // the code was single use
    const replay = await post(t.app, '/user/v1/auth/reset-password', {
      resetJWTToken: token,
      otp: code,
      password: 'Other#NewPass12',
      confirmPassword: 'Other#NewPass12',
    });
    expectError(replay, 400, 'otp_invalid');
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
    expectError(res, 403, 'forbidden');
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
    expectError(res, 403, 'not_pre_registered');
  });

  it('applies the sign-up rules', async () => {
    const token = await login(t.app, DEMO.preRegistered);
    const res = await put(t.app, '/user/v1/student/pre-register', { ...quick(), nationality: 'India' }, token);
    expectError(res, 400, 'invalid_data');
    expect(res.body.fields).toEqual({
      'studentDetails.hasResidencyVisa': { code: 'residency_visa', message: 'You need to have residency Visa in UAE to register!' },
    });
    const taken = await put(
      t.app,
      '/user/v1/student/pre-register',
      { ...quick(), phones: { firstNumber: { countryCode: '971', startingCode: '50', number: '1234567' } } },
      token,
    );
    expectError(taken, 409, 'conflict');
    expect(taken.body.fields).toEqual({ 'phones.firstNumber.number': { code: 'taken', message: 'Phone number already exists' } });
    // Aisha's Emirates ID: the unique index answers, with the field named
    const eidTaken = await put(
      t.app,
      '/user/v1/student/pre-register',
      { ...quick(), studentDetails: { ...quick().studentDetails, emiratesId: '784-1998-1234567-1' } },
      token,
    );
    expect(eidTaken.body).toEqual({
      statusCode: 409,
      code: 'emirates_id_taken',
      message: 'Emirates Id already exists',
      fields: { 'studentDetails.emiratesId': { code: 'taken', message: 'Emirates Id already exists' } },
    });
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
    // one brand (issue 22): the mail says who sends it, as the invoices and the portal do
    expect(mail.subject).toBe(`Verify your email address: ${CENTRE.name.en}`);
    expect(mail.body.trim().endsWith(CENTRE.name.en)).toBe(true);
    const link = new URL(mail.body.match(/https?:\/\/\S+/)[0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.env.PORTAL_URL}/en/verify-email/usr-omar`);
    expect(link.searchParams.get('verifyToken')).toBe(mail.code);

    expect((await put(t.app, '/user/v1/auth/verify-email/usr-aisha', { verifyToken: mail.code })).body).toEqual({
      statusCode: 400,
      code: 'email_verification_failed',
      message: 'Email Verification Failed',
    });
    expectError(await put(t.app, '/user/v1/auth/verify-email/usr-omar', { verifyToken: 'forged' }), 400, 'email_verification_failed');
    const ok = await put(t.app, '/user/v1/auth/verify-email/usr-omar', { verifyToken: mail.code });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ message: 'Email verified successfully' });
    expect((await get(t.app, '/user/v1/student/profile', token)).body.data.emailVerified).toBe(true);
    // an access token is not a verify token
    expectError(await put(t.app, '/user/v1/auth/verify-email/usr-omar', { verifyToken: token }), 400, 'email_verification_failed');
  });

  it('needs a bearer token to send, and sends at most 5 an hour', async () => {
    expectError(await post(t.app, '/user/v1/auth/send-verify-email'), 401, 'unauthorized');
    const token = await login(t.app, DEMO.aisha);
    const results = await Promise.all(Array.from({ length: 8 }, () => post(t.app, '/user/v1/auth/send-verify-email', undefined, token)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    for (const r of results.filter((r) => r.status !== 200)) expectError(r, 429, 'verification_email_limit');
  });
});
