import { eq } from 'drizzle-orm';
import { otpChallenges, pendingRegistrations, users } from '../../reference-api/src/db/schema/index';
import {
  DEMO,
  dobYearsAgo,
  expectError,
  fieldCodes,
  get,
  latestCode,
  phoneOf,
  post,
  signupPayload,
  startTestApp,
  type TestApp,
} from './support/test-app';

// Sign-up is a pending registration until the phone is verified (contract "Sign-up is not an account…").
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ OTP_SENDS_PER_ADDRESS: '100', OTP_SENDS_PER_PURPOSE: '100', OTP_SENDS_PER_DAY: '100', OTP_RESEND_SECONDS: '0' });
}, 120_000);
afterAll(async () => t?.close());

type Payload = ReturnType<typeof signupPayload>;
const signup = (payload: unknown) => post(t.app, '/user/v1/auth/signup', payload);
const verify = (resetJWTToken: string, otp: string) => post(t.app, '/user/v1/auth/verify-otp', { resetJWTToken, otp });

/** sign up and enter the texted code: the account as the learner then sees it */
async function register(payload: Payload) {
  const res = await signup(payload);
  expect(res.status).toBe(200);
  return verify(res.body.data.resetJWTToken, await latestCode(t.app, phoneOf(payload)));
}

const usersWithPhone = async (phone: string) => t.handle.db.select().from(users).where(eq(users.phone, phone));
const pendingFor = async (phone: string) => t.handle.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.phone, phone));

