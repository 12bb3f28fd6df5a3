import { learnerAtPlan, payAtGateway, postReturn, startPaymentRig, type PaymentRig } from './support/payments';
import { DEMO, expectError, get, login, post, type TestApp } from './support/test-app';

// Referral bonuses (issue 10, D§3, D§7): a learner who registers with a code its owner shared earns
// the owner the code's amount, once, whether they pay online (even replayed) or at the centre; the
// report is the owner's alone; the centre pays a bonus out once.

let rig: PaymentRig;
let t: TestApp;
let aisha: string;
let aishaId: string;
beforeAll(async () => {
  rig = await startPaymentRig();
  t = rig.t;
  aisha = await login(t.app, DEMO.aisha);
  aishaId = (await get(t.app, '/user/v1/student/profile', aisha)).body.data._id;
}, 120_000);
afterAll(async () => rig?.close());

const report = async () => (await get(t.app, `/referral-bonus/user/${aishaId}`, aisha)).body.data;

/** A learner who applied Aisha's code at the plan step. */
async function referee() {
  const token = await learnerAtPlan(t);
  expect((await post(t.app, '/course/v1/student/course/referral', { referral: 'AISHA200' }, token)).status).toBe(200);
  return token;
}

describe('referral bonuses', () => {
  it('a referee who pays online earns the owner one bonus, however often the answer arrives', async () => {
    const before = await report();
    const token = await referee();
    const { paymentUrl } = (await post(t.app, '/payment/v1/student/initiate', { isOnlinePayment: true }, token)).body.data;
    const encResp = await payAtGateway(rig.gatewayUrl, paymentUrl, '4111111111111111');
    await Promise.all(Array.from({ length: 5 }, () => postReturn(t, encResp)));
    const after = await report();
    expect(after).toMatchObject({ referralCode: 'AISHA200', referralType: 'Referral code', referralAmount: 20000 });
    expect(after.referralList).toHaveLength(before.referralList.length + 1);
    expect(after.referralList.at(-1)).toMatchObject({ amountFils: 20000, status: 'earned' });
    expect(after.referralList.at(-1).name).toMatch(/^\S+( \S\.)?$/);
    expect(after.totals.totalFils).toBe(before.totals.totalFils + 20000);
  });

  it('a referee who registers to pay at the centre earns it too; a learner without the code earns nothing', async () => {
    const before = await report();
    const token = await referee();
    await post(t.app, '/payment/v1/student/initiate', { isOnlinePayment: false }, token);
    const plain = await learnerAtPlan(t);
    await post(t.app, '/payment/v1/student/initiate', { isOnlinePayment: false }, plain);
    expect((await report()).referralList).toHaveLength(before.referralList.length + 1);
  });

  it('the centre pays a bonus out once; the totals follow', async () => {
    const token = await referee();
    await post(t.app, '/payment/v1/student/initiate', { isOnlinePayment: false }, token);
    const { referralList, totals } = await report();
    const id = referralList.at(-1)._id;
    const cashier = await login(t.app, DEMO.cashier);
    const answers = await Promise.all([
      post(t.app, `/referral-bonus/staff/${id}/withdraw`, {}, cashier),
      post(t.app, `/referral-bonus/staff/${id}/withdraw`, {}, cashier),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const after = (await report()).totals;
    expect(after).toEqual({ totalFils: totals.totalFils, withdrawnFils: totals.withdrawnFils + 20000, remainingFils: totals.remainingFils - 20000 });
    expectError(await post(t.app, `/referral-bonus/staff/${id}/withdraw`, {}, aisha), 403, 'forbidden');
  });

  it('nobody reads another learner’s report', async () => {
    const omar = await login(t.app, DEMO.omar);
    expectError(await get(t.app, `/referral-bonus/user/${aishaId}`, omar), 404, 'not_found');
  });
});
