import { decodeParams, decryptMessage } from '../../reference-api/src/platform/ccavenue';
import {
  payAtGateway,
  postReturn,
  registeredLearner,
  startPaymentRig,
  staffToken,
  learnerAtPlan,
  WORKING_KEY,
  type PaymentRig,
} from './support/payments';
import { DEMO, expectError, get, login, post, type TestApp } from './support/test-app';

// Additional fees and elite add-ons (issue 9, R§3, R§4, R§7): raised by staff, listed only to their
// learner, paid online through their own web-hooks for the API's amount, settled once however often
// the answer arrives, and never paid twice.

let rig: PaymentRig;
let t: TestApp;
beforeAll(async () => {
  rig = await startPaymentRig();
  t = rig.t;
}, 120_000);
afterAll(async () => {
  await rig?.close();
});

const FEES_HOOK = '/payment/v1/web-hook/additional-payment-handler';
const ELITE_HOOK = '/payment/v1/web-hook/elite-additional-payment-handler';
const pay = (url: string, card = '4111111111111111') => payAtGateway(rig.gatewayUrl, url, card);
const verify = async (token: string, orderId: string) =>
  (await post(t.app, '/payment/v1/student/verify', { paymentReference: orderId }, token)).body.data;

async function raise(userId: string, feeCode: string, quantity = 1) {
  const res = await post(t.app, '/payment/v1/staff/additional-fees', { userId, feeCode, quantity }, await staffToken(t));
  expect(res.status).toBe(200);
  return res.body.data as { _id: string; totalAmount: number; totalTax: number };
}

describe('additional fees', () => {
  it('staff raise a fee, priced from its code with VAT on the centre’s part; a learner cannot', async () => {
    const { token, userId } = await registeredLearner(t);
    const parking = await raise(userId, 'CTR-PARKING', 2);
    // amounts in AED under R§3's breakdown names (row 4.13)
    expect(parking).toMatchObject({ price: 190, totalTax: 9.5, totalAmount: 199.5, status: 'due', payee: 'centre' });
    expect(JSON.stringify(parking)).not.toMatch(/Fils/);
    const weekend = await raise(userId, 'RTA-TEST-FRI-SAT');
    expect(weekend).toMatchObject({ totalTax: 0, totalAmount: 250, payee: 'rta' });
    expectError(await post(t.app, '/payment/v1/staff/additional-fees', { userId, feeCode: 'CTR-PARKING' }, token), 403, 'forbidden');
    const list = (await get(t.app, '/payment/v1/student/additional-fees', token)).body.data;
    expect(list.map((f: { _id: string }) => f._id)).toEqual([parking._id, weekend._id]);
    // R§3: the Friday/Saturday RTA test fee is known by its code lower-cased
    const details = (await get(t.app, `/payment/v1/student/additional-fees/${weekend._id}`, token)).body.data;
    expect(details).toMatchObject({ code: 'rta-test-fri-sat', pricePerQuantity: 250, name: { en: 'Friday/Saturday RTA test' } });
  });

  it('another learner sees none of them and cannot pay them', async () => {
    const { userId } = await registeredLearner(t);
    const fee = await raise(userId, 'CTR-PARKING');
    const other = await registeredLearner(t);
    expect((await get(t.app, '/payment/v1/student/additional-fees', other.token)).body.data).toEqual([]);
    expectError(await get(t.app, `/payment/v1/student/additional-fees/${fee._id}`, other.token), 404, 'not_found');
    expectError(await post(t.app, '/payment/v1/student/additional-fees/initiate', { feeDetails: [{ _id: fee._id }] }, other.token), 404, 'not_found');
  });

  it('pays the chosen fees once: the answer replayed five times at once, verify racing it', async () => {
    const { token, userId } = await registeredLearner(t);
    const a = await raise(userId, 'CTR-PARKING');
    const b = await raise(userId, 'RTA-TEST-FRI-SAT');
    const wrong = await post(
      t.app,
      '/payment/v1/student/additional-fees/initiate',
      { feeDetails: [{ _id: a._id }, { _id: b._id }], amount: 1 },
      token,
    );
    expectError(wrong, 409, 'amount_mismatch');
    const order = (
      await post(
        t.app,
        '/payment/v1/student/additional-fees/initiate',
        { feeDetails: [{ _id: a._id }, { _id: b._id }], amount: (Math.round(a.totalAmount * 100) + Math.round(b.totalAmount * 100)) / 100 },
        token,
      )
    ).body.data;
    expect(order.amount).toBe((Math.round(a.totalAmount * 100) + Math.round(b.totalAmount * 100)) / 100);
    const request = decodeParams(decryptMessage(new URL(order.href).searchParams.get('encRequest')!, WORKING_KEY));
    expect(request).toMatchObject({ redirect_url: `http://127.0.0.1:4999${FEES_HOOK}`, merchant_param2: 'additional' });
    const encResp = await pay(order.href);
    // the registration's web-hook does not take another kind's answer
    expectError(await postReturn(t, encResp), 400, 'payment_response_invalid');
    const answers = await Promise.all([...Array.from({ length: 5 }, () => postReturn(t, encResp, FEES_HOOK)), verify(token, order.paymentReference)]);
    for (const res of answers.slice(0, 5) as { status: number; headers: Record<string, string> }[]) {
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(`http://localhost:3000/payment/redirect?ref=${order.paymentReference}`);
    }
    expect(await verify(token, order.paymentReference)).toMatchObject({ kind: 'additional', isSuccess: true });
    const list = (await get(t.app, '/payment/v1/student/additional-fees', token)).body.data;
    expect(list.map((f: { status: string }) => f.status)).toEqual(['paid', 'paid']);
    const notes = (await get(t.app, '/messages?page=1&perPage=5', token)).body.data.items;
    expect(notes.filter((n: { message: { en: string } }) => /additional fees/.test(n.message.en))).toHaveLength(1);
    expectError(await post(t.app, '/payment/v1/student/additional-fees/initiate', { feeDetails: [{ _id: a._id }] }, token), 409, 'fee_not_due');
  });

  it('a declined card leaves the fee due; two orders for one fee both paid: the second is kept for a refund', async () => {
    const { token, userId } = await registeredLearner(t);
    const fee = await raise(userId, 'CTR-PARKING');
    const declined = (await post(t.app, '/payment/v1/student/additional-fees/initiate', { feeDetails: [{ _id: fee._id }] }, token)).body.data;
    await postReturn(t, await pay(declined.href, '4000000000000002'), FEES_HOOK);
    expect(await verify(token, declined.paymentReference)).toMatchObject({ isSuccess: false, status: 'failure' });
    // two tabs: the first order is superseded by the second, and both are paid at the gateway
    const first = (await post(t.app, '/payment/v1/student/additional-fees/initiate', { feeDetails: [{ _id: fee._id }], retryPayment: true }, token))
      .body.data;
    const second = (await post(t.app, '/payment/v1/student/additional-fees/initiate', { feeDetails: [{ _id: fee._id }], retryPayment: true }, token))
      .body.data;
    const [one, two] = await Promise.all([pay(first.href), pay(second.href)]);
    await Promise.all([postReturn(t, one, FEES_HOOK), postReturn(t, two, FEES_HOOK)]);
    const states = [(await verify(token, first.paymentReference)).status, (await verify(token, second.paymentReference)).status].sort();
    expect(states).toEqual(['refund_due', 'success']);
    const [row] = (await get(t.app, '/payment/v1/student/additional-fees', token)).body.data;
    expect(row.status).toBe('paid');
  });
});

