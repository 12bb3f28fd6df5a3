import { reconcile } from '../../reference-api/src/modules/payments/orders/reconcile';
import { decodeParams, decryptMessage, encodeParams, encryptMessage } from '../../reference-api/src/platform/ccavenue';
import {
  ACCESS_CODE,
  learnerAtPlan as atPlan,
  payAtGateway as pay,
  postReturn,
  startPaymentRig,
  WORKING_KEY,
  type PaymentRig,
} from './support/payments';
import { call, DEMO, expectError, get, login, post, put, type TestApp } from './support/test-app';
import { studentCourseSchema } from '../../lib/upstream/schemas/onboarding';

// Registration payments through the real gateway sandbox (issue 9): the amount is the API's, the
// gateway's sealed answer settles the order once however often and however concurrently it arrives,
// forged or mismatched answers are refused, and an order whose answer never came is settled by
// asking the gateway (paid but never marked paid heals itself).

let rig: PaymentRig;
let t: TestApp;
let gatewayUrl: string;

beforeAll(async () => {
  rig = await startPaymentRig();
  ({ t, gatewayUrl } = rig);
}, 120_000);
afterAll(async () => {
  await rig?.close();
});

const ctx = () => ({ ...t.app.ctx });
const learnerAtPlan = () => atPlan(t);
const payAtGateway = (paymentUrl: string, card: string) => pay(gatewayUrl, paymentUrl, card);
const webhook = (encResp: string) => postReturn(t, encResp);

const initiate = (token: string, body: Record<string, unknown> = { isOnlinePayment: true }) =>
  post(t.app, '/payment/v1/student/initiate', body, token);
const profile = async (token: string) => (await get(t.app, '/user/v1/student/profile', token)).body.data;
/** The course as the portal reads it (R§3 names in AED → fils). */
const course = async (token: string) => studentCourseSchema.parse((await get(t.app, '/course/v1/student/course', token)).body.data);
describe('initiating (R§4)', () => {
  it('opens an order for the API’s own amount and moves the stage to Complete Payment', async () => {
    const token = await learnerAtPlan();
    const quote = (await course(token)).quote;
    const res = await initiate(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'initiated', amount: quote.payableFils / 100 });
    // R§3 online payment info: the frame's href and the reference verify takes back, the amount in AED
    expect(Object.keys(res.body.data).sort()).toEqual(['amount', 'href', 'paymentReference', 'status']);
    const url = new URL(res.body.data.href);
    expect(url.origin).toBe(gatewayUrl);
    expect(url.searchParams.get('access_code')).toBe(ACCESS_CODE);
    const request = decodeParams(decryptMessage(url.searchParams.get('encRequest')!, WORKING_KEY));
    expect(request).toMatchObject({
      order_id: res.body.data.paymentReference,
      currency: 'AED',
      amount: (quote.payableFils / 100).toFixed(2),
      integration_type: 'iframe_normal',
    });
    expect(request.redirect_url).toBe('http://127.0.0.1:4999/payment/v1/web-hook/payment-handler');
    expect((await profile(token)).currentStage).toBe('paymentConfirmation');
  });

  it('refuses an amount from the browser that is not the course’s, and one before a course', async () => {
    const token = await learnerAtPlan();
    expectError(await initiate(token, { isOnlinePayment: true, amount: 1 }), 409, 'amount_mismatch');
    const omar = await login(t.app, DEMO.omar); // personal details not saved yet
    expectError(await initiate(omar), 409, 'stage_out_of_order');
  });

  it('at the centre: registration finishes at once with the amount due there, and no second payment', async () => {
    const token = await learnerAtPlan();
    const res = await initiate(token, { isOnlinePayment: false });
    expect(res.body.data).toMatchObject({ status: 'due_at_centre', href: null });
    expect((await profile(token)).currentStage).toBe('homeScreen');
    expectError(await initiate(token), 409, 'already_paid');
  });
});

