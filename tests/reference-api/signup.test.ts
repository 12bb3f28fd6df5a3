import { DEMO, dobYearsAgo, get, latestCode, phoneOf, post, signupPayload, startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => t?.close());

const signup = (payload: unknown) => post(t.app, '/user/v1/auth/signup', payload);

describe('POST /user/v1/auth/signup', () => {
  it('creates a student, answers { user, resetJWTToken, otpExpiry } and texts an OTP', async () => {
    const payload = signupPayload({ name: 'Layla  Hassan', email: 'Layla.Hassan@Example.com' });
    const res = await signup(payload);
    expect(res.status).toBe(200);
    expect(res.body.statusCode).toBe(200);
    const { user, resetJWTToken, otpExpiry } = res.body.data;
    expect(typeof resetJWTToken).toBe('string');
    expect(new Date(otpExpiry).getTime()).toBeGreaterThan(Date.now());
    expect(user).toMatchObject({
      name: 'Layla Hassan',
      email: 'layla.hassan@example.com',
      emailVerified: false,
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
    expect(await latestCode(t.app, phoneOf(payload))).toMatch(/^\d{6}$/);
  });

  it('accepts a nationality given as a country id and stores its English name', async () => {
    const res = await signup(signupPayload({ nationality: 'ct-pk' }));
    expect(res.status).toBe(200);
    expect(res.body.data.user.nationality).toBe('Pakistan');
  });

  describe('phone', () => {
    it.each([
      [{ countryCode: '972' }, 'phones.firstNumber.countryCode'],
      [{ startingCode: '51' }, 'phones.firstNumber.startingCode'],
      [{ number: '123456' }, 'phones.firstNumber.number'],
      [{ number: '12345678' }, 'phones.firstNumber.number'],
      [{ number: '12a4567' }, 'phones.firstNumber.number'],
    ])('rejects %j', async (firstNumber, field) => {
      const res = await signup(signupPayload({ phones: { firstNumber } }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    });

    it.each(['50', '52', '54', '55', '56', '58'])('accepts starting code %s', async (startingCode) => {
      const res = await signup(signupPayload({ phones: { firstNumber: { startingCode } } }));
      expect(res.status).toBe(200);
    });
  });

  describe('age (17.5 years in Asia/Dubai)', () => {
    it('accepts someone who turned 17½ today', async () => {
      const res = await signup(signupPayload({ dob: dobYearsAgo(17, 6) }));
      expect(res.status).toBe(200);
    });

    it('refuses someone a day short of 17½', async () => {
      const res = await signup(signupPayload({ dob: dobYearsAgo(17, 6, 1) }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'You must be at least 17 and a half years old to proceed.',
        errors: { dob: 'You must be at least 17 and a half years old to proceed.' },
      });
    });

    it.each(['2000-02-30', '20-01-01', dobYearsAgo(-1)])('refuses the date %s', async (dob) => {
      const res = await signup(signupPayload({ dob }));
      expect(res.status).toBe(400);
    });
  });

  describe('password', () => {
    it.each(['Short#1a', 'alllowercase#123', 'ALLUPPERCASE#123', 'NoDigitsHere#abc', 'NoSpecial1234abc', 'Waytoolong#123456789', 'Has space#12345'])(
      'refuses %s',
      async (password) => {
        const res = await signup(signupPayload({ password }));
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual([
          { field: 'password', message: 'Password must be 12–16 characters, with upper & lowercase letters, a number, and a special character' },
        ]);
      },
    );

    it.each(['Abcdefghij1@', 'Abcdefghijk1~^#', 'Zz9&Zz9&Zz9&Zz9&'])('accepts %s', async (password) => {
      expect((await signup(signupPayload({ password }))).status).toBe(200);
    });

    it('refuses a confirmation that differs', async () => {
      const res = await signup(signupPayload({ confirmPassword: 'Different#Pass1' }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ confirmPassword: 'Password Mismatch! Both passwords must be same!' });
    });
  });

  describe('residency', () => {
    const residency = 'You need to have residency Visa in UAE to register!';
    it('refuses a non-GCC national without a residency visa', async () => {
      const res = await signup(signupPayload({ nationality: 'India', studentDetails: { hasResidencyVisa: false } }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(residency);
      expect(res.body.errors).toEqual({ 'studentDetails.hasResidencyVisa': residency });
    });

    it.each(['Saudi Arabia', 'Kuwait', 'Qatar', 'Bahrain', 'Oman', 'United Arab Emirates'])(
      'accepts a %s national without one',
      async (nationality) => {
        const res = await signup(signupPayload({ nationality, studentDetails: { hasResidencyVisa: false } }));
        expect(res.status).toBe(200);
      },
    );

    it('records a UAE national as having no residency visa', async () => {
      const res = await signup(signupPayload({ nationality: 'United Arab Emirates', studentDetails: { hasResidencyVisa: true } }));
      expect(res.body.data.user.studentDetails.hasResidencyVisa).toBe(false);
    });
  });

  describe('licence, gear type, gender and branch', () => {
    it.each([
      [{ studentDetails: { requiredLicenseId: 'lt-forklift' } }, 'studentDetails.requiredLicenseId'],
      [{ studentDetails: { requiredLicenseId: 'lt-unknown' } }, 'studentDetails.requiredLicenseId'],
      [{ studentDetails: { requiredLicenseId: 'lt-heavy-truck', gearType: 'automatic' } }, 'studentDetails.gearType'],
      [{ gender: 'female', studentDetails: { requiredLicenseId: 'lt-heavy-truck', gearType: 'manual' } }, 'gender'],
      [{ trainingBranchId: 'br-main' }, 'trainingBranchId'],
      [{ trainingBranchId: 'br-nowhere' }, 'trainingBranchId'],
      [{ studentDetails: { language: 'klingon' } }, 'studentDetails.language'],
      [{ nationality: 'Atlantis' }, 'nationality'],
    ])('refuses %j (ErrorMap on %s)', async (overrides, field) => {
      const res = await signup(signupPayload(overrides));
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toContain(field);
      expect(res.body.message).toBe(res.body.errors[Object.keys(res.body.errors)[0]!]);
    });

    it('accepts a male manual heavy-truck learner at the main training centre', async () => {
      const res = await signup(
        signupPayload({
          trainingBranchId: 'br-main-training',
          studentDetails: { requiredLicenseId: 'lt-heavy-truck', gearType: 'manual', requiredLicenseCategory: 'whatever' },
        }),
      );
      expect(res.status).toBe(200);
      expect(res.body.data.user.studentDetails.requiredLicenseCategory).toBe('HT');
    });
  });

  describe('shape', () => {
    it('lists every missing field', async () => {
      const res = await signup({});
      expect(res.status).toBe(400);
      const fields = res.body.errors.map((e: { field: string }) => e.field);
      expect(fields).toEqual(
        expect.arrayContaining(['name', 'email', 'password', 'dob', 'gender', 'nationality', 'phones', 'studentDetails', 'trainingBranchId']),
      );
    });

    it.each([
      [{ name: 'John3 Smith' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ email: 'not-an-email' }, 'email'],
      [{ gender: 'other' }, 'gender'],
      [{ studentDetails: { gearType: 'cvt' } }, 'studentDetails.gearType'],
      [{ studentDetails: { hasGoldenVisa: 'yes' } }, 'studentDetails.hasGoldenVisa'],
      [{ studentDetails: { emiratesId: '123' } }, 'studentDetails.emiratesId'],
      [{ registrationPlatform: 'ios' }, 'registrationPlatform'],
    ])('refuses %j', async (overrides, field) => {
      const res = await signup(signupPayload(overrides));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    });

    it('accepts an Arabic name', async () => {
      expect((await signup(signupPayload({ name: 'عائشة رحمن' }))).status).toBe(200);
    });
  });

  describe('duplicates', () => {
    it('answers 409 with the contract messages', async () => {
      const first = signupPayload({ studentDetails: { emiratesId: '784-1999-7654321-2' } });
      expect((await signup(first)).status).toBe(200);

      const sameEmail = await signup(signupPayload({ email: first.email.toUpperCase() }));
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body).toEqual({ statusCode: 409, message: 'Email already exists', errors: { email: 'Email already exists' } });

      const samePhone = await signup(signupPayload({ phones: { firstNumber: first.phones.firstNumber } }));
      expect(samePhone.status).toBe(409);
      expect(samePhone.body).toEqual({ statusCode: 409, message: 'Phone number already exists', errors: { number: 'Phone number already exists' } });

      const sameEid = await signup(signupPayload({ studentDetails: { emiratesId: '784199976543212' } }));
      expect(sameEid.status).toBe(409);
      expect(sameEid.body.message).toBe('Emirates Id already exists');
      expect(sameEid.body.errors).toEqual({ emiratesId: 'Emirates Id already exists' });
    });

    it('refuses a seeded demo number', async () => {
      const res = await signup(signupPayload({ phones: { firstNumber: { startingCode: '50', number: '1234567' } } }));
      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual({ number: 'Phone number already exists' });
    });
  });
});

describe('sign-up OTP and first login', () => {
  it('verifies the phone and logs the new student in', async () => {
    const payload = signupPayload();
    const res = await signup(payload);
    const code = await latestCode(t.app, phoneOf(payload));
    const verified = await post(t.app, '/user/v1/auth/verify-otp', { resetJWTToken: res.body.data.resetJWTToken, otp: code });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user.phoneVerified).toBe(true);
    const profile = await get(t.app, '/user/v1/student/profile', verified.body.data.token);
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ _id: res.body.data.user._id, pendingErpLog: null });

    const login = await post(t.app, '/user/v1/auth/login', { username: phoneOf(payload), password: payload.password });
    expect(login.status).toBe(200);
  });

  it('keeps demo users intact', async () => {
    const res = await post(t.app, '/user/v1/auth/login', { username: DEMO.omar, password: 'Student@12345' });
    expect(res.body.data.user).toMatchObject({ name: 'Omar Khalid', currentStage: 'personalDetails' });
  });
});
