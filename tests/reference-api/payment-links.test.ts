import { inArray } from 'drizzle-orm';
import { payments } from '../../reference-api/src/db/schema/index';
import { DEMO_PAYMENT_LINK_ID } from '../../reference-api/src/db/seed-users';
import { LINK_CALLS_PER_MINUTE } from '../../reference-api/src/modules/payments/links/routes';
import { decodeParams, decryptMessage } from '../../reference-api/src/platform/ccavenue';
import { payAtGateway as pay, postReturn, startPaymentRig, WORKING_KEY, type PaymentRig } from './support/payments';
import { call, DEMO, expectError, get, login, post, type TestApp } from './support/test-app';

// Payment links (R§4 'Payment-link verification', D§7) through the real gateway sandbox: staff raise a
// link, anyone holding it pays without a token, the gateway's answer marks it paid once however often
// it arrives, a failed or cancelled attempt leaves it open, a second payment is kept for a refund, and
// the public calls name an order only together with its tracking id.

const SUCCESS = '4111111111111111';
const DECLINED = '4000000000000002';
let rig: PaymentRig;
let t: TestApp;
let cashier: string;
let aisha: string;

beforeAll(async () => {
  rig = await startPaymentRig();
  t = rig.t;
  cashier = await login(t.app, DEMO.cashier);
  aisha = await login(t.app, DEMO.aisha);
}, 120_000);
afterAll(async () => {
  await rig?.close();
});

const payAtGateway = (paymentUrl: string, card: string) => pay(rig.gatewayUrl, paymentUrl, card);
const webhook = (encResp: string) => postReturn(t, encResp, '/payment/v1/web-hook/payment-link-handler');

const description = { en: 'Extra parking practice', ar: 'تدريب إضافي على ركن السيارة' };
const createLink = (body: Record<string, unknown> = {}, token = cashier) =>
  post(t.app, '/payment/v1/staff/payment-links', { userId: 'usr-aisha', amountFils: 15_000, description, ...body }, token);
const newLink = async (body: Record<string, unknown> = {}) => {
  const res = await createLink(body);
  expect(res.status).toBe(201);
  return res.body.data.id as string;
};
const viewLink = (id: string) => post(t.app, '/payment/v1/web-hook/get-payment-link', { id });
const startPaying = (id: string) => post(t.app, '/payment/v1/web-hook/get-payment-link', { id, pay: true });
const verify = (orderId: string, trackingId: string) => post(t.app, '/payment/v1/payment-links/verify', { orderId, trackingId });
const check = (orderId: string, trackingId: string) => post(t.app, '/payment/v1/payment-links/check', { orderId, trackingId });