describe('the gateway’s answer', () => {
  it('a success replayed five times at once, with verify calls racing it, credits once', async () => {
    const token = await learnerAtPlan();
    const { paymentReference: orderId, href: paymentUrl } = (await initiate(token)).body.data;
    const encResp = await payAtGateway(paymentUrl, '4111111111111111');
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => webhook(encResp)),
      post(t.app, '/payment/v1/student/verify', { paymentReference: orderId }, token),
      post(t.app, '/payment/v1/student/verify', { paymentReference: orderId }, token),
    ]);
    for (const a of answers.slice(0, 5)) {
      expect(a.status).toBe(303);
      expect(a.headers.location).toBe(`http://localhost:3000/payment/redirect?ref=${orderId}`);
    }
    const verified = await post(t.app, '/payment/v1/student/verify', { paymentReference: orderId }, token);
    expect(verified.body.data).toMatchObject({ isSuccess: true, status: 'success', responseText: 'Payment completed successfully' });
    expect((await profile(token)).currentStage).toBe('homeScreen');
    expect((await course(token)).plan.milestones.every((m) => m.paid)).toBe(true);
    const notes = (await get(t.app, '/messages?page=1&perPage=5', token)).body.data;
    expect(notes.items.filter((n: { kind: string }) => n.kind === 'payment_verified')).toHaveLength(1);
    expectError(await initiate(token), 409, 'nothing_to_pay');
  });

  it('a failure returns the learner to choosing; the retry supersedes the old order', async () => {
    const token = await learnerAtPlan();
    const first = (await initiate(token)).body.data;
    await webhook(await payAtGateway(first.href, '4000000000000002'));
    expect((await profile(token)).currentStage).toBe('paymentFailed');
    expect((await post(t.app, '/payment/v1/student/verify', { paymentReference: first.paymentReference }, token)).body.data).toMatchObject({
      isSuccess: false,
      status: 'failure',
    });
    const second = (await initiate(token, { isOnlinePayment: true, retryPayment: true })).body.data;
    expect(second.paymentReference).not.toBe(first.paymentReference);
    const cancelled = await webhook(await payAtGateway(second.href, 'cancel'));
    expect(cancelled.status).toBe(303);
    expect((await post(t.app, '/payment/v1/student/verify', { paymentReference: second.paymentReference }, token)).body.data.responseText).toBe(
      'Transaction has been cancelled',
    );
  });

  it('refuses an answer not sealed by the gateway, and a sealed one with another amount', async () => {
    const token = await learnerAtPlan();
    const { paymentReference: orderId } = (await initiate(token)).body.data;
    const forged = encryptMessage(
      encodeParams({ order_id: orderId, order_status: 'Success', amount: '1.00', currency: 'AED' }),
      'another-key-another-key-another-key',
    );
    expectError(await webhook(forged), 400, 'payment_response_invalid');
    const wrongAmount = encryptMessage(
      encodeParams({ order_id: orderId, order_status: 'Success', amount: '1.00', currency: 'AED', tracking_id: '1' }),
      WORKING_KEY,
    );
    expectError(await webhook(wrongAmount), 400, 'payment_response_invalid');
    expect((await profile(token)).currentStage).toBe('paymentConfirmation');
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/payment/v1/web-hook/payment-handler',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'encResp=zz',
        })
      ).status,
    ).toBe(400);
  });

  it('an order paid but never brought back is settled by the reconciliation', async () => {
    const token = await learnerAtPlan();
    const { paymentReference: orderId, href: paymentUrl } = (await initiate(token)).body.data;
    await payAtGateway(paymentUrl, '4111111111111111'); // the learner closed the tab: no web-hook
    expect(await reconcile(ctx(), Date.now())).toBe(0); // too recent to ask about
    expect(await reconcile(ctx(), Date.now() + 16 * 60_000)).toBeGreaterThanOrEqual(1);
    expect((await post(t.app, '/payment/v1/student/verify', { paymentReference: orderId }, token)).body.data.isSuccess).toBe(true);
    expect((await profile(token)).currentStage).toBe('homeScreen');
  });

  it('a learner cannot ask about another learner’s order', async () => {
    const token = await learnerAtPlan();
    const { paymentReference: orderId } = (await initiate(token)).body.data;
    const aisha = await login(t.app, DEMO.aisha);
    expectError(await post(t.app, '/payment/v1/student/verify', { paymentReference: orderId }, aisha), 404, 'not_found');
  });

  it("verify takes R§7's body: the order as paymentReference, retryPayment and referralAmount read, never believed", async () => {
    const token = await learnerAtPlan();
    const { paymentReference: orderId } = (await initiate(token)).body.data;
    const spec = { paymentReference: orderId, retryPayment: true, referralAmount: 999.5 };
    expect((await post(t.app, '/payment/v1/student/verify', spec, token)).body.data).toMatchObject({ orderId, isSuccess: false });
    // the portal's own name of old is gone (one way)
    expectError(await post(t.app, '/payment/v1/student/verify', { orderId }, token), 400, 'invalid_data');
  });

  it('a registered learner pays later stages one order at a time, without the referral again', async () => {
    const token = await learnerAtPlan();
    await post(t.app, '/apply-referral', { referral: 'FRIEND150' }, token);
    await put(t.app, '/course/v1/student/course/plan', { paymentPlan: 'stagePayment' }, token);
    const first = (await initiate(token)).body.data;
    await webhook(await payAtGateway(first.href, '4111111111111111'));
    expect((await profile(token)).currentStage).toBe('homeScreen');

    const later = await course(token);
    expect(later).toMatchObject({ laterPayment: true, paymentPlan: 'stagePayment', selectedMilestoneIds: ['lmv-std-m3'] });
    expect(later.quote.referralFils).toBe(0);
    // the milestone keeps its plan name (stage-names.test.ts checks the use-stage-name rule itself)
    expect(later.plan.milestones.find((m) => m._id === 'lmv-std-m3')!.name.en).toBe('Practical training');
    const both = studentCourseSchema.parse(
      (await put(t.app, '/course/v1/student/course/plan', { toggleMilestoneId: 'lmv-std-m4' }, token)).body.data,
    );
    expect(both.selectedMilestoneIds).toEqual(['lmv-std-m3', 'lmv-std-m4']);
    expectError(await initiate(token, { isOnlinePayment: false }), 409, 'stage_out_of_order');

    const second = (await initiate(token)).body.data;
    expect(second.amount).toBe(both.quote.payableFils / 100);
    await webhook(await payAtGateway(second.href, '4111111111111111'));
    const verified = (await post(t.app, '/payment/v1/student/verify', { paymentReference: second.paymentReference }, token)).body.data;
    expect(verified).toMatchObject({ kind: 'stage', isSuccess: true });
    expect((await course(token)).plan.milestones.every((m) => m.paid)).toBe(true);
    expect((await profile(token)).currentStage).toBe('homeScreen');
    expectError(await initiate(token), 409, 'nothing_to_pay');
  });
});
