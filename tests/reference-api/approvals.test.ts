import { eq } from 'drizzle-orm';
import { additionalFees, additionalTrainingOffers, nocApprovals } from '../../reference-api/src/db/schema/index';
import { learnerWith, pay, readCourse } from './support/money';
import { startPaymentRig, type PaymentRig } from './support/payments';
import { DEMO, expectError, get, login, post, put } from './support/test-app';

// Approvals (docs/requests.md "Stages and approvals", rows 8.16–8.18): the centre offers extra training,
// the learner approves (a fee of exactly the offer's price joins the course balance, payable through the
// additional-fee payment) or rejects (nothing charged), once, even when two decisions race; the NOC the
// centre records blocks nothing once approved, once; an add-on's details are its buyer's only.

let rig: PaymentRig;
beforeAll(async () => {
  rig = await startPaymentRig();
}, 120_000);
afterAll(async () => rig?.close());

const VERIFY = '/user/v1/verify-additional-training';
const OFFER = '/staff/additional-training';

async function registered() {
  const { token, userId } = await learnerWith(rig, { plan: 0, stagePayment: true, extraMilestones: 0, promo: '', referral: false, walletFils: 0 });
  const opened = await post(rig.t.app, '/payment/v1/student/initiate', { isOnlinePayment: true }, token);
  if (opened.status !== 200) throw new Error(`registration refused: ${opened.status}`);
  await pay(rig, opened.body.data.href);
  return { token, userId };
}

async function offer(userId: string, quantity = 3) {
  const admin = await login(rig.t.app, DEMO.admin);
  const res = await post(rig.t.app, OFFER, { userId, feeCode: 'CTR-PRAC-R', quantity, reason: 'Failed the RTA road test' }, admin);
  expect(res.status).toBe(201);
  return res.body.data as { _id: string; priceFils: number; taxFils: number; totalFils: number; totalAmount: number };
}

