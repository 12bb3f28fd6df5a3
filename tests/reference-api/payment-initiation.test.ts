import { learnerAtPlan as atPlan, startPaymentRig, type PaymentRig } from './support/payments';
import { DEMO, expectError, fieldCodes, get, login, post, type TestApp } from './support/test-app';
import { studentCourseSchema } from '../../lib/upstream/schemas/onboarding';

// R§3 "Registration payment initiation" (issue 21 item 16): the API takes the centre's payload
// (courseType, milestones, amount in AED, promotionId, isOnlinePayment, redirectUrl, retryPayment,
// platform, lumpsumAmount, referralAmount, referralList, referralCode). Each field is checked against
// the course the API holds and never believed: the order is always the API's own amount.

let rig: PaymentRig;
let t: TestApp;

beforeAll(async () => {
  rig = await startPaymentRig();
  ({ t } = rig);
}, 120_000);
afterAll(async () => {
  await rig?.close();
});

interface Course {
  plan: { courseType: { code: string } };
  selectedMilestoneIds: string[];
  promotion: { _id: string } | null;
  referral: { referralCode: string | null };
  quote: { amountForPaymentFils: number; payableFils: number; referralFils: number };
}

/** The course as the portal reads it (R§3 names in AED → fils). */
const course = async (token: string): Promise<Course> => studentCourseSchema.parse((await get(t.app, '/course/v1/student/course', token)).body.data);
const aed = (fils: number) => fils / 100;

/** What the portal sends for what the learner sees (lib/upstream/payments.ts). */
function payload(c: Course, over: Record<string, unknown> = {}) {
  const referral = c.quote.referralFils;
  return {
    courseType: c.plan.courseType.code,
    milestones: c.selectedMilestoneIds,
    amount: aed(c.quote.amountForPaymentFils),
    promotionId: c.promotion?._id ?? null,
    isOnlinePayment: true,
    redirectUrl: 'http://localhost:3000/payment/v1/web-hook/payment-handler',
    retryPayment: false,
    platform: 'web',
    lumpsumAmount: 0,
    referralAmount: aed(referral),
    referralList: c.referral.referralCode && referral > 0 ? [{ referralCode: c.referral.referralCode, refereeAmount: aed(referral) }] : [],
    referralCode: referral > 0 ? c.referral.referralCode : null,
    ...over,
  };
}

describe('the R§3 initiation payload', () => {
  it('is taken as sent by the portal, with a promotion and a referral, for the API’s own amount', async () => {
    const token = await atPlan(t);
    expect((await post(t.app, '/course/v1/student/course/promotion', { promoCode: 'WELCOME10' }, token)).status).toBe(200);
    expect((await post(t.app, '/apply-referral', { referral: 'FRIEND150', referralType: 'Referral code' }, token)).status).toBe(200);
    const c = await course(token);
    expect(c.promotion).not.toBeNull();
    expect(c.quote.referralFils).toBe(15000);
    const res = await post(t.app, '/payment/v1/student/initiate', payload(c), token);
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 200 });
    // R§3 online payment info: href (the frame) and the reference verify takes back; the amount in AED
    expect(res.body.data).toEqual({
      paymentReference: expect.stringMatching(/\S/),
      href: expect.stringContaining('encRequest='),
      status: 'initiated',
      amount: aed(c.quote.payableFils),
    });
  });

  it('reads no legacy amountFils: the R§3 amount is the one checked', async () => {
    const token = await atPlan(t);
    const c = await course(token);
    // a stale fils figure beside the right AED amount changes nothing; the wrong AED amount is refused
    const res = await post(t.app, '/payment/v1/student/initiate', payload(c, { amountFils: 1 }), token);
    expect(res.status).toBe(200);
    expect(res.body.data.amount).toBe(aed(c.quote.payableFils));
  });

  it.each([
    ['an amount that is not the course’s', { amount: 1 }],
    ['an amount off by one fils', 'fils'],
    ['a course type that is not the chosen one', { courseType: 'F' }],
    ['milestones that are not the ones selected', { milestones: ['lmv-std-m1'] }],
    ['a promotion the course does not have', { promotionId: 'promo-welcome10' }],
    [
      'a referral that was not applied',
      { referralCode: 'FRIEND150', referralAmount: 150, referralList: [{ referralCode: 'FRIEND150', refereeAmount: 150 }] },
    ],
    ['a lump sum that is neither 0 nor the amount', { lumpsumAmount: 12 }],
  ] as [string, Record<string, unknown> | 'fils'][])('refuses %s (409 amount_mismatch) and opens no order', async (_name, over) => {
    const token = await atPlan(t);
    const c = await course(token);
    const change = over === 'fils' ? { amount: aed(c.quote.amountForPaymentFils + 1) } : over;
    expectError(await post(t.app, '/payment/v1/student/initiate', payload(c, change), token), 409, 'amount_mismatch');
    const profile = (await get(t.app, '/user/v1/student/profile', token)).body.data;
    expect(profile.currentStage).toBe('courseSelection');
  });

  it('refuses an amount with more than two decimals and a redirect URL to another path (400, by field)', async () => {
    const token = await atPlan(t);
    const c = await course(token);
    const bad = await post(t.app, '/payment/v1/student/initiate', payload(c, { amount: 12.345, redirectUrl: 'https://evil.example/steal' }), token);
    expectError(bad, 400, 'invalid_data');
    expect(Object.keys(fieldCodes(bad.body as { fields?: Record<string, { code: string }> }))).toEqual(
      expect.arrayContaining(['amount', 'redirectUrl']),
    );
  });

  it('takes the retry flag after a failed attempt, and a stale page after a promotion is refused', async () => {
    const token = await atPlan(t);
    const before = await course(token);
    expect((await post(t.app, '/course/v1/student/course/promotion', { promoCode: 'WELCOME10' }, token)).status).toBe(200);
    // the page from before the promotion: its amount is no longer the course's
    expectError(await post(t.app, '/payment/v1/student/initiate', payload(before), token), 409, 'amount_mismatch');
    const after = await course(token);
    const res = await post(t.app, '/payment/v1/student/initiate', payload(after, { retryPayment: true }), token);
    expect(res.status).toBe(200);
  });

  it('later stages: the registered learner’s payload names the next payable stage', async () => {
    const aisha = await login(t.app, DEMO.aisha);
    const c = await course(aisha);
    expect(c.quote.payableFils).toBeGreaterThan(0);
    const res = await post(t.app, '/payment/v1/student/initiate', payload(c), aisha);
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 200 });
    expect(res.body.data.amount).toBe(aed(c.quote.payableFils));
  });
});