/** The order and tracking id the web-hook sends the browser on with (303 to /payment/redirectlink). */
function returned(res: { status: number; headers: Record<string, unknown> }) {
  expect(res.status).toBe(303);
  const location = new URL(String(res.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/payment/redirectlink');
  return { orderId: location.searchParams.get('order_id') ?? '', trackingId: location.searchParams.get('tracking_id') ?? '' };
}

/** Pays a link once with `card`; the order and tracking id as the portal receives them. */
async function payLink(id: string, card: string) {
  const started = await startPaying(id);
  expect(started.status).toBe(200);
  return returned(await webhook(await payAtGateway(started.body.data.paymentLogObj.paymentLink, card)));
}

const paymentNotes = async () =>
  (await get(t.app, '/messages?page=1&perPage=50', aisha)).body.data.items.filter(
    (n: { kind: string; message?: unknown }) => n.kind === 'payment_verified',
  );

describe('creating a link (staff)', () => {
  it('a cashier creates a long random link for a student; the payer sees amount, description, expiry and first name', async () => {
    const res = await createLink({ expiresInHours: 24 });
    expect(res.status).toBe(201);
    const { id, url, expiresAt } = res.body.data;
    expect(id).toMatch(/^PL-[A-Za-z0-9_-]{24}$/);
    expect(url).toBe(`http://localhost:3000/en/payment-request/${id}`);
    expect(Math.abs(Date.parse(expiresAt) - (Date.now() + 24 * 3_600_000))).toBeLessThan(60_000);
    expect((await createLink()).body.data.id).not.toBe(id);

    const seen = await viewLink(id);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toEqual({ id, amount: 150, description, status: 'open', expiresAt, learnerFirstName: 'Aisha' });
  });

  it('only staff may create links, within the limits, and only for a student', async () => {
    expectError(await createLink({}, aisha), 403, 'forbidden');
    expectError(await createLink({}, ''), 401, 'unauthorized');
    expectError(await createLink({ amountFils: 0 }), 400, 'invalid_data');
    expectError(await createLink({ expiresInHours: 721 }), 400, 'invalid_data');
    expectError(await createLink({ description: { en: 'x', ar: '' } }), 400, 'invalid_data');
    expectError(await createLink({ userId: 'usr-cashier' }), 404, 'not_found');
    expectError(await createLink({ userId: 'usr-nobody' }), 404, 'not_found');
  });

  it('the seeded demo link is Aisha’s AED 150.00', async () => {
    const seen = await viewLink(DEMO_PAYMENT_LINK_ID);
    expect(seen.body.data).toMatchObject({
      amount: 150,
      status: 'open',
      learnerFirstName: 'Aisha',
      description: { en: 'Extra parking practice' },
    });
  });

  it('an unknown id is not found', async () => {
    expectError(await viewLink('PL-AAAAAAAAAAAAAAAAAAAAAAAA'), 404, 'not_found');
    expectError(await startPaying('nothing'), 404, 'not_found');
  });
});

describe('paying a link (no token)', () => {
  it('opens a gateway order for the link’s amount that returns to the link web-hook', async () => {
    const id = await newLink({ amountFils: 12_345 });
    const res = await startPaying(id);
    expect(res.status).toBe(200);
    const url = new URL(res.body.data.paymentLogObj.paymentLink);
    expect(url.origin).toBe(rig.gatewayUrl);
    const request = decodeParams(decryptMessage(url.searchParams.get('encRequest')!, WORKING_KEY));
    expect(request).toMatchObject({
      order_id: res.body.data.orderId,
      amount: '123.45',
      currency: 'AED',
      redirect_url: 'http://127.0.0.1:4999/payment/v1/web-hook/payment-link-handler',
      cancel_url: 'http://127.0.0.1:4999/payment/v1/web-hook/payment-link-handler',
    });
  });

  it('a success replayed five times at once pays the link once and tells the learner once', async () => {
    const id = await newLink();
    const before = (await paymentNotes()).length;
    const started = (await startPaying(id)).body.data;
    const encResp = await payAtGateway(started.paymentLogObj.paymentLink, SUCCESS);
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(encResp)));
    const back = answers.map(returned);
    expect(new Set(back.map((b) => `${b.orderId} ${b.trackingId}`)).size).toBe(1);
    const { orderId, trackingId } = back[0]!;
    expect(orderId).toBe(started.orderId);
    expect(trackingId).not.toBe('');

    expect((await verify(orderId, trackingId)).body.data).toEqual({ status: 'success' });
    expect((await check(orderId, trackingId)).body.data).toEqual({ valid: true });
    expect((await viewLink(id)).body.data.status).toBe('paid');
    const notes = await paymentNotes();
    expect(notes.length - before).toBe(1);
    expectError(await startPaying(id), 409, 'link_paid');
  });

  it('a declined card and a cancelled page leave the link open; it can be paid afterwards', async () => {
    const id = await newLink();
    const declined = await payLink(id, DECLINED);
    expect((await verify(declined.orderId, declined.trackingId)).body.data).toEqual({ status: 'failed' });
    expect((await check(declined.orderId, declined.trackingId)).body.data).toEqual({ valid: false });
    expect((await viewLink(id)).body.data.status).toBe('open');

    const cancelled = await payLink(id, 'cancel');
    expect((await verify(cancelled.orderId, cancelled.trackingId)).body.data).toEqual({ status: 'cancelled' });
    expect((await check(cancelled.orderId, cancelled.trackingId)).body.data).toEqual({ valid: false });
    expect((await viewLink(id)).body.data.status).toBe('open');

    const paid = await payLink(id, SUCCESS);
    expect((await verify(paid.orderId, paid.trackingId)).body.data).toEqual({ status: 'success' });
    expect((await check(paid.orderId, paid.trackingId)).body.data).toEqual({ valid: true });
    expect((await viewLink(id)).body.data.status).toBe('paid');
  });

  it('a second order paid for a link already paid is kept for a refund, never paid twice', async () => {
    const id = await newLink();
    // two payers open the link before either pays: both orders reach the gateway
    const first = (await startPaying(id)).body.data;
    const second = (await startPaying(id)).body.data;
    expect(second.orderId).not.toBe(first.orderId);
    const a = returned(await webhook(await payAtGateway(first.paymentLogObj.paymentLink, SUCCESS)));
    const b = returned(await webhook(await payAtGateway(second.paymentLogObj.paymentLink, SUCCESS)));
    expect((await check(a.orderId, a.trackingId)).body.data).toEqual({ valid: true });
    // the charge went through, so the first check passes, but the second says this order paid nothing
    expect((await verify(b.orderId, b.trackingId)).body.data).toEqual({ status: 'success' });
    expect((await check(b.orderId, b.trackingId)).body.data).toEqual({ valid: false });
    const rows = await t.handle.db
      .select()
      .from(payments)
      .where(inArray(payments.orderId, [a.orderId, b.orderId]));
    expect(Object.fromEntries(rows.map((r) => [r.orderId, r.status]))).toEqual({ [a.orderId]: 'success', [b.orderId]: 'refund_due' });
  });

  it('staff cancel an open link: it is shown as cancelled and refused; a paid link cannot be cancelled', async () => {
    const id = await newLink();
    const cancel = (link: string, token = cashier) => post(t.app, `/payment/v1/staff/payment-links/${link}/cancel`, undefined, token);
    expectError(await cancel(id, aisha), 403, 'forbidden');
    expect((await cancel(id)).body.data.status).toBe('cancelled');
    expect((await viewLink(id)).body.data.status).toBe('cancelled');
    expectError(await startPaying(id), 410, 'link_cancelled');
    expect((await cancel(id)).status).toBe(200); // again: nothing changes

    const paid = await newLink();
    await payLink(paid, SUCCESS);
    expectError(await cancel(paid), 409, 'link_paid');
    expect((await viewLink(paid)).body.data.status).toBe('paid');
    expectError(await cancel('PL-AAAAAAAAAAAAAAAAAAAAAAAA'), 404, 'not_found');
  });

  it('a link cancelled while its payer is at the gateway: the money is kept for a refund, the link stays cancelled', async () => {
    const id = await newLink();
    const started = (await startPaying(id)).body.data;
    await post(t.app, `/payment/v1/staff/payment-links/${id}/cancel`, undefined, cashier);
    const back = returned(await webhook(await payAtGateway(started.paymentLogObj.paymentLink, SUCCESS)));
    expect((await check(back.orderId, back.trackingId)).body.data).toEqual({ valid: false });
    expect((await viewLink(id)).body.data.status).toBe('cancelled');
  });

  it('an expired link is shown as expired and refused', async () => {
    const id = await newLink({ expiresInHours: 1 });
    t.clock.advance(2 * 3_600_000);
    try {
      expect((await viewLink(id)).body.data.status).toBe('expired');
      expectError(await startPaying(id), 410, 'link_expired');
    } finally {
      t.clock.advance(-2 * 3_600_000);
    }
  });
});

describe('verify and check (no token)', () => {
  it('name an order only with its own tracking id', async () => {
    const id = await newLink();
    const paid = await payLink(id, SUCCESS);
    expectError(await verify(paid.orderId, 'not-the-tracking-id'), 404, 'not_found');
    expectError(await check(paid.orderId, 'not-the-tracking-id'), 404, 'not_found');
    expectError(await verify('LNK-NOPE', paid.trackingId), 404, 'not_found');
    expectError(await post(t.app, '/payment/v1/payment-links/verify', { orderId: paid.orderId }), 400, 'invalid_data');
  });

  it('are limited per client address', async () => {
    const flood = (remoteAddress: string) =>
      call(t.app, { method: 'POST', url: '/payment/v1/web-hook/get-payment-link', payload: { id: DEMO_PAYMENT_LINK_ID }, remoteAddress });
    const answers = await Promise.all(Array.from({ length: LINK_CALLS_PER_MINUTE + 10 }, () => flood('203.0.113.7')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LINK_CALLS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(answers.find((a) => a.status === 429)?.headers['retry-after']).toBeDefined();
    // another address is not held up
    expect((await flood('203.0.113.8')).status).toBe(200);
  });
});