describe('POST user/v1/verify-additional-training', () => {
  it('the seeded demo offer waits on Aisha', async () => {
    const aisha = await login(rig.t.app, DEMO.aisha);
    const { additionalTraining } = (await get(rig.t.app, '/student/approvals', aisha)).body.data;
    expect(additionalTraining[0]).toMatchObject({ _id: 'trn-aisha-road', status: 'pending', quantity: 4, totalFils: 48300 });
  });

  it('approve: the offer is noticed, a fee of exactly its price is raised, the balance grows by it to the fils, and paying it settles it', async () => {
    const { token, userId } = await registered();
    const before = (await readCourse(rig, token)).balance!;
    const offered = await offer(userId);
    // 3 × AED 115 + 5% VAT
    expect(offered).toMatchObject({ priceFils: 34500, taxFils: 1725, totalFils: 36225, totalAmount: 362.25 });
    const notes = (await get(rig.t.app, '/messages?page=1&perPage=5', token)).body;
    expect(JSON.stringify(notes)).toContain('additional training');

    const res = await post(rig.t.app, VERIFY, { isApproved: true }, token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: offered._id, status: 'approved', feeStatus: 'due' });
    const [fee] = await rig.t.handle.db.select().from(additionalFees).where(eq(additionalFees.id, res.body.data.feeId));
    expect(fee!.priceFils + fee!.taxFils).toBe(offered.totalFils);

    const after = (await readCourse(rig, token)).balance!;
    expect(after.totalFils).toBe(before.totalFils + offered.totalFils);
    expect(after.remainingFils).toBe(before.remainingFils + offered.totalFils);
    expect(after.paidFils).toBe(before.paidFils);

    // payable through the additional-fee payment; then paid, and a row of payment history
    const opened = await post(rig.t.app, '/payment/v1/student/additional-fees/initiate', { feeDetails: [{ _id: fee!.id }] }, token);
    expect(opened.status).toBe(200);
    await pay(rig, opened.body.data.href, 'additional');
    const paid = (await readCourse(rig, token)).balance!;
    expect(paid.totalFils).toBe(after.totalFils);
    expect(paid.paidFils).toBe(after.paidFils + offered.totalFils);
    expect(paid.remainingFils).toBe(before.remainingFils);
    const history = (await get(rig.t.app, '/payment-history', token)).body as { amount: number; description: { en: string } }[];
    expect(history.some((h) => h.amount === 362.25 && h.description.en.includes('Practical class hour'))).toBe(true);
  });

  it('reject: nothing is charged; a second decision is a clear 409', async () => {
    const { token, userId } = await registered();
    const before = (await readCourse(rig, token)).balance!;
    const offered = await offer(userId, 2);
    const res = await post(rig.t.app, VERIFY, { isApproved: false, additionalTrainingId: offered._id }, token);
    expect(res.body.data).toMatchObject({ status: 'rejected', feeId: null });
    expect((await readCourse(rig, token)).balance).toEqual(before);
    expect(await rig.t.handle.db.select().from(additionalFees).where(eq(additionalFees.userId, userId))).toEqual([]);
    const again = await post(rig.t.app, VERIFY, { isApproved: true }, token);
    expectError(again, 409, 'training_decided');
    expect(again.body.message).toBe('This additional training has already been answered');
  });

  it('two decisions at once: one wins, the other is 409, and one fee at most exists', async () => {
    const { token, userId } = await registered();
    const offered = await offer(userId);
    const answers = await Promise.all([
      post(rig.t.app, VERIFY, { isApproved: true }, token),
      post(rig.t.app, VERIFY, { isApproved: true }, token),
      post(rig.t.app, VERIFY, { isApproved: false }, token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const fees = await rig.t.handle.db.select().from(additionalFees).where(eq(additionalFees.userId, userId));
    const [row] = await rig.t.handle.db.select().from(additionalTrainingOffers).where(eq(additionalTrainingOffers.id, offered._id));
    expect(fees.length).toBe(row!.status === 'approved' ? 1 : 0);
    // the database refuses a change to a decided offer, whatever path writes it
    await expect(
      rig.t.handle.db
        .update(additionalTrainingOffers)
        .set({ status: 'pending', feeId: null, decidedAt: null })
        .where(eq(additionalTrainingOffers.id, offered._id)),
    ).rejects.toThrow();
  });

  it("another learner's offer is 404; no offer at all is 404; staff may not decide; a learner may not offer", async () => {
    const { userId } = await registered();
    const offered = await offer(userId);
    const omar = await login(rig.t.app, DEMO.omar);
    expectError(await post(rig.t.app, VERIFY, { isApproved: true, additionalTrainingId: offered._id }, omar), 404, 'not_found');
    expectError(await post(rig.t.app, VERIFY, { isApproved: true }, omar), 404, 'not_found');
    expectError(await post(rig.t.app, VERIFY, {}, omar), 400, 'invalid_data');
    expect((await post(rig.t.app, VERIFY, { isApproved: true }, await login(rig.t.app, DEMO.admin))).status).toBe(403);
    expect((await post(rig.t.app, OFFER, { userId, feeCode: 'CTR-PRAC-R', quantity: 1, reason: 'x' }, omar)).status).toBe(403);
  });
});

describe('PUT user/v1/approve-noc', () => {
  it('approves the NOC the centre recorded, once; a learner with none gets 409; staff cannot ask one of a man', async () => {
    const { token, userId } = await registered();
    expectError(await put(rig.t.app, '/user/v1/approve-noc', undefined, token), 409, 'noc_not_required');
    const admin = await login(rig.t.app, DEMO.admin);
    // a woman's course needs it (R§ hasNOCEnabled); the registered test learner is recorded as one
    await rig.t.handle.db.insert(nocApprovals).values({ userId, sponsorName: 'Her father', requestedBy: null });
    const card = (await get(rig.t.app, '/student/approvals', token)).body.data;
    expect(card.noc).toMatchObject({ status: 'pending', sponsorName: 'Her father', approvedAt: null });
    const ok = await put(rig.t.app, '/user/v1/approve-noc', undefined, token);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'approved', approvedAt: expect.any(String) });
    expectError(await put(rig.t.app, '/user/v1/approve-noc', undefined, token), 409, 'noc_approved');
    // staff record an NOC for a man: refused
    const omarId = (await get(rig.t.app, '/user/v1/student/profile', await login(rig.t.app, DEMO.omar))).body.data._id;
    expectError(await post(rig.t.app, '/staff/noc', { userId: omarId, sponsorName: 'x' }, admin), 409, 'noc_not_required');
  });
});

describe('GET student/additional-addon/{id}', () => {
  it("answers an add-on its buyer bought with the lines charged; another learner's (or an unbought) id is 404", async () => {
    const { token } = await registered();
    const opened = await post(
      rig.t.app,
      '/payment/v1/student/elite-addons/initiate',
      { selectedAddons: ['addon-pickup'], isEliteAddonPayment: true },
      token,
    );
    expect(opened.status).toBe(200);
    await pay(rig, opened.body.data.href, 'elite');
    const res = await get(rig.t.app, '/student/additional-addon/addon-pickup', token);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ _id: 'addon-pickup', orderId: opened.body.data.paymentReference });
    expect(d.totalAmount).toBe(opened.body.data.amount);
    expect(d.lines.reduce((s: number, l: { totalAmount: number }) => s + Math.round(l.totalAmount * 100), 0)).toBe(d.totalFils);
    const omar = await login(rig.t.app, DEMO.omar);
    expectError(await get(rig.t.app, '/student/additional-addon/addon-pickup', omar), 404, 'not_found');
    expectError(await get(rig.t.app, '/student/additional-addon/addon-simulator', token), 404, 'not_found');
  });
});
