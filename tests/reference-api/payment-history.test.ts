import { filsOf } from '../../reference-api/src/modules/money/aed';
import { paymentDetailsSchema, paymentHistoryItemSchema } from '../../lib/upstream/schemas/payment-history';
import { CENTRE } from '../../reference-api/src/platform/centre';
import { learnerAtPlan, payAtGateway, postReturn, registeredLearner, staffToken, startPaymentRig, type PaymentRig } from './support/payments';
import { DEMO, expectError, get, login, post, put, type TestApp } from './support/test-app';

// Payment history and invoices (issue 10, D§3, D§7): the learner's own orders oldest first, each
// one's invoice recomputed from the catalogue, the fees or the add-ons, adding up to what was paid to
// the fils; another learner's order is not found.

let rig: PaymentRig;
let t: TestApp;
beforeAll(async () => {
  rig = await startPaymentRig();
  t = rig.t;
}, 120_000);
afterAll(async () => {
  await rig?.close();
});

const CARD = '4111111111111111';
const pay = (url: string) => payAtGateway(rig.gatewayUrl, url, CARD);

interface Line {
  payee: 'centre' | 'rta';
  quantity: number;
  unitFils: number;
  amountFils: number;
  vatFils: number;
  totalFils: number;
}
interface Details {
  _id: string;
  kind: string;
  amountFils: number;
  lines: Line[];
  totals: Record<'centreFils' | 'vatFils' | 'rtaFils' | 'discountFils' | 'referralFils' | 'walletFils' | 'adjustmentFils' | 'totalFils', number>;
  bankRefNo: string | null;
  trackingId: string | null;
  learner: { name: string; studentId: string | null };
}

/** Every line and every total adds up, in whole fils. */
function expectBalanced(d: Details) {
  for (const l of d.lines) {
    expect(Number.isInteger(l.totalFils)).toBe(true);
    expect(l.amountFils).toBe(l.unitFils * l.quantity);
    expect(l.totalFils).toBe(l.amountFils + l.vatFils);
    if (l.payee === 'rta') expect(l.vatFils).toBe(0);
  }
  const sum = (payee: string) => d.lines.filter((l) => l.payee === payee).reduce((s, l) => s + l.amountFils, 0);
  expect(d.totals.centreFils).toBe(sum('centre'));
  expect(d.totals.rtaFils).toBe(sum('rta'));
  expect(d.totals.vatFils).toBe(d.lines.reduce((s, l) => s + l.vatFils, 0));
  const { centreFils, vatFils, rtaFils, discountFils, referralFils, walletFils, adjustmentFils, totalFils } = d.totals;
  expect(centreFils + vatFils + rtaFils - discountFils - referralFils - walletFils + adjustmentFils).toBe(totalFils);
  expect(totalFils).toBe(d.amountFils);
}

const details = async (token: string, id: string) => {
  const res = await get(t.app, `/payment-history/${id}`, token);
  expect(res.status).toBe(200);
  // the wire is AED (R§3, R§9): read as the portal reads it, in fils
  expect(res.body.data).not.toHaveProperty('amountFils');
  return paymentDetailsSchema.parse(res.body.data) as Details;
};

