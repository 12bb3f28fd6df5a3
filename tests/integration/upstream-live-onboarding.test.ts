/**
 * Onboarding, referrals and the registration payment through lib/upstream against a live backend:
 * the reference API (`integration`) or the stub built from the conformance table
 * (`integration-stub`, CONTRACT_BACKEND=stub, issue 23). A fresh learner signs up, sends R§3's
 * personal-details payload, chooses a course, applies a promotion and a referral, and opens the
 * registration payment with what the page would show (lib/onboarding/course-order.ts); a stale amount
 * is refused. Only what the spec's contract promises is asserted, so both backends must pass.
 */
import { courseOrder } from '@/lib/onboarding/course-order';
import { personalDetailsAnswers, registrationPayload } from '../fixtures/learner';
import { startBackend, type Backend } from './support/backend';

let api: Backend;
let auth: typeof import('@/lib/upstream/auth');
let onboarding: typeof import('@/lib/upstream/onboarding');
let details: typeof import('@/lib/upstream/personal-details');
let payments: typeof import('@/lib/upstream/payments');
let payloads: typeof import('@/lib/upstream/payloads/personal-details');

beforeAll(async () => {
  // The reference API opens an online order only with a gateway key (the sandbox's, never a real one).
  process.env.GATEWAY_WORKING_KEY ??= '0123456789abcdef0123456789abcdef';
  api = await startBackend();
  process.env.API_URL = api.url;
  auth = await import('@/lib/upstream/auth');
  onboarding = await import('@/lib/upstream/onboarding');
  details = await import('@/lib/upstream/personal-details');
  payments = await import('@/lib/upstream/payments');
  payloads = await import('@/lib/upstream/payloads/personal-details');
}, 120_000);

afterAll(async () => {
  await api?.stop();
});

/** A new learner, signed up and verified: their token. */
async function newLearner() {
  const number = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
  const phone = `97154${number}`;
  const pending = await auth.signup(
    registrationPayload({ name: 'Omar Haddad', email: `omar.${number}@example.ae`, gender: 'male', startingCode: '54', number }),
  );
  const { token } = await auth.verifyOtp({ resetJWTToken: pending.resetJWTToken, otp: await api.latestCode(phone) });
  return { token };
}

/** Personal details sent, the R§3 course LMV-STD of type R chosen. */
async function learnerWithCourse() {
  const ctx = await newLearner();
  const facts = { gender: 'male' as const, requiredLicenseId: 'lt-lmv', gearType: 'automatic' };
  const saved = await details.savePersonalDetails(payloads.toPersonalDetailsPayload(personalDetailsAnswers(), facts), ctx);
  expect(saved.currentStage).toBe('courseDetails');
  const { courses } = await onboarding.listCourses(ctx);
  const plan = courses.find((c) => c.course.code === 'LMV-STD' && c.courseType.code === 'R');
  expect(plan).toBeDefined();
  const chosen = await onboarding.chooseCourse({ courseType: plan!.courseType.code, courseCode: plan!.course.code }, ctx);
  return { ctx, plan: plan!, chosen: chosen.userCourseData };
}

