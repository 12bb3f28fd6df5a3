import { filsOf } from '../../reference-api/src/modules/money/aed';
import { replyStartOf, requestStartOf, spliceCandidates } from '../../scripts/lib/splice.mjs';
import { eq } from 'drizzle-orm';
import { payments } from '../../reference-api/src/db/schema/index';
import { reconcileOrder } from '../../reference-api/src/modules/payments/orders/service';
import { learnerAtPlan, payAndSee, postReturn, registeredLearner, startPaymentRig, staffToken, type PaymentRig } from './support/payments';
import { ROUTE_LIMITS } from '../../reference-api/src/platform/route-limits';
import { call, DEMO, get, login, post, type TestApp } from './support/test-app';
import { studentCourseSchema } from '../../lib/upstream/schemas/onboarding';

// Issue 21 item 1, as an attacker does it: the learner's own encRequest (the payment frame's address)
// spliced block by block onto one genuine reply for another order decrypts, and names the learner's
// order, amount and currency. Nothing may be credited (or failed) on such a reply: on every return path
// the API asks the gateway's status call first, and an order the gateway does not confirm stays pending.

const SUCCESS = '4111111111111111';
const DECLINED = '4000000000000002';
const HOOKS = [
  '/payment/v1/web-hook/payment-handler',
  '/payment/v1/web-hook/additional-payment-handler',
  '/payment/v1/web-hook/elite-additional-payment-handler',
  '/payment/v1/web-hook/payment-link-handler',
];
/** New orders an attacker opens before giving up (each gives ~80 joints; ~1 in 9,000 joints opens). */
const MAX_ORDERS = 1500;

let rig: PaymentRig;
let t: TestApp;
let success: Genuine;
let failure: Genuine;

interface Genuine {
  encResp: string;
  replyStart: string;
}

/** The attacker's own payment for another order: the sealed reply their browser carried, and what they saw. */
async function genuineReply(card: string): Promise<Genuine> {
  const token = await learnerAtPlan(t);
  const order = (await post(t.app, '/payment/v1/student/initiate', { isOnlinePayment: true }, token)).body.data;
  const { encResp, trackingId } = await payAndSee(rig.gatewayUrl, order.href, card);
  return { encResp, replyStart: replyStartOf({ orderId: order.paymentReference, trackingId }) };
}

beforeAll(async () => {
  rig = await startPaymentRig();
  t = rig.t;
  success = await genuineReply(SUCCESS);
  failure = await genuineReply(DECLINED);
}, 120_000);
afterAll(async () => {
  await rig?.close();
});

interface Opened {
  orderId: string;
  paymentUrl: string;
  amountFils: number;
  /** the account that opened it (the attacker spreads the orders over a few accounts and addresses) */
  token: string;
}

/** Orders one account may open before the per-learner limit on payment starts (item 5) refuses it. */
const PER_ACCOUNT: number = ROUTE_LIMITS.paymentStart.perLearner.points;

/**
 * The attacker's accounts: the per-learner limit on payment starts means a fresh account every
 * PER_ACCOUNT orders, made as they are needed (the limit makes the attack dearer; only the gateway's
 * word makes it fail).
 */
function accountPool<A>(make: () => Promise<A>, perAccount = PER_ACCOUNT) {
  const made: A[] = [];
  return {
    made,
    async forOrder(i: number): Promise<A> {
      const k = Math.floor(i / perAccount);
      while (made.length <= k) made.push(await make());
      return made[k]!;
    },
  };
}

/** An attacker's order opened from the account and address the i-th order falls to. */
const openFrom =
  (pool: { forOrder: (i: number) => Promise<string> }, url: string, body: Record<string, unknown>) =>
  async (i: number): Promise<Opened> => {
    const token = await pool.forOrder(i);
    const res = await call(t.app, {
      method: 'POST',
      url,
      payload: body,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: `10.66.${Math.floor(i / 200)}.${(i % 200) + 1}`,
    });
    if (res.status !== 200) throw new Error(`opening an order answered ${res.status}`);
    // R§3 online payment info, in this test's own names
    const opened = (res.body as { data: { paymentReference: string; href: string; amount: number } }).data;
    return { orderId: opened.paymentReference, paymentUrl: opened.href, amountFils: filsOf(opened.amount)!, token };
  };
const accounts = () => accountPool(() => learnerAtPlan(t));