describe('elite add-ons', () => {
  it('are offered only once registered, with their amounts; a learner still choosing cannot buy them', async () => {
    const choosing = await learnerAtPlan(t);
    expect((await get(t.app, '/payment/v1/student/elite-addons', choosing)).body.data).toEqual([]);
    expectError(
      await post(t.app, '/payment/v1/student/elite-addons/initiate', { selectedAddons: ['addon-pickup'] }, choosing),
      409,
      'not_registered',
    );
    const { token } = await registeredLearner(t);
    const addons = (await get(t.app, '/payment/v1/student/elite-addons', token)).body.data;
    expect(addons.map((a: { _id: string }) => a._id)).toEqual(['addon-pickup', 'addon-simulator', 'addon-mock-road']);
    // R§3 "Elite add-on": `_id` plus an amount breakdown in the amount summary's names, AED (row 4.17).
    expect(addons[0]).toMatchObject({
      amount: { totalAmount: 300, totalTax: 15, totalAmountWithTax: 315, drivingCenter: { totalAmount: 300 }, rta: { totalAmount: 0 } },
      purchased: false,
    });
    expect(JSON.stringify(addons)).not.toMatch(/Fils/);
    // R§7 "get student course (response course data and elite add-ons)": the same list inside the course (row 4.4).
    const course = (await get(t.app, '/course/v1/student/course', token)).body.data;
    expect(course.eliteAddons).toEqual(addons);
  });

  it('pays the selected add-ons through their own web-hook, once; a bought one cannot be bought again', async () => {
    const { token } = await registeredLearner(t);
    const selectedAddons = ['addon-pickup', 'addon-simulator'];
    const order = (
      await post(
        t.app,
        '/payment/v1/student/elite-addons/initiate',
        { selectedAddons, isEliteAddonPayment: true, amount: (31500 + 25200) / 100 },
        token,
      )
    ).body.data;
    expect(order.amount).toBe(567);
    const encResp = await pay(order.href);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postReturn(t, encResp, ELITE_HOOK)));
    expect(answers.every((a) => a.status === 303)).toBe(true);
    expect(await verify(token, order.paymentReference)).toMatchObject({ kind: 'elite', isSuccess: true });
    const addons = (await get(t.app, '/payment/v1/student/elite-addons', token)).body.data;
    expect(addons.filter((a: { purchased: boolean }) => a.purchased).map((a: { _id: string }) => a._id)).toEqual(selectedAddons);
    expectError(
      await post(t.app, '/payment/v1/student/elite-addons/initiate', { selectedAddons: ['addon-pickup'] }, token),
      409,
      'addon_unavailable',
    );
    expectError(await post(t.app, '/payment/v1/student/elite-addons/initiate', { selectedAddons: ['addon-nope'] }, token), 409, 'addon_unavailable');
  });

  it('the demo learner has two fees due and add-ons offered', async () => {
    const aisha = await login(t.app, DEMO.aisha);
    const fees = (await get(t.app, '/payment/v1/student/additional-fees', aisha)).body.data;
    expect(fees.map((f: { _id: string }) => f._id)).toEqual(expect.arrayContaining(['fee-aisha-weekend-test', 'fee-aisha-parking']));
    expect((await get(t.app, '/payment/v1/student/elite-addons', aisha)).body.data).toHaveLength(3);
  });
});

