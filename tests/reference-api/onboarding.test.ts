import {
  call,
  DEMO,
  expectError,
  fieldCodes,
  get,
  login,
  newLearner as signedUp,
  post,
  put,
  signupPayload,
  startTestApp,
  type TestApp,
} from './support/test-app';
import { courseListSchema, studentCourseSchema } from '../../lib/upstream/schemas/onboarding';

// Onboarding (R§4, R§5, R§7, R§9): personal details, the course list, choosing a course, the plan,
// promotions and referrals, with the stage machine the API owns and the amount it computes itself.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => t?.close());

/** The course answer as the portal reads it (R§3 names in AED → its own fils types). */
const asPortal = (data: unknown) => studentCourseSchema.parse(data);

/** Every key of an answer, nested: the spec's names only, no `…Fils` of the reference's own. */
const keysOf = (value: unknown): string[] =>
  typeof value !== 'object' || value === null
    ? []
    : Array.isArray(value)
      ? value.flatMap(keysOf)
      : Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
const filsKeys = (value: unknown) => keysOf(value).filter((k) => /Fils$/.test(k));

/** A brand-new learner, logged in, at the first step. */
const newLearner = (overrides: Parameters<typeof signupPayload>[0] = {}) => signedUp(t.app, overrides);

const details = (over: Record<string, unknown> = {}, sd: Record<string, unknown> = {}) => ({
  nationality: 'India',
  address: { address: 'Al Barsha 1, Dubai', latitude: '25.1123', longitude: '55.1962' },
  studentDetails: {
    occupation: 'Software Engineer',
    visaProfession: 'Engineer',
    isCabinCrewOrPilot: false,
    hasLicense: false,
    isLicenseExpired: false,
    experienceInYears: 5.5,
    hasUAELicense: false,
    UAELicenseTypes: [],
    requiredLicenseId: 'lt-lmv',
    gearType: 'automatic',
    ...sd,
  },
  isGoldenOpertunityCustomer: false,
  isEligibleForAddingNewCategory: false,
  ...over,
});

const savePersonal = (token: string, body: unknown) => put(t.app, '/user/v1/student/personal-details', body, token);
const profile = async (token: string) => (await get(t.app, '/user/v1/student/profile', token)).body.data;

async function atCourseSelection() {
  const token = await newLearner();
  expect((await savePersonal(token, details())).status).toBe(200);
  return token;
}

async function withCourse(courseCode = 'LMV-STD', courseType = 'ct-regular') {
  const token = await atCourseSelection();
  const chosen = await post(t.app, '/course/v1/student/choose-course', { courseCode, courseType }, token);
  expect(chosen.status).toBe(200);
  return token;
}