/**
 * Opens orders (each one supersedes the last) until one has a joint that opens; returns that order and
 * its forged replies. Fails the test when the splice never works: the attack must be real.
 */
async function forge(open: (i: number) => Promise<Opened>, genuine: Genuine) {
  let tried = 0;
  for (let i = 0; i < MAX_ORDERS; i++) {
    const order = await open(i);
    const encRequest = new URL(order.paymentUrl).searchParams.get('encRequest') ?? '';
    const amount = (order.amountFils / 100).toFixed(2);
    const found = spliceCandidates({
      encRequest,
      requestStart: requestStartOf({ merchantId: '45990', orderId: order.orderId, amount }),
      encResp: genuine.encResp,
      replyStart: genuine.replyStart,
    });
    tried += found.tried;
    if (found.forged.length > 0) return { order, forged: found.forged, tried, orders: i + 1 };
  }
  throw new Error(`no splice opened in ${MAX_ORDERS} orders (${tried} joints)`);
}

/** Every forged reply to every return path; what each path answered. */
async function postEverywhere(forged: string[]) {
  const answers: { path: string; status: number }[] = [];
  for (const encResp of forged) {
    for (const path of HOOKS) answers.push({ path, status: (await postReturn(t, encResp, path)).status });
  }
  return answers;
}

const profile = async (token: string) => (await get(t.app, '/user/v1/student/profile', token)).body.data;
const paymentNotes = async (token: string) =>
  (await get(t.app, '/messages?page=1&perPage=50', token)).body.data.items.filter((n: { kind: string }) => n.kind === 'payment_verified');

describe('a spliced reply is never credited (issue 21 item 1)', () => {
  it('registration: a forged success leaves the order pending and the learner where they were, on every path', async () => {
    const pool = accounts();
    const { order, forged } = await forge(openFrom(pool, '/payment/v1/student/initiate', { isOnlinePayment: true }), success);
    const tokens = pool.made;
    const token = order.token;

    const answers = await postEverywhere(forged);
    // the forgery is a real one: its own path opened it and sent the learner on (no 400 "not sealed")
    expect(answers.filter((a) => a.path === HOOKS[0]).every((a) => a.status === 303)).toBe(true);
    const verified = (await post(t.app, '/payment/v1/student/verify', { paymentReference: order.orderId }, token)).body.data;
    expect(verified).toMatchObject({ isSuccess: false, status: 'initiated', responseText: 'Payment in progress' });
    const course = studentCourseSchema.parse((await get(t.app, '/course/v1/student/course', token)).body.data);
    expect(course.plan.milestones.some((m) => m.paid)).toBe(false);
    // none of the attacker's accounts moved on or was told it paid
    for (const each of tokens) {
      expect((await profile(each)).currentStage).toBe('paymentConfirmation');
      expect(await paymentNotes(each)).toHaveLength(0);
    }
  }, 300_000);

  it('registration: a forged failure does not move the learner back either', async () => {
    const pool = accounts();
    const { order, forged } = await forge(openFrom(pool, '/payment/v1/student/initiate', { isOnlinePayment: true }), failure);
    const tokens = pool.made;
    await postEverywhere(forged);
    for (const each of tokens) expect((await profile(each)).currentStage).toBe('paymentConfirmation');
    const verified = (await post(t.app, '/payment/v1/student/verify', { paymentReference: order.orderId }, order.token)).body.data;
    expect(verified).toMatchObject({ isSuccess: false, status: 'initiated' });
  }, 300_000);

  it('a payment link, without logging in: a forged success leaves the link open', async () => {
    const cashier = await login(t.app, DEMO.cashier);
    const created = await post(
      t.app,
      '/payment/v1/staff/payment-links',
      { userId: 'usr-aisha', amountFils: 987_654, description: { en: 'Course balance', ar: 'رصيد الدورة' } },
      cashier,
    );
    const id = created.body.data.id as string;
    // an attacker spreads the link calls over addresses, as a botnet would
    const open = async (i: number) => {
      const res = await call(t.app, {
        method: 'POST',
        url: '/payment/v1/web-hook/get-payment-link',
        payload: { id, pay: true },
        remoteAddress: `10.77.${Math.floor(i / 200)}.${(i % 200) + 1}`,
      });
      const data = (res.body as { data: { orderId: string; amountFils: number; paymentLogObj: { paymentLink: string } } }).data;
      // no account at all: whoever holds the link pays
      return { orderId: data.orderId, amountFils: data.amountFils, paymentUrl: data.paymentLogObj.paymentLink, token: '' };
    };
    const { order, forged } = await forge(open, success);
    const answers = await postEverywhere(forged);
    expect(answers.filter((a) => a.path === HOOKS[3]).every((a) => a.status === 303)).toBe(true);
    const seen = (await post(t.app, '/payment/v1/web-hook/get-payment-link', { id })).body.data;
    expect(seen.status).toBe('open');
    const orders = await t.handle.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(orders[0]?.status).toBe('initiated');
  }, 300_000);

  it('an additional fee: a forged success leaves the fee due', async () => {
    const staff = await staffToken(t);
    const pool = accountPool(async () => {
      const { token, userId } = await registeredLearner(t);
      const fee = (await post(t.app, '/payment/v1/staff/additional-fees', { userId, feeCode: 'CTR-PARKING', quantity: 1 }, staff)).body.data as {
        _id: string;
      };
      return { token, feeId: fee._id };
      // registering spent one of the account's payment starts
    }, PER_ACCOUNT - 1);
    // each account pays its own fee
    const open = async (i: number) => {
      const owner = await pool.forOrder(i);
      return openFrom({ forOrder: async () => owner.token }, '/payment/v1/student/additional-fees/initiate', { feeDetails: [{ _id: owner.feeId }] })(
        i,
      );
    };
    const { forged } = await forge(open, success);
    const owners = pool.made;
    const answers = await postEverywhere(forged);
    expect(answers.filter((a) => a.path === HOOKS[1]).every((a) => a.status === 303)).toBe(true);
    for (const owner of owners) {
      const fees = (await get(t.app, '/payment/v1/student/additional-fees', owner.token)).body.data as { _id: string; status: string }[];
      expect(fees.find((f) => f._id === owner.feeId)?.status).toBe('due');
      expect(await paymentNotes(owner.token)).toHaveLength(0);
    }
  }, 300_000);
});