describe('payment history', () => {
  it('lists a learner’s paid and due orders oldest first, never a failed one, each invoice adding up', async () => {
    // registration online with a referral, then a fee and two add-ons
    const token = await learnerAtPlan(t);
    await post(t.app, '/apply-referral', { referral: 'FRIEND150' }, token);
    const failed = (await post(t.app, '/payment/v1/student/initiate', { isOnlinePayment: true }, token)).body.data;
    await postReturn(t, await payAtGateway(rig.gatewayUrl, failed.href, '4000000000000002'));
    const reg = (await post(t.app, '/payment/v1/student/initiate', { isOnlinePayment: true, retryPayment: true }, token)).body.data;
    expect((await postReturn(t, await pay(reg.href))).status).toBe(303);

    const me = (await get(t.app, '/user/v1/student/profile', token)).body.data as { _id: string };
    const staff = await staffToken(t);
    const parking = (await post(t.app, '/payment/v1/staff/additional-fees', { userId: me._id, feeCode: 'CTR-PARKING', quantity: 3 }, staff)).body
      .data;
    const weekend = (await post(t.app, '/payment/v1/staff/additional-fees', { userId: me._id, feeCode: 'RTA-TEST-FRI-SAT' }, staff)).body.data;
    const fees = (
      await post(t.app, '/payment/v1/student/additional-fees/initiate', { feeDetails: [{ _id: parking._id }, { _id: weekend._id }] }, token)
    ).body.data;
    await postReturn(t, await pay(fees.href), '/payment/v1/web-hook/additional-payment-handler');
    const elite = (await post(t.app, '/payment/v1/student/elite-addons/initiate', { selectedAddons: ['addon-pickup', 'addon-simulator'] }, token))
      .body.data;
    await postReturn(t, await pay(elite.href), '/payment/v1/web-hook/elite-additional-payment-handler');

    const raw = (await get(t.app, '/payment-history', token)).body as Record<string, unknown>[];
    // AED on the wire, two decimals at most; fils inside the portal
    expect(raw[0]!.amount).toBe(reg.amount);
    const list = paymentHistoryItemSchema.array().parse(raw);
    expect(list.map((o) => o._id)).toEqual([reg.paymentReference, fees.paymentReference, elite.paymentReference]);
    expect(list.map((o) => o.kind)).toEqual(['registration', 'additional', 'elite']);
    const times = list.map((o) => Date.parse(o.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(list[0]).toMatchObject({ status: 'success', method: 'online', amountFils: filsOf(reg.amount) });

    // D§7's generic list: sorted, paged, filtered, the total in x-total-count; the old path is gone
    const page = async (query: string) => {
      const res = await get(t.app, `/payment-history?${query}`, token);
      expect(res.status).toBe(200);
      return { ids: (res.body as { _id: string }[]).map((o) => o._id), total: res.headers['x-total-count'] };
    };
    expect(await page('_sort=createdAt&_order=ASC&_start=0&_end=2')).toEqual({ ids: [reg.paymentReference, fees.paymentReference], total: '3' });
    expect(await page('_sort=createdAt&_order=DESC&_start=0&_end=10')).toEqual({
      ids: [elite.paymentReference, fees.paymentReference, reg.paymentReference],
      total: '3',
    });
    expect(await page(`_filters=${encodeURIComponent(JSON.stringify({ kind: ['additional', 'elite'] }))}`)).toEqual({
      ids: [fees.paymentReference, elite.paymentReference],
      total: '2',
    });
    expectError(await get(t.app, '/payment-history?_sort=amount', token), 400, 'invalid_data');
    expectError(await get(t.app, `/payment-history?_filters=${encodeURIComponent('{"userId":"x"}')}`, token), 400, 'invalid_data');
    expect((await get(t.app, '/payment/v1/student/payment-history', token)).status).toBe(404);

    const r = await details(token, reg.paymentReference);
    expectBalanced(r);
    expect(r.totals.referralFils).toBeGreaterThan(0);
    expect(r.totals.adjustmentFils).toBe(0);
    expect(r.lines.some((l) => l.payee === 'rta')).toBe(true);
    expect(r.bankRefNo).toBeTruthy();
    expect(r.trackingId).toBeTruthy();
    // the issuer's particulars, whole, from the one place they are configured (issue 22)
    expect((r as Details & { centre: unknown }).centre).toEqual(CENTRE);

    const f = await details(token, fees.paymentReference);
    expectBalanced(f);
    expect(f.lines).toEqual([
      expect.objectContaining({ quantity: 3, unitFils: 9500, amountFils: 28500, vatFils: 1425, totalFils: 29925, payee: 'centre' }),
      expect.objectContaining({ quantity: 1, amountFils: 25000, vatFils: 0, payee: 'rta' }),
    ]);
    expect(f.totals).toMatchObject({ centreFils: 28500, vatFils: 1425, rtaFils: 25000, adjustmentFils: 0, totalFils: 54925 });

    const e = await details(token, elite.paymentReference);
    expectBalanced(e);
    expect(e.totals).toMatchObject({ adjustmentFils: 0, totalFils: 31500 + 25200 });
  });

  it('a stage payment with two milestones and a learner registered at the centre add up too', async () => {
    const token = await learnerAtPlan(t);
    await put(t.app, '/course/v1/student/course/plan', { paymentPlan: 'stagePayment' }, token);
    const first = (await post(t.app, '/payment/v1/student/initiate', { isOnlinePayment: true }, token)).body.data;
    await postReturn(t, await pay(first.href));
    await put(t.app, '/course/v1/student/course/plan', { toggleMilestoneId: 'lmv-std-m4' }, token);
    const second = (await post(t.app, '/payment/v1/student/initiate', { isOnlinePayment: true }, token)).body.data;
    await postReturn(t, await pay(second.href));
    const stage = await details(token, second.paymentReference);
    expect(stage.kind).toBe('stage');
    expectBalanced(stage);
    expect(stage.totals.adjustmentFils).toBe(0);

    const centre = await registeredLearner(t);
    const [due] = (await get(t.app, '/payment-history', centre.token)).body as { _id: string; status: string }[];
    expect(due).toMatchObject({ status: 'due_at_centre' });
    const d = await details(centre.token, due!._id);
    expectBalanced(d);
    expect(d.totals.adjustmentFils).toBe(0);
    expect(d.learner.name).toBeTruthy();
  });

  it('another learner’s order is not found, in the list or by its id', async () => {
    const a = await registeredLearner(t);
    const b = await registeredLearner(t);
    const [order] = (await get(t.app, '/payment-history', a.token)).body as { _id: string }[];
    expect(order).toBeDefined();
    expectError(await get(t.app, `/payment-history/${order!._id}`, b.token), 404, 'not_found');
    const theirs = (await get(t.app, '/payment-history', b.token)).body as { _id: string }[];
    expect(theirs.map((o) => o._id)).not.toContain(order!._id);
    expectError(await get(t.app, `/payment-history/${order!._id}`), 401, 'unauthorized');
  });

  it('a cashier or an admin reads any learner’s order invoice (staff/payment-history/:id); anyone else gets 404', async () => {
    const [a, b, cashier, admin, salesman, csr] = await Promise.all([
      registeredLearner(t),
      registeredLearner(t),
      login(t.app, DEMO.cashier),
      login(t.app, DEMO.admin),
      login(t.app, '971559990003'),
      login(t.app, '971549990002'),
    ]);
    const [order] = (await get(t.app, '/payment-history', a.token)).body as { _id: string }[];
    expect(order).toBeDefined();
    const own = await details(a.token, order!._id);
    for (const token of [cashier, admin]) {
      const res = await get(t.app, `/staff/payment-history/${order!._id}`, token);
      expect(res.status).toBe(200);
      // the learner's own invoice, line for line and to the fils
      expect(paymentDetailsSchema.parse(res.body.data)).toEqual(own);
    }
    // a salesman, a customer service rep, another learner and the learner themself: 404, as a number that does not exist
    for (const token of [salesman, csr, b.token, a.token])
      expectError(await get(t.app, `/staff/payment-history/${order!._id}`, token), 404, 'not_found');
    expectError(await get(t.app, '/staff/payment-history/ORD-DOES-NOT-EXIST', cashier), 404, 'not_found');
    expectError(await get(t.app, `/staff/payment-history/${order!._id}`), 401, 'unauthorized');
  }, 180_000);
});