describe('onboarding (rows 4.1–4.8)', () => {
  it('personal details, the course list and the chosen course read in fils, R§9 figures consistent', async () => {
    const { ctx, plan, chosen } = await learnerWithCourse();
    expect(plan.perHourPriceFils).toBeGreaterThan(0);
    expect(chosen.plan.course.code).toBe('LMV-STD');
    const course = await onboarding.getStudentCourse(ctx);
    const q = course.quote;
    // R§9: amount for payment = total + tax − discount − referral; nothing applied yet
    expect(q.referralFils).toBe(0);
    expect(q.amountForPaymentFils).toBe(q.totalFils + q.vatFils - q.discountFils);
    expect(q.amountForPaymentFils).toBeGreaterThan(0);
    // R§7: the student course answers its elite add-ons (none before registration)
    expect(course.eliteAddons ?? []).toEqual([]);
  });

  it('a listed promotion lowers the amount by its discount, and clearing it restores it', async () => {
    const { ctx, chosen } = await learnerWithCourse();
    const promotions = await onboarding.listPromotions(ctx);
    expect(promotions.length).toBeGreaterThan(0);
    for (const p of promotions) expect(Object.keys(p).sort()).toEqual(['_id', 'description', 'name', 'publicPromoCode']);
    const promoted = await onboarding.applyPromotion(promotions[0]!.publicPromoCode, ctx);
    expect(promoted.promotion?._id).toBe(promotions[0]!._id);
    expect(promoted.quote.discountFils).toBeGreaterThan(0);
    expect(promoted.quote.amountForPaymentFils).toBeLessThan(chosen.quote.amountForPaymentFils);
    const cleared = await onboarding.removePromotion(ctx);
    expect(cleared.promotion).toBeNull();
    expect(cleared.quote.amountForPaymentFils).toBe(chosen.quote.amountForPaymentFils);
  });

  it('an unknown promo code is a 400 on the field', async () => {
    const { ctx } = await learnerWithCourse();
    const error = await onboarding.applyPromotion('NOPE-NOPE', ctx).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'UpstreamError', status: 400 });
  });
});

describe('referrals (rows 4.9, 4.10)', () => {
  it("applying a code stores its refereeAmount (AED → fils) and the course's payment takes it off; removing clears it", async () => {
    const { ctx, chosen } = await learnerWithCourse();
    const applied = await onboarding.applyReferral('AISHA200', ctx);
    expect(applied).toMatchObject({ referralCode: 'AISHA200', referralAmountFils: 20_000, referralType: 'Referral code' });
    expect(applied.referralList).toEqual([{ referralCode: 'AISHA200', refereeAmountFils: 20_000 }]);
    const course = await onboarding.getStudentCourse(ctx);
    expect(course.quote.referralFils).toBe(20_000);
    expect(course.quote.amountForPaymentFils).toBe(chosen.quote.amountForPaymentFils - 20_000);
    const removed = await onboarding.removeReferral(ctx);
    expect(removed).toMatchObject({ referralCode: null, referralAmountFils: 0, referralList: [] });
    expect((await onboarding.getStudentCourse(ctx)).quote.referralFils).toBe(0);
  });

  it('an unknown code is refused with a 400', async () => {
    const { ctx } = await learnerWithCourse();
    await expect(onboarding.applyReferral('NOBODY999', ctx)).rejects.toMatchObject({ name: 'UpstreamError', status: 400 });
  });
});

describe('registration payment initiation (row 4.11)', () => {
  it('opens an online order for what the page shows (promotion and referral applied): online payment info in fils', async () => {
    const { ctx } = await learnerWithCourse();
    const [promotion] = await onboarding.listPromotions(ctx);
    await onboarding.applyPromotion(promotion!.publicPromoCode, ctx);
    await onboarding.applyReferral('AISHA200', ctx);
    const order = courseOrder(await onboarding.getStudentCourse(ctx));
    expect(order.referralAmountFils).toBe(20_000);
    const opened = await payments.initiatePayment({ ...order, isOnlinePayment: true, retryPayment: false }, ctx);
    expect(opened.orderId).toEqual(expect.any(String));
    expect(opened.paymentUrl).toMatch(/^https?:\/\//);
    expect(opened.amountFils).toBe(order.amountFils);
  });

  it('refuses a stale amount (409): what is charged is what the centre holds', async () => {
    const { ctx } = await learnerWithCourse();
    const order = courseOrder(await onboarding.getStudentCourse(ctx));
    const stale = { ...order, amountFils: order.amountFils + 100, isOnlinePayment: true, retryPayment: false };
    await expect(payments.initiatePayment(stale, ctx)).rejects.toMatchObject({ name: 'UpstreamError', status: 409 });
  });
});