describe('genuine replies still settle, once', () => {
  it('a genuine success replayed to the web-hook and verify and the reconciliation at once records one payment', async () => {
    const token = await learnerAtPlan(t);
    const order = (await post(t.app, '/payment/v1/student/initiate', { isOnlinePayment: true }, token)).body.data;
    const { encResp } = await payAndSee(rig.gatewayUrl, order.href, SUCCESS);
    const answers = await Promise.all([
      postReturn(t, encResp),
      postReturn(t, encResp),
      post(t.app, '/payment/v1/student/verify', { paymentReference: order.paymentReference }, token),
      reconcileOrder({ ...t.app.ctx }, order.paymentReference, Date.now()),
    ]);
    expect(answers[0].status).toBe(303);
    expect(answers[1].status).toBe(303);
    const verified = (await post(t.app, '/payment/v1/student/verify', { paymentReference: order.paymentReference }, token)).body.data;
    expect(verified).toMatchObject({ isSuccess: true, status: 'success' });
    expect((await profile(token)).currentStage).toBe('homeScreen');
    expect(await paymentNotes(token)).toHaveLength(1);
  });

  it('with the gateway’s status call down, a genuine reply leaves the order pending (no 5xx), and it settles once the gateway answers', async () => {
    const token = await learnerAtPlan(t);
    const order = (await post(t.app, '/payment/v1/student/initiate', { isOnlinePayment: true }, token)).body.data;
    const { encResp } = await payAndSee(rig.gatewayUrl, order.href, SUCCESS);
    rig.faults.statusDown = true;
    try {
      const back = await postReturn(t, encResp);
      expect(back.status).toBe(303);
      const pending = await post(t.app, '/payment/v1/student/verify', { paymentReference: order.paymentReference }, token);
      expect(pending.status).toBe(200);
      expect(pending.body.data).toMatchObject({ isSuccess: false, status: 'initiated' });
      expect((await profile(token)).currentStage).toBe('paymentConfirmation');
    } finally {
      rig.faults.statusDown = false;
    }
    const verified = (await post(t.app, '/payment/v1/student/verify', { paymentReference: order.paymentReference }, token)).body.data;
    expect(verified).toMatchObject({ isSuccess: true, status: 'success' });
    expect((await profile(token)).currentStage).toBe('homeScreen');
  });
});