describe('POST /user/v1/auth/signup', () => {
  it('answers { resetJWTToken, otpExpiry } and texts an OTP, creating no account yet', async () => {
    const payload = signupPayload({ name: 'Layla  Hassan', email: 'Layla.Hassan@Example.com' });
    const res = await signup(payload);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      statusCode: 200,
      message: 'An OTP has been sent to your mobile number',
      data: { resetJWTToken: expect.any(String), otpExpiry: expect.any(String) },
    });
    expect(new Date(res.body.data.otpExpiry).getTime()).toBeGreaterThan(Date.now());
    expect(await usersWithPhone(phoneOf(payload))).toHaveLength(0);
    expect(await pendingFor(phoneOf(payload))).toHaveLength(1);
    expect(JSON.stringify(await pendingFor(phoneOf(payload)))).not.toContain(payload.password);
    expect(await latestCode(t.app, phoneOf(payload))).toMatch(/^\d{6}$/);
  });

  it('creates the student at verify-otp: phone verified, logged in, normalised fields', async () => {
    const payload = signupPayload({ name: 'Layla  Hassan', email: 'Layla.Hassan2@Example.com' });
    const res = await register(payload);
    expect(res.status).toBe(200);
    const { user, token } = res.body.data;
    expect(user).toMatchObject({
      name: 'Layla Hassan',
      email: 'layla.hassan2@example.com',
      emailVerified: false,
      phoneVerified: true,
      roles: ['student'],
      gender: 'male',
      dob: '2000-05-17',
      nationality: 'India',
      currentStage: 'personalDetails',
      isPreRegisteredUser: false,
      walletAmount: 0,
      avatarUrl: null,
      phones: { firstNumber: { countryCode: '971', numberType: 'home', NumberCode: phoneOf(payload), isPrimary: true } },
      studentDetails: { gearType: 'automatic', language: 'lang-en', requiredLicenseId: 'lt-lmv', requiredLicenseCategory: 'LMV' },
    });
    expect(user._id).toMatch(/^usr-/);
    expect(user.studentId).toMatch(/^STU-\d+$/);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|scrypt|Secure#Pass123/);
    expect((await get(t.app, '/user/v1/student/profile', token)).body.data).toMatchObject({ _id: user._id, pendingErpLog: null });
    expect(await pendingFor(phoneOf(payload))).toHaveLength(0);
    const login = await post(t.app, '/user/v1/auth/login', { username: phoneOf(payload), password: payload.password });
    expect(login.status).toBe(200);
  });

  it('accepts a nationality given as a country id and stores its English name', async () => {
    const res = await register(signupPayload({ nationality: 'ct-pk' }));
    expect(res.body.data.user.nationality).toBe('Pakistan');
  });

  describe('phone', () => {
    it.each([
      [{ countryCode: '972' }, 'phones.firstNumber.countryCode', 'invalid'],
      [{ startingCode: '51' }, 'phones.firstNumber.startingCode', 'invalid'],
      [{ number: '123456' }, 'phones.firstNumber.number', 'exact_length'],
      [{ number: '12345678' }, 'phones.firstNumber.number', 'exact_length'],
      [{ number: '12a4567' }, 'phones.firstNumber.number', 'invalid'],
      [{ number: '' }, 'phones.firstNumber.number', 'required'],
    ])('rejects %j', async (firstNumber, field, code) => {
      const res = await signup(signupPayload({ phones: { firstNumber } }));
      expectError(res, 400, 'invalid_data');
      expect(fieldCodes(res.body)).toEqual({ [field]: code });
    });

    it('says "should have exact 7 letters" for a short number, with n in params', async () => {
      const res = await signup(signupPayload({ phones: { firstNumber: { number: '123456' } } }));
      expect(res.body.fields['phones.firstNumber.number']).toEqual({
        code: 'exact_length',
        message: 'Phone number should have exact 7 letters.',
        params: { n: 7 },
      });
    });

    it.each(['50', '52', '54', '55', '56', '58'])('accepts starting code %s', async (startingCode) => {
      expect((await signup(signupPayload({ phones: { firstNumber: { startingCode } } }))).status).toBe(200);
    });
  });

  describe('age (17.5 years in Asia/Dubai)', () => {
    it('accepts someone who turned 17½ today', async () => {
      expect((await signup(signupPayload({ dob: dobYearsAgo(17, 6) }))).status).toBe(200);
    });

    it('refuses someone a day short of 17½', async () => {
      const res = await signup(signupPayload({ dob: dobYearsAgo(17, 6, 1) }));
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'invalid_data',
        message: 'Invalid Data in Form!',
        fields: { dob: { code: 'minimum_age', message: 'You must be at least 17 and a half years old to proceed.' } },
      });
    });

    it.each([
      ['2000-02-30', 'invalid'],
      ['20-01-01', 'invalid'],
      ['1800-01-01', 'invalid'],
      [dobYearsAgo(-1), 'dob_future'],
    ])('refuses the date %s (%s)', async (dob, code) => {
      const res = await signup(signupPayload({ dob }));
      expectError(res, 400, 'invalid_data');
      expect(fieldCodes(res.body)).toEqual({ dob: code });
    });
  });

  describe('password', () => {
    it.each(['Short#1a', 'alllowercase#123', 'ALLUPPERCASE#123', 'NoDigitsHere#abc', 'NoSpecial1234abc', 'Waytoolong#123456789', 'Has space#12345'])(
      'refuses %s',
      async (password) => {
        const res = await signup(signupPayload({ password }));
        expect(res.body.fields).toEqual({
          password: {
            code: 'password_rule',
            message: 'Password must be 12–16 characters, with upper & lowercase letters, a number, and a special character',
          },
        });
      },
    );

    it.each(['Abcdefghij1@', 'Abcdefghijk1~^#', 'Zz9&Zz9&Zz9&Zz9&'])('accepts %s', async (password) => {
      expect((await signup(signupPayload({ password }))).status).toBe(200);
    });

    it('refuses a confirmation that differs', async () => {
      const res = await signup(signupPayload({ confirmPassword: 'Different#Pass1' }));
      expect(res.body.fields).toEqual({ confirmPassword: { code: 'password_mismatch', message: 'Password Mismatch! Both passwords must be same!' } });
    });
  });

  describe('residency', () => {
    it('refuses a non-GCC national without a residency visa', async () => {
      const res = await signup(signupPayload({ nationality: 'India', studentDetails: { hasResidencyVisa: false } }));
      expectError(res, 400, 'invalid_data');
      expect(res.body.fields).toEqual({
        'studentDetails.hasResidencyVisa': { code: 'residency_visa', message: 'You need to have residency Visa in UAE to register!' },
      });
    });

    it.each(['Saudi Arabia', 'Kuwait', 'Qatar', 'Bahrain', 'Oman', 'United Arab Emirates'])(
      'accepts a %s national without one',
      async (nationality) => {
        expect((await signup(signupPayload({ nationality, studentDetails: { hasResidencyVisa: false } }))).status).toBe(200);
      },
    );

    it('records a UAE national as having no residency visa', async () => {
      const res = await register(signupPayload({ nationality: 'United Arab Emirates', studentDetails: { hasResidencyVisa: true } }));
      expect(res.body.data.user.studentDetails.hasResidencyVisa).toBe(false);
    });
  });

  describe('licence, gear type, gender and branch', () => {
    it.each([
      [{ studentDetails: { requiredLicenseId: 'lt-forklift' } }, 'studentDetails.requiredLicenseId', 'unavailable'],
      [{ studentDetails: { requiredLicenseId: 'lt-unknown' } }, 'studentDetails.requiredLicenseId', 'unavailable'],
      [{ studentDetails: { requiredLicenseId: 'lt-heavy-truck', gearType: 'automatic' } }, 'studentDetails.gearType', 'unavailable'],
      [{ gender: 'female', studentDetails: { requiredLicenseId: 'lt-heavy-truck', gearType: 'manual' } }, 'gender', 'unavailable'],
      [{ trainingBranchId: 'br-main' }, 'trainingBranchId', 'unavailable'],
      [{ trainingBranchId: 'br-nowhere' }, 'trainingBranchId', 'unavailable'],
      [{ studentDetails: { language: 'klingon' } }, 'studentDetails.language', 'invalid'],
      [{ nationality: 'Atlantis' }, 'nationality', 'invalid'],
    ])('refuses %j (%s: %s)', async (overrides, field, code) => {
      const res = await signup(signupPayload(overrides));
      expectError(res, 400, 'invalid_data');
      expect(fieldCodes(res.body)[field]).toBe(code);
    });

    it('names the field in the message: "Licence type is not available"', async () => {
      const res = await signup(signupPayload({ studentDetails: { requiredLicenseId: 'lt-forklift' } }));
      expect(res.body.fields['studentDetails.requiredLicenseId'].message).toBe('Licence type is not available');
    });

    it('accepts a male manual heavy-truck learner at the main training centre', async () => {
      const res = await register(
        signupPayload({
          trainingBranchId: 'br-main-training',
          studentDetails: { requiredLicenseId: 'lt-heavy-truck', gearType: 'manual', requiredLicenseCategory: 'whatever' },
        }),
      );
      expect(res.body.data.user.studentDetails.requiredLicenseCategory).toBe('HT');
    });
  });

  describe('shape', () => {
    it('names every missing field "required" with its label', async () => {
      const res = await signup({});
      expectError(res, 400, 'invalid_data');
      const codes = fieldCodes(res.body);
      for (const field of ['name', 'email', 'password', 'dob', 'gender', 'nationality', 'phones', 'studentDetails', 'trainingBranchId']) {
        expect(codes[field]).toBe('required');
      }
      expect(res.body.fields.name.message).toBe('Full name is required');
      expect(res.body.fields.email.message).toBe('Email is required');
    });

    it.each([
      [{ name: 'John3 Smith' }, 'name', 'invalid'],
      [{ name: '   ' }, 'name', 'required'],
      [{ email: 'not-an-email' }, 'email', 'invalid'],
      [{ gender: 'other' }, 'gender', 'invalid'],
      [{ studentDetails: { gearType: 'cvt' } }, 'studentDetails.gearType', 'invalid'],
      [{ studentDetails: { hasGoldenVisa: 'yes' } }, 'studentDetails.hasGoldenVisa', 'invalid'],
      [{ studentDetails: { emiratesId: '123' } }, 'studentDetails.emiratesId', 'invalid'],
      [{ registrationPlatform: 'ios' }, 'registrationPlatform', 'invalid'],
    ])('refuses %j', async (overrides, field, code) => {
      const res = await signup(signupPayload(overrides));
      expectError(res, 400, 'invalid_data');
      expect(fieldCodes(res.body)).toEqual({ [field]: code });
    });

    it('accepts an Arabic name', async () => {
      expect((await signup(signupPayload({ name: 'عائشة رحمن' }))).status).toBe(200);
    });
  });
});

