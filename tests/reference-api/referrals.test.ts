import { eq, sql } from 'drizzle-orm';
import { referralBonuses, users } from '../../reference-api/src/db/schema/index';
import { sharesIdentity } from '../../reference-api/src/modules/referrals/service';
import { learnerAtPlan, payAtGateway, postReturn, startPaymentRig, type PaymentRig } from './support/payments';
import { DEMO, expectError, get, login, post, type TestApp } from './support/test-app';

// Referral bonuses (issue 10, issue 21 item 2, D§3, D§7): the owner of a code earns its amount once
// per referee, when the referee's first payment is settled (online, even replayed, or received by a
// cashier at the centre), never for a second account of the owner's; the report is the owner's
// alone; the centre pays an earned bonus out once.

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
async function referee(overrides: Parameters<typeof learnerAtPlan>[1] = {}) {
  const token = await learnerAtPlan(t, overrides);
  expect((await post(t.app, '/apply-referral', { referral: 'AISHA200' }, token)).status).toBe(200);
  return token;
}

describe('referral bonuses', () => {
  it('a referee who pays online earns the owner one bonus, however often the answer arrives', async () => {
    const before = await report();
    const token = await referee();
    const { href: paymentUrl } = (await post(t.app, '/payment/v1/student/initiate', { isOnlinePayment: true }, token)).body.data;
    const encResp = await payAtGateway(rig.gatewayUrl, paymentUrl, '4111111111111111');
    await Promise.all(Array.from({ length: 5 }, () => postReturn(t, encResp)));
    const after = await report();
    // D§3 and R§3 in AED: referralAmount, each referee's refereeAmount, and the totals total, remaining, withdrawn
    expect(after).toMatchObject({ referralCode: 'AISHA200', referralType: 'Referral code', referralAmount: 200 });
    expect(after.referralList).toHaveLength(before.referralList.length + 1);
    expect(after.referralList.at(-1)).toMatchObject({ refereeAmount: 200, status: 'earned' });
    expect(after.referralList.at(-1).name).toMatch(/^\S+( \S\.)?$/);
    expect(after.totals.total).toBe(before.totals.total + 200);
  });

  it('pay at the centre earns nothing until a cashier receives the money; two clicks at the till earn once', async () => {
    const before = await report();
    const token = await referee();
    const { paymentReference: orderId, status } = (await post(t.app, '/payment/v1/student/initiate', { isOnlinePayment: false }, token)).body.data;
    expect(status).toBe('due_at_centre');
    // nothing earned, so nothing the centre could pay out
    expect(await report()).toEqual(before);

    const cashier = await login(t.app, DEMO.cashier);
    expectError(await post(t.app, `/payment/v1/staff/payments/${orderId}/received`, {}, aisha), 403, 'forbidden');
    const answers = await Promise.all([
      post(t.app, `/payment/v1/staff/payments/${orderId}/received`, {}, cashier),
      post(t.app, `/payment/v1/staff/payments/${orderId}/received`, {}, cashier),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const after = await report();
    expect(after.referralList).toHaveLength(before.referralList.length + 1);
    expect(after.totals.total).toBe(before.totals.total + 200);
    // the referee's order is paid: a history row, no longer due at the centre
    const history = (await get(t.app, '/payment-history', token)).body;
    expect(history).toEqual([expect.objectContaining({ _id: orderId, status: 'success', method: 'edsCenter' })]);
    expectError(await post(t.app, `/payment/v1/staff/payments/${orderId}/received`, {}, cashier), 409, 'already_paid');
  });

  it('a learner without the code earns nobody anything when received', async () => {
    const before = await report();
    const plain = await learnerAtPlan(t);
    const { paymentReference: orderId } = (await post(t.app, '/payment/v1/student/initiate', { isOnlinePayment: false }, plain)).body.data;
    const cashier = await login(t.app, DEMO.cashier);
    expect((await post(t.app, `/payment/v1/staff/payments/${orderId}/received`, {}, cashier)).status).toBe(200);
    expect((await report()).referralList).toHaveLength(before.referralList.length);
  });

  it('the owner under a second account (same e-mail, or same Emirates ID) earns nothing, online or at the centre', async () => {
    const before = await report();
    const sameMail = await referee({ email: `Aisha.Rahman+second${Date.now()}@Example.ae` });
    const { href: paymentUrl } = (await post(t.app, '/payment/v1/student/initiate', { isOnlinePayment: true }, sameMail)).body.data;
    expect((await postReturn(t, await payAtGateway(rig.gatewayUrl, paymentUrl, '4111111111111111'))).status).toBeLessThan(400);

    const sameEid = await referee();
    const id = (await get(t.app, '/user/v1/student/profile', sameEid)).body.data._id as string;
    await t.handle.db
      .update(users)
      .set({ studentDetails: sql`${users.studentDetails} || '{"emiratesId":"784199812345671"}'::jsonb` })
      .where(eq(users.id, id));
    const { paymentReference: orderId } = (await post(t.app, '/payment/v1/student/initiate', { isOnlinePayment: false }, sameEid)).body.data;
    expect((await post(t.app, `/payment/v1/staff/payments/${orderId}/received`, {}, await login(t.app, DEMO.cashier))).status).toBe(200);

    expect(await report()).toEqual(before);
    expect(await t.handle.db.select().from(referralBonuses).where(eq(referralBonuses.refereeUserId, id))).toEqual([]);
  });

  it.each([
    ['the same phone written another way', { phone: '971501234567' }, { phone: '0501234567' }, true],
    ['e-mail case, dots and a +tag', { email: 'aisha.rahman@example.ae' }, { email: 'AishaRahman+x@EXAMPLE.ae' }, true],
    ['the Emirates ID in the details', { emiratesId: '784-1998-1234567-1' }, { details: '784199812345671' }, true],
    ['another person', { email: 'aisha.rahman@example.ae' }, { email: 'omar.khalid@example.ae' }, false],
  ] as const)('sharesIdentity: %s', (_name, a, b, shared) => {
    const person = (p: { phone?: string; email?: string; emiratesId?: string; details?: string }, n: string) => ({
      phone: p.phone ?? `97155000000${n}`,
      email: p.email ?? `p${n}@example.ae`,
      emiratesId: p.emiratesId ?? null,
      studentDetails: { emiratesId: p.details },
    });
    expect(sharesIdentity(person(a, '1'), person(b, '2'))).toBe(shared);
  });

  it('the centre pays an earned bonus out once; the totals follow', async () => {
    const token = await referee();
    const { href: paymentUrl } = (await post(t.app, '/payment/v1/student/initiate', { isOnlinePayment: true }, token)).body.data;
    await postReturn(t, await payAtGateway(rig.gatewayUrl, paymentUrl, '4111111111111111'));
    const { referralList, totals } = await report();
    const id = referralList.at(-1)._id;
    const cashier = await login(t.app, DEMO.cashier);
    const answers = await Promise.all([
      post(t.app, `/referral-bonus/staff/${id}/withdraw`, {}, cashier),
      post(t.app, `/referral-bonus/staff/${id}/withdraw`, {}, cashier),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const after = (await report()).totals;
    expect(after).toEqual({ total: totals.total, withdrawn: totals.withdrawn + 200, remaining: totals.remaining - 200 });
    expectError(await post(t.app, `/referral-bonus/staff/${id}/withdraw`, {}, aisha), 403, 'forbidden');
  });

  it('nobody reads another learner’s report', async () => {
    const omar = await login(t.app, DEMO.omar);
    expectError(await get(t.app, `/referral-bonus/user/${aishaId}`, omar), 404, 'not_found');
  });
});