describe('personal details (R§5)', () => {
  it('saves the details and moves the learner to course selection', async () => {
    const token = await newLearner();
    expect((await profile(token)).currentStage).toBe('personalDetails');
    const res = await savePersonal(token, details());
    expect(res.status).toBe(200);
    expect(res.body.data.userRecord).toMatchObject({
      currentStage: 'courseDetails',
      nationality: 'India',
      address: { address: 'Al Barsha 1, Dubai', latitude: '25.1123', longitude: '55.1962' },
      studentDetails: expect.objectContaining({
        occupation: 'Software Engineer',
        experienceInYears: 5.5,
        isLicenseExpired: false,
        requiredLicenseId: 'lt-lmv',
      }),
    });
  });

  it('names each broken rule on its field', async () => {
    const token = await newLearner();
    const res = await savePersonal(
      token,
      details({ address: { address: 'Abu Dhabi', latitude: '24.45', longitude: '54.37' } }, { occupation: 'Engineer 2', visaProfession: 'Other_1' }),
    );
    expectError(res, 400, 'invalid_data');
    expect(fieldCodes(res.body)).toEqual({
      'studentDetails.occupation': 'invalid',
      'studentDetails.visaProfession': 'server_invalid',
    });
    const outside = await savePersonal(token, details({ address: { address: 'Abu Dhabi', latitude: '24.45', longitude: '54.37' } }));
    expect(fieldCodes(outside.body)).toEqual({ address: 'outside_area' });
    expect(outside.body.fields.address.message).toBe('Address must be inside the service area');
  });

  it('asks for the licence fields only with a licence, and checks the dates', async () => {
    const token = await newLearner();
    const missing = await savePersonal(token, details({}, { hasLicense: true }));
    expect(fieldCodes(missing.body)).toEqual({
      'studentDetails.licenseCountry': 'required',
      'studentDetails.licenseIssueDate': 'required',
      'studentDetails.licenseExpiryDate': 'required',
    });
    const uae = await savePersonal(
      token,
      details({}, { hasLicense: true, licenseCountry: 'United Arab Emirates', licenseIssueDate: '2030-01-01', licenseExpiryDate: '2029-01-01' }),
    );
    expect(fieldCodes(uae.body)).toEqual({
      'studentDetails.licenseIssueDate': 'date_future',
      'studentDetails.licenseEmirate': 'required',
      'studentDetails.licenseExpiryDate': 'expiry_before_issue',
    });
    const ok = await savePersonal(
      token,
      details(
        { isGoldenOpertunityCustomer: true },
        { hasLicense: true, licenseCountry: 'India', licenseIssueDate: '2019-02-01', licenseExpiryDate: '2029-02-01' },
      ),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.userRecord.isGoldenOpertunityCustomer).toBe(true);
    // 'no licence' resets the golden-opportunity flag and drops the licence fields (R§4, R§5)
    const none = await savePersonal(token, details({ isGoldenOpertunityCustomer: true }, { hasLicense: false, licenseCountry: 'India' }));
    expect(none.body.data.userRecord.isGoldenOpertunityCustomer).toBe(false);
    expect(none.body.data.userRecord.studentDetails.licenseCountry).toBeUndefined();
  });

  it('holds the UAE licence list to its two messages', async () => {
    const token = await newLearner();
    const empty = await savePersonal(token, details({}, { hasUAELicense: true, UAELicenseTypes: [] }));
    expect(empty.body.fields['studentDetails.UAELicenseTypes'].message).toBe('Please add at least one UAE license');
    const broken = await savePersonal(
      token,
      details(
        {},
        {
          hasUAELicense: true,
          UAELicenseTypes: [{ licenseTypeId: 'lt-motorcycle', licenseEmirate: '', licenseIssueDate: '2020-01-01', licenseExpiryDate: '2030-01-01' }],
        },
      ),
    );
    expect(broken.body.fields['studentDetails.UAELicenseTypes'].message).toBe('Please correct UAE license details');
    const good = await savePersonal(
      token,
      details(
        {},
        {
          hasUAELicense: true,
          UAELicenseTypes: [
            { licenseTypeId: 'lt-motorcycle', licenseEmirate: 'em-dubai', licenseIssueDate: '2020-01-01', licenseExpiryDate: '2030-01-01' },
          ],
        },
      ),
    );
    expect(good.status).toBe(200);
  });

  it('keeps what only the API decides: cabin crew, NOC, licence and gear', async () => {
    const token = await newLearner();
    const res = await savePersonal(
      token,
      details(
        { isEligibleForAddingNewCategory: true },
        { isCabinCrewOrPilot: true, hasNOCEnabled: true, requiredLicenseId: 'lt-heavy-bus', gearType: 'manual' },
      ),
    );
    const sd = res.body.data.userRecord.studentDetails;
    expect(sd).toMatchObject({ isCabinCrewOrPilot: false, requiredLicenseId: 'lt-lmv', gearType: 'automatic' });
    expect(sd.hasNOCEnabled).toBeUndefined(); // a male learner
    expect(res.body.data.userRecord.isEligibleForAddingNewCategory).toBe(false);
    const pilot = await savePersonal(token, details({}, { visaProfession: 'Pilot', isCabinCrewOrPilot: undefined }));
    expect(fieldCodes(pilot.body)).toEqual({ 'studentDetails.isCabinCrewOrPilot': 'required' });
  });

  it('is refused once the learner has paid', async () => {
    const aisha = await login(t.app, DEMO.aisha);
    expectError(await savePersonal(aisha, details()), 409, 'stage_closed');
  });

  it('never answers 5xx to garbage', async () => {
    const token = await newLearner();
    for (const body of [null, 'x', [], { address: 7 }, details({ address: { address: 'x', latitude: 'NaN', longitude: '1e999' } })]) {
      const res = await savePersonal(token, body);
      expect([400, 415]).toContain(res.status);
      expect(res.body.code).toMatch(/invalid_data|unsupported_media_type/);
    }
  });
});