describe('a number that already has an account, or a pending sign-up', () => {
  const shape = (res: { status: number; body: { statusCode: number; message: string; data: Record<string, unknown> } }) => ({
    status: res.status,
    statusCode: res.body.statusCode,
    message: res.body.message,
    keys: Object.keys(res.body.data).sort(),
    types: Object.values(res.body.data).map((v) => typeof v),
  });

  it('answers exactly as for a new number, and texts the owner that the number has an account', async () => {
    const fresh = await signup(signupPayload());
    const registered = await signup(signupPayload({ phones: { firstNumber: { startingCode: '50', number: '1234567' } } }));
    const pendingPayload = signupPayload();
    await signup(pendingPayload);
    const pendingAgain = await signup({ ...pendingPayload, name: 'Other Name' });
    expect(shape(registered)).toEqual(shape(fresh));
    expect(shape(pendingAgain)).toEqual(shape(fresh));
    expect(Object.keys(registered.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    const [sms] = (await get(t.app, `/sandbox/outbox?to=${DEMO.aisha}&limit=1`)).body;
    expect(sms.body).toMatch(/already has an account/);
  });

  it('verify-otp then answers 409 account_exists (only the phone can learn it) and creates nothing', async () => {
    const res = await signup(signupPayload({ phones: { firstNumber: { startingCode: '52', number: '7654321' } } }));
    const code = await latestCode(t.app, DEMO.omar);
    const verified = await verify(res.body.data.resetJWTToken, code);
    expect(verified.body).toEqual({
      statusCode: 409,
      code: 'account_exists',
      message: 'This number already has an account. Log in or reset your password.',
    });
    expect(await usersWithPhone(DEMO.omar)).toHaveLength(1);
    expectError(await verify(res.body.data.resetJWTToken, code), 400, 'otp_invalid');
  });

  it('a new sign-up for a pending number replaces it: one pending row, the old code dead', async () => {
    const first = signupPayload();
    const a = await signup(first);
    const oldCode = await latestCode(t.app, phoneOf(first));
    const second = { ...first, name: 'Second Try', email: `second.${first.email}` };
    const b = await signup(second);
    expect(await pendingFor(phoneOf(first))).toHaveLength(1);
    expectError(await verify(a.body.data.resetJWTToken, oldCode), 401, 'token_invalid');
    const ok = await verify(b.body.data.resetJWTToken, await latestCode(t.app, phoneOf(first)));
    expect(ok.status).toBe(200);
    expect(ok.body.data.user).toMatchObject({ name: 'Second Try', email: second.email });
  });

  it('expired pending sign-ups are swept by the next sign-up', async () => {
    const stale = signupPayload();
    await signup(stale);
    t.clock.advance((t.env.PENDING_REGISTRATION_TTL_SECONDS + 60) * 1000);
    await signup(signupPayload());
    expect(await pendingFor(phoneOf(stale))).toHaveLength(0);
  });
});

describe('duplicates surface at verify-otp, after the phone is proven', () => {
  it('answers 409 email_taken / emirates_id_taken with fields and keeps the pending row for a retry', async () => {
    const first = signupPayload({ studentDetails: { emiratesId: '784-1999-7654321-2' } });
    expect((await register(first)).status).toBe(200);

    const sameEmail = signupPayload({ email: first.email.toUpperCase() });
    const res = await signup(sameEmail);
    expect(res.status).toBe(200); // nothing said before the phone is proven
    const clash = await verify(res.body.data.resetJWTToken, await latestCode(t.app, phoneOf(sameEmail)));
    expect(clash.body).toEqual({
      statusCode: 409,
      code: 'email_taken',
      message: 'Email already exists',
      fields: { email: { code: 'taken', message: 'Email already exists' } },
    });
    expect(await pendingFor(phoneOf(sameEmail))).toHaveLength(1);
    // the learner fixes the e-mail and signs up again with the same number
    expect((await register({ ...sameEmail, email: `fixed.${sameEmail.email}` })).status).toBe(200);

    const sameEid = signupPayload({ studentDetails: { emiratesId: '784199976543212' } });
    const eidRes = await signup(sameEid);
    const eidClash = await verify(eidRes.body.data.resetJWTToken, await latestCode(t.app, phoneOf(sameEid)));
    expect(eidClash.body).toMatchObject({
      statusCode: 409,
      code: 'emirates_id_taken',
      message: 'Emirates Id already exists',
      fields: { 'studentDetails.emiratesId': { code: 'taken', message: 'Emirates Id already exists' } },
    });
  });
});

describe('races (the database decides)', () => {
  it('two concurrent sign-ups for one phone leave one pending registration and one live code', async () => {
    const payload = signupPayload();
    const results = await Promise.all([signup(payload), signup({ ...payload, name: 'Racing Twin' })]);
    for (const r of results) expect(r.status).toBe(200);
    const pending = await pendingFor(phoneOf(payload));
    expect(pending).toHaveLength(1);
    const live = await t.handle.db.select().from(otpChallenges).where(eq(otpChallenges.pendingRegistrationId, pending[0]!.id));
    expect(live).toHaveLength(1);
  });

  it('two concurrent verifications of one code create one user', async () => {
    const payload = signupPayload();
    const res = await signup(payload);
    const code = await latestCode(t.app, phoneOf(payload));
    const results = await Promise.all([verify(res.body.data.resetJWTToken, code), verify(res.body.data.resetJWTToken, code)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.body.code).toBe('otp_invalid');
    expect(await usersWithPhone(phoneOf(payload))).toHaveLength(1);
  });

  it('concurrent verification of two pending sign-ups with one e-mail: one user, one 409 email_taken', async () => {
    const a = signupPayload();
    const b = signupPayload({ email: a.email });
    const [ra, rb] = [await signup(a), await signup(b)];
    const [ca, cb] = [await latestCode(t.app, phoneOf(a)), await latestCode(t.app, phoneOf(b))];
    const results = await Promise.all([verify(ra.body.data.resetJWTToken, ca), verify(rb.body.data.resetJWTToken, cb)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.code).toBe('email_taken');
    expect(await t.handle.db.select().from(users).where(eq(users.email, a.email))).toHaveLength(1);
  });
});

describe('demo users', () => {
  it('stay intact', async () => {
    const res = await post(t.app, '/user/v1/auth/login', { username: DEMO.omar, password: 'Student@12345' });
    expect(res.body.data.user).toMatchObject({ name: 'Omar Khalid', currentStage: 'personalDetails' });
  });
});