describe('the R§3 bodies (rows 4.15, 4.18)', () => {
  const origin = 'https://portal.example.ae';
  const body = (type: string, hook: string, amount: number) => ({
    amount,
    isOnlinePayment: true,
    redirectUrl: `${origin}${hook}`,
    retryPayment: false,
    platform: 'web',
    type,
  });

  it('takes the spec’s additional-fees body and charges the fees it holds, never the amount sent', async () => {
    const { token, userId } = await registeredLearner(t);
    const fee = await raise(userId, 'CTR-PARKING');
    const spec = { feeDetails: [{ _id: fee._id }], ...body('additional-fees', FEES_HOOK, fee.totalAmount) };
    const tampered = await post(t.app, '/payment/v1/student/additional-fees/initiate', { ...spec, amount: 0.01 }, token);
    expectError(tampered, 409, 'amount_mismatch');
    expectError(await post(t.app, '/payment/v1/student/additional-fees/initiate', { ...spec, type: 'elite-addons' }, token), 400, 'invalid_data');
    expectError(
      await post(t.app, '/payment/v1/student/additional-fees/initiate', { ...spec, redirectUrl: `${origin}${ELITE_HOOK}` }, token),
      400,
      'invalid_data',
    );
    expectError(await post(t.app, '/payment/v1/student/additional-fees/initiate', { ...spec, amount: 1.005 }, token), 400, 'invalid_data');
    // the portal's own body of old is gone (one way)
    expectError(
      await post(t.app, '/payment/v1/student/additional-fees/initiate', { feeIds: [fee._id], amountFils: Math.round(fee.totalAmount * 100) }, token),
      400,
      'invalid_data',
    );
    const order = (await post(t.app, '/payment/v1/student/additional-fees/initiate', spec, token)).body.data;
    expect(order).toMatchObject({ status: 'initiated', amount: fee.totalAmount });
  });

  it('takes the spec’s elite body; feeDetails must name the selected add-ons, and the amount is the API’s', async () => {
    const { token } = await registeredLearner(t);
    const selectedAddons = ['addon-pickup'];
    const spec = { selectedAddons, isEliteAddonPayment: true, feeDetails: [{ _id: 'addon-pickup' }], ...body('elite-addons', ELITE_HOOK, 315) };
    expectError(await post(t.app, '/payment/v1/student/elite-addons/initiate', { ...spec, amount: 3.15 }, token), 409, 'amount_mismatch');
    const other = { ...spec, feeDetails: [{ _id: 'addon-simulator' }] };
    expectError(await post(t.app, '/payment/v1/student/elite-addons/initiate', other, token), 400, 'invalid_data');
    expectError(await post(t.app, '/payment/v1/student/elite-addons/initiate', { ...spec, type: 'additional-fees' }, token), 400, 'invalid_data');
    expect((await post(t.app, '/payment/v1/student/elite-addons/initiate', spec, token)).body.data).toMatchObject({
      status: 'initiated',
      amount: 315,
    });
  });
});