describe('courses (R§4, R§9)', () => {
  it('are refused before the personal details', async () => {
    const token = await newLearner();
    expectError(await get(t.app, '/course/v1/student/courses', token), 409, 'stage_out_of_order');
    expectError(
      await post(t.app, '/course/v1/student/choose-course', { courseCode: 'LMV-STD', courseType: 'ct-regular' }, token),
      409,
      'stage_out_of_order',
    );
  });

  it('lists the plans for the learner’s licence in R§3’s names, amounts in AED, and a per-hour price', async () => {
    const token = await atCourseSelection();
    const res = await get(t.app, '/course/v1/student/courses', token);
    expect(res.status).toBe(200);
    const codes = res.body.data.courses.map(
      (c: { course: { code: string }; courseType: { code: string } }) => `${c.course.code}/${c.courseType.code}`,
    );
    expect(codes).toEqual(expect.arrayContaining(['LMV-STD/R', 'LMV-FLX/F', 'PREF/PREF', 'LMV-VLMT1/VLMT1', 'LMV-VL4/VL4']));
    expect(codes.some((c: string) => c.startsWith('MC-'))).toBe(false);
    expect(filsKeys(res.body.data)).toEqual([]);
    type Summary = { totalAmount: number; totalAmountWithDiscount: number; totalTax: number; drivingCenter: { totalAmount: number } };
    const std = res.body.data.courses.find((c: { course: { code: string } }) => c.course.code === 'LMV-STD') as {
      amount: Summary;
      stages: { _id: string; amount: { taxableAmount: number }; noOfClassesPerHour: number; feeCodes: { code: string; quantity: number }[] }[];
      milestones: { level: number; instanceIds: string[]; stages: { _id: string }[]; amount: Summary }[];
    };
    // 20 × 115 + 2 × 95 + … : the amount is the sum of its milestones, VAT only on the centre's part (AED, two decimals)
    const sum = std.milestones.reduce((a, m) => a + Math.round(m.amount.totalAmountWithDiscount * 100), 0);
    expect(Math.round(std.amount.totalAmountWithDiscount * 100)).toBe(sum);
    const centre = Math.round(std.amount.drivingCenter.totalAmount * 100);
    expect(Math.round(std.amount.totalTax * 100)).toBe(Math.floor((centre * 500 + 5000) / 10000));
    expect(std.milestones.find((m) => m.level === 2)!.amount.totalAmountWithDiscount).toBe(0);
    // top-level stages with taxableAmount and noOfClassesPerHour; each milestone names its stages by instanceIds
    expect(std.stages.map((st) => st._id).sort()).toEqual(std.milestones.flatMap((m) => m.instanceIds).sort());
    for (const m of std.milestones) expect(m.instanceIds).toEqual(m.stages.map((st) => st._id));
    expect(std.stages.every((st) => st.noOfClassesPerHour >= 1 && st.amount.taxableAmount >= 0)).toBe(true);
    // R§9's per-hour price, as the portal computes it from those stages: AED 115.00
    const plans = courseListSchema.parse(res.body.data).courses;
    expect(plans.find((p) => p.course.code === 'LMV-STD')!.perHourPriceFils).toBe(11500);
    expect(res.body.data.hasCourse).toBe(false);
  });

  it('choosing a course resets plan, promotion and referral and moves the stage on', async () => {
    const token = await withCourse();
    expect((await profile(token)).currentStage).toBe('courseSelection');
    await post(t.app, '/course/v1/student/course/promotion', { promoCode: 'welcome10' }, token);
    await post(t.app, '/apply-referral', { referral: 'FRIEND150', referralType: 'Referral code' }, token);
    const again = await post(t.app, '/course/v1/student/choose-course', { courseCode: 'LMV-FLX', courseType: 'F' }, token);
    expect(again.status).toBe(200);
    expect(again.body.data.userCourseData).toMatchObject({
      code: 'LMV-FLX',
      courseType: { code: 'F' },
      paymentPlan: 'fullPayment',
      promotion: null,
      referral: { referralCode: null, referralAmount: 0, referralList: [], referralType: 'Referral code' },
    });
    expect(filsKeys(again.body.data)).toEqual([]);
    expect(asPortal(again.body.data.userCourseData).plan.course.code).toBe('LMV-FLX');
  });

  it('refuses a course of another licence type or course type', async () => {
    const token = await atCourseSelection();
    expectError(
      await post(t.app, '/course/v1/student/choose-course', { courseCode: 'MC-STD', courseType: 'ct-regular' }, token),
      404,
      'course_unavailable',
    );
    expectError(
      await post(t.app, '/course/v1/student/choose-course', { courseCode: 'LMV-STD', courseType: 'ct-flexi' }, token),
      404,
      'course_unavailable',
    );
  });

  it('refuses a learner who has already paid with the spec message', async () => {
    const aisha = await login(t.app, DEMO.aisha);
    const res = await post(t.app, '/course/v1/student/choose-course', { courseCode: 'LMV-STD', courseType: 'ct-regular' }, aisha);
    expectError(res, 409, 'already_paid');
    expect(res.body.message).toBe('User has already done payment');
  });

  it('two tabs choosing at once leave one course and one consistent stage', async () => {
    const token = await atCourseSelection();
    const answers = await Promise.all(
      ['LMV-STD/ct-regular', 'LMV-FLX/ct-flexi', 'PREF/ct-pref', 'LMV-STD/ct-regular'].map((pair) => {
        const [courseCode, courseType] = pair.split('/');
        return post(t.app, '/course/v1/student/choose-course', { courseCode, courseType }, token);
      }),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const view = await get(t.app, '/course/v1/student/course', token);
    expect(['LMV-STD', 'LMV-FLX', 'PREF']).toContain(view.body.data.course.code);
    expect((await profile(token)).currentStage).toBe('courseSelection');
  });
});

describe('plan and amount (R§4 stage payment, R§9)', () => {
  it('full payment covers every milestone; stage payment starts with the first and the free one after it', async () => {
    const token = await withCourse();
    const full = asPortal((await get(t.app, '/course/v1/student/course', token)).body.data);
    expect(full.paymentPlan).toBe('fullPayment');
    expect(full.selectedMilestoneIds).toHaveLength(4);
    expect(full.quote.payableFils).toBe(full.plan.amount.totalWithDiscountFils);
    expect(full.remainingAfterFils).toBe(0);

    const stage = asPortal((await put(t.app, '/course/v1/student/course/plan', { paymentPlan: 'stagePayment' }, token)).body.data);
    expect(stage.selectedMilestoneIds).toEqual(['lmv-std-m1', 'lmv-std-m2']);
    const first = stage.plan.milestones[0]!.amount.totalWithDiscountFils;
    expect(stage.quote.payableFils).toBe(first);
    expect(stage.remainingAfterFils).toBe(full.plan.amount.totalWithDiscountFils - first);

    const ticked = (await put(t.app, '/course/v1/student/course/plan', { toggleMilestoneId: 'lmv-std-m4' }, token)).body.data;
    expect(ticked.selectedMilestoneIds).toEqual(['lmv-std-m1', 'lmv-std-m2', 'lmv-std-m3', 'lmv-std-m4']);
    const unticked = (await put(t.app, '/course/v1/student/course/plan', { toggleMilestoneId: 'lmv-std-m3' }, token)).body.data;
    expect(unticked.selectedMilestoneIds).toEqual(['lmv-std-m1', 'lmv-std-m2']);
    const locked = (await put(t.app, '/course/v1/student/course/plan', { toggleMilestoneId: 'lmv-std-m1' }, token)).body.data;
    expect(locked.selectedMilestoneIds).toEqual(['lmv-std-m1', 'lmv-std-m2']);
  });

  it('promotion, referral and wallet come off in the order of R§9', async () => {
    // Fatima has AED 250 in her wallet and is choosing a course
    const fatima = await login(t.app, '971552468024');
    const chosen = await post(t.app, '/course/v1/student/choose-course', { courseCode: 'LMV-STD', courseType: 'R' }, fatima);
    // R§3: tokenBalanceAmount in AED, beside userCourseData and inside it
    expect(chosen.body.data.tokenBalanceAmount).toBe(250);
    expect(chosen.body.data.userCourseData.tokenBalanceAmount).toBe(250);
    const plain = asPortal(chosen.body.data.userCourseData).quote;
    const promoted = (await post(t.app, '/course/v1/student/course/promotion', { promoCode: 'STANDARD15' }, fatima)).body.data;
    expect(Object.keys(promoted.promotion).sort()).toEqual(['_id', 'description', 'name', 'publicPromoCode']);
    // R§3's own spelling of the amount summary's processing fee (none here)
    expect(promoted.amount.processigFee).toBe(0);
    expect(JSON.stringify(promoted)).not.toMatch(/processingFee/);
    const promo = asPortal(promoted);
    expect(promo.promotion?.publicPromoCode).toBe('STANDARD15');
    expect(promo.quote.discountFils).toBe(Math.floor((plain.centreFils * 1500 + 5000) / 10000));
    const referred = await post(t.app, '/apply-referral', { referral: 'aisha200', referralType: 'Referral code' }, fatima);
    expect(referred.body.message).toBe('Referral Applied Successfully !');
    // R§3 "Referral" at the wire: AED, not the course
    expect(referred.body.data).toEqual({
      referralList: [{ referralCode: 'AISHA200', refereeAmount: 200 }],
      referralCode: 'AISHA200',
      referralAmount: 200,
      referralType: 'Referral code',
    });
    const raw = (await get(t.app, '/course/v1/student/course', fatima)).body.data;
    expect(raw.paymentSummary.referralAmount).toBe(200);
    expect(raw.referral).toEqual(referred.body.data);
    // R§9's amount payable, as the portal's rule computes it from the payment summary and the token balance
    const q = asPortal(raw).quote;
    expect(q.referralFils).toBe(20000);
    expect(q.walletFils).toBe(25000);
    expect(q.payableFils).toBe(q.totalFils + q.vatFils - q.discountFils - q.referralFils - q.walletFils);
    expect(q.amountForPaymentFils).toBe(q.payableFils + q.walletFils);
    const removed = await post(t.app, '/remove-referral', {}, fatima);
    expect(removed.body.message).toBe('Referral Removed Successfully !');
    expect(removed.body.data).toEqual({ referralCode: null, referralAmount: 0, referralType: 'Referral code', referralList: [] });
    expect((await get(t.app, '/course/v1/student/course', fatima)).body.data.referral.referralCode).toBeNull();
    // the portal's own paths of old are gone (one way)
    expect((await post(t.app, '/course/v1/student/course/referral', { referral: 'aisha200' }, fatima)).status).toBe(404);
  });

  it('refuses promotions that ended, belong to another course, and referrals that are inactive or one’s own', async () => {
    const token = await withCourse('LMV-FLX', 'ct-flexi');
    expectError(await post(t.app, '/course/v1/student/course/promotion', { promoCode: 'RAMADAN25' }, token), 400, 'promo_invalid');
    expectError(await post(t.app, '/course/v1/student/course/promotion', { promoCode: 'STANDARD15' }, token), 400, 'promo_invalid');
    expect((await post(t.app, '/course/v1/student/course/promotion', { promoCode: 'CORP25' }, token)).status).toBe(200);
    expectError(await post(t.app, '/apply-referral', { referral: 'OLDFRIEND' }, token), 400, 'referral_invalid');
    expectError(await post(t.app, '/apply-referral', { referral: 'NOPE' }, token), 400, 'referral_invalid');
    const listed = (await get(t.app, '/course/v1/promotions', token)).body.data as Record<string, unknown>[];
    // R§3 "Promotion": `_id, publicPromoCode, description, name` and nothing of the API's own (row 4.6).
    for (const p of listed) expect(Object.keys(p).sort()).toEqual(['_id', 'description', 'name', 'publicPromoCode']);
    const promos = listed.map((p) => p.publicPromoCode);
    expect(promos).toEqual(['WELCOME10']);
  });

  it('a learner cannot apply their own referral code', async () => {
    const aisha = await login(t.app, DEMO.aisha);
    // Aisha has paid; the stage check answers first — her code is refused to her either way
    expect((await post(t.app, '/apply-referral', { referral: 'AISHA200' }, aisha)).status).toBe(409);
  });

  it('never trusts an amount from the browser', async () => {
    const token = await withCourse();
    const before = (await get(t.app, '/course/v1/student/course', token)).body.data.paymentSummary;
    const res = await put(t.app, '/course/v1/student/course/plan', { paymentPlan: 'fullPayment', amount: 1, totalAmount: 1 }, token);
    expect(res.status).toBe(200);
    expect(res.body.data.paymentSummary).toEqual(before);
  });
});

describe('access', () => {
  it('needs a student token', async () => {
    for (const [method, url] of [
      ['GET', '/course/v1/student/courses'],
      ['GET', '/course/v1/student/course'],
      ['PUT', '/user/v1/student/personal-details'],
      ['POST', '/course/v1/student/choose-course'],
    ] as const) {
      const res = await call(t.app, { method, url, payload: {} });
      expect(res.status).toBe(401);
    }
  });
});
