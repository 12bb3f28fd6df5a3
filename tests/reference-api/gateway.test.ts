import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../../reference-api/src/gateway/app';
import { parseGatewayEnv } from '../../reference-api/src/gateway/env';
import { createOrderBook } from '../../reference-api/src/gateway/orders';
import { TEST_CARDS } from '../../reference-api/src/gateway/pages';
import { decodeParams, decryptMessage, encodeParams, encryptMessage } from '../../reference-api/src/platform/ccavenue';

// The CCAvenue-protocol gateway sandbox (issue 9): the crypto against vectors made by openssl, the
// initiate → card page → encResp hand-back flow for every test card, and the status API.

const WORKING_KEY = '0123456789ABCDEF0123456789ABCDEF';
const ACCESS_CODE = 'AVTEST00GATEWAY00';
const MERCHANT = '45990';
const PORTAL = 'http://localhost:3999';

// Made with: printf %s "$PLAIN" | openssl enc -aes-128-cbc -K $(printf %s "$KEY" | md5sum | cut -c1-32) -iv 000102030405060708090a0b0c0d0e0f | xxd -p
const VECTORS = [
  {
    plain: 'merchant_id=45990&order_id=ORD-1&currency=AED&amount=1575.00',
    hex: 'f08902f585d336fef0506652939ab80fbcaf17cef5cf58fe3768fee78c19430ee81a8592161510149588c3a4cf1d4a9c07673f0356d4c0a25ac4079d2fcb1240',
  },
  {
    plain: '{"order_no":"ORD-1","reference_no":""}',
    hex: '47d77faf843cf704856f01baf3b4c37b6fd9f2900b198eefec44f603db704423824582acd2ae3a3236b565e200e11276',
  },
];

describe('CCAvenue message crypto', () => {
  it.each(VECTORS)('matches openssl for %#', ({ plain, hex }) => {
    expect(encryptMessage(plain, WORKING_KEY)).toBe(hex);
    expect(decryptMessage(hex, WORKING_KEY)).toBe(plain);
  });

  it('refuses a message sealed with another key, and text that is not a sealed message', () => {
    expect(() => decryptMessage(VECTORS[0]!.hex, 'another-working-key-000000000000')).toThrow(/another key|sealed/);
    expect(() => decryptMessage('zz', WORKING_KEY)).toThrow(/not a sealed message/);
    expect(() => decryptMessage('abcd', WORKING_KEY)).toThrow(/not a sealed message/);
  });

  it('keeps an & or = inside a value', () => {
    const text = encodeParams({ billing_address: 'Villa 3 & 4, Street=12', amount: '10.00' });
    expect(decodeParams(text)).toEqual({ billing_address: 'Villa 3 & 4, Street=12', amount: '10.00' });
  });
});

describe('gateway sandbox settings', () => {
  it('refuses to start without a strong working key (no known default)', () => {
    expect(() => parseGatewayEnv({})).toThrow(/GATEWAY_WORKING_KEY is required/);
    expect(() => parseGatewayEnv({ GATEWAY_WORKING_KEY: 'short' })).toThrow(/at least 32 characters/);
    expect(parseGatewayEnv({ GATEWAY_WORKING_KEY: WORKING_KEY + 'xyz' }).GATEWAY_PORT).toBe(4020);
  });
});

describe('gateway sandbox', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let clock = Date.UTC(2026, 10, 24, 8, 0, 0);
  const now = () => clock;

  const env = {
    GATEWAY_MERCHANT_ID: MERCHANT,
    GATEWAY_ACCESS_CODE: ACCESS_CODE,
    GATEWAY_WORKING_KEY: WORKING_KEY,
    GATEWAY_FRAME_ANCESTORS: PORTAL,
    GATEWAY_DELAY_MS: 5000,
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-'));
    app = await buildGateway({ env, dataDir, now });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  let seq = 0;
  const request = (over: Record<string, string> = {}) => ({
    merchant_id: MERCHANT,
    order_id: `ORD-${Date.now().toString(36)}-${++seq}`,
    currency: 'AED',
    amount: '1575.00',
    redirect_url: 'http://127.0.0.1:4999/payment/v1/web-hook/payment-handler',
    cancel_url: 'http://127.0.0.1:4999/payment/v1/web-hook/payment-handler?cancelled=1',
    language: 'EN',
    billing_name: 'Aisha Al Mansoori',
    billing_email: 'aisha@example.com',
    merchant_param1: 'student-42',
    merchant_param2: 'registration',
    integration_type: 'iframe_normal',
    ...over,
  });
  const initiateUrl = (fields: Record<string, string>, accessCode = ACCESS_CODE, key = WORKING_KEY) =>
    `/transaction/transaction.do?command=initiateTransaction&encRequest=${encryptMessage(encodeParams(fields), key)}&access_code=${accessCode}`;

  const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  const unescape = (v: string) => v.replace(/&amp;/g, '&');
  const form = (fields: Record<string, string>) => ({
    method: 'POST' as const,
    url: '/transaction/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

  async function open(fields = request()) {
    const res = await app.inject({ method: 'GET', url: initiateUrl(fields) });
    expect(res.statusCode).toBe(200);
    return { fields, html: res.body, trackingId: hidden(res.body, 'tracking_id'), pageToken: hidden(res.body, 'page_token') };
  }
  const pay = (page: { trackingId: string; pageToken: string }, card: string, extra: Record<string, string> = {}) =>
    app.inject(
      form({ tracking_id: page.trackingId, page_token: page.pageToken, action: 'pay', card, name: 'Aisha', expiry: '12/30', cvv: '123', ...extra }),
    );
  const result = (html: string) => {
    const target = /<form id="back" method="post" action="([^"]+)"/.exec(html)?.[1];
    return { target: target && unescape(target), resp: decodeParams(decryptMessage(hidden(html, 'encResp'), WORKING_KEY)) };
  };
  const status = async (query: Record<string, string>, accessCode = ACCESS_CODE) => {
    const res = await app.inject({
      method: 'POST',
      url: '/apis/servlet/DoWebTrans',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        command: 'orderStatusTracker',
        request_type: 'JSON',
        response_type: 'JSON',
        version: '1.2',
        access_code: accessCode,
        enc_request: encryptMessage(JSON.stringify(query), WORKING_KEY),
      }).toString(),
    });
    const outer = decodeParams(res.body);
    return outer.status === '0' ? (JSON.parse(decryptMessage(outer.enc_response!, WORKING_KEY)) as Record<string, unknown>) : outer;
  };

  it('shows the card page, framed only by the portal, in English and in Arabic', async () => {
    const { html, trackingId } = await open();
    expect(trackingId).toMatch(/^\d{12}$/);
    expect(html).toContain('<label for="f-card">Card number</label><input id="f-card" name="card"');
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).toContain('AED 1,575.00');
    const res = await app.inject({ method: 'GET', url: initiateUrl(request({ language: 'AR' })) });
    expect(res.body).toContain('lang="ar" dir="rtl"');
    expect(res.body).toContain('رقم البطاقة');
    // the amount keeps its number and reads left to right inside the Arabic page (issue 21 item 11)
    expect(res.body).toContain('<bdi dir="ltr" class="num">AED 1,575.00</bdi>');
    expect(res.headers['content-security-policy']).toContain(`frame-ancestors ${PORTAL}`);
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it("answers '10002 Merchant Authentication failed' for a wrong access code, merchant or key", async () => {
    for (const url of [
      initiateUrl(request(), 'AVWRONG0000000000'),
      initiateUrl(request({ merchant_id: '99999' })),
      initiateUrl(request(), ACCESS_CODE, 'another-working-key-000000000000'),
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('Error Code: 10002 Merchant Authentication failed');
    }
  });

  it("answers '10001 Invalid Request' for a malformed request", async () => {
    for (const url of [
      initiateUrl(request({ currency: 'USD' })),
      initiateUrl(request({ amount: '-5' })),
      initiateUrl(request({ amount: '12.345' })),
      initiateUrl(request({ order_id: 'bad id with spaces' })),
      initiateUrl(request({ redirect_url: 'javascript:alert(1)' })),
      `/transaction/transaction.do?command=initiateTransaction&encRequest=nothex&access_code=${ACCESS_CODE}`,
      `/transaction/transaction.do?command=somethingElse&access_code=${ACCESS_CODE}`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Error Code: 10001 Invalid Request');
    }
  });

  it('hands a paid order back to redirect_url with the fields the merchant reads', async () => {
    const page = await open();
    const res = await pay(page, TEST_CARDS.success);
    const { target, resp } = result(res.body);
    expect(target).toBe(page.fields.redirect_url);
    expect(resp).toMatchObject({
      order_id: page.fields.order_id,
      tracking_id: page.trackingId,
      order_status: 'Success',
      currency: 'AED',
      amount: '1575.00',
      merchant_param1: 'student-42',
      merchant_param2: 'registration',
      billing_name: 'Aisha Al Mansoori',
      payment_mode: 'Credit Card',
    });
    expect(resp.bank_ref_no).toMatch(/^\d{12}$/);
    expect(resp.trans_date).toBe('24/11/2026 12:00:00');
    expect(res.headers['content-security-policy']).toContain("form-action 'self' http://127.0.0.1:4999");

    // Posting the page again (a double tap) hands back the same result; it never pays twice.
    const again = result((await pay(page, TEST_CARDS.success)).body);
    expect(again.resp.bank_ref_no).toBe(resp.bank_ref_no);
    expect(await status({ order_no: page.fields.order_id, reference_no: '' })).toMatchObject({
      status: 0,
      order_status: 'Successful',
      order_amt: 1575,
      order_currncy: 'AED',
      order_bank_ref_no: resp.bank_ref_no,
    });
  });

  it('hands a declined card back as Failure and a cancelled one to cancel_url as Aborted', async () => {
    const declined = await open();
    const failed = result((await pay(declined, TEST_CARDS.failure)).body);
    expect(failed.target).toBe(declined.fields.redirect_url);
    expect(failed.resp).toMatchObject({ order_status: 'Failure', failure_message: 'Card declined by issuing bank' });
    expect(await status({ reference_no: declined.trackingId })).toMatchObject({ order_status: 'Unsuccessful' });

    const cancelled = await open();
    const res = await app.inject(form({ tracking_id: cancelled.trackingId, page_token: cancelled.pageToken, action: 'cancel' }));
    const aborted = result(res.body);
    expect(aborted.target).toBe(cancelled.fields.cancel_url);
    expect(aborted.resp.order_status).toBe('Aborted');
  });

  it('keeps the slow card Awaited until the bank answers, then hands back Success', async () => {
    const page = await open();
    const res = await pay(page, TEST_CARDS.slow);
    expect(res.body).toContain('The bank is processing your payment');
    expect(res.body).toMatch(/http-equiv="refresh"/);
    expect(await status({ reference_no: page.trackingId })).toMatchObject({ order_status: 'Awaited' });
    clock += 5000;
    expect(await status({ reference_no: page.trackingId })).toMatchObject({ order_status: 'Successful' });
    const later = await app.inject({ method: 'GET', url: `/transaction/result?tracking_id=${page.trackingId}&page_token=${page.pageToken}` });
    expect(result(later.body).resp.order_status).toBe('Success');
  });

  it('re-shows the form with a message per field for a bad card, keeping name and expiry', async () => {
    const page = await open();
    const res = await pay(page, '4111111111111112', { name: 'Aisha', expiry: '01/20', cvv: '1' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('Enter a valid card number.');
    expect(res.body).toContain('Enter a valid expiry date (MM/YY) in the future.');
    expect(res.body).toContain('Enter the 3-digit CVV.');
    expect(res.body).toContain('value="Aisha"');
    const unknown = await pay(page, '5555555555554444');
    expect(unknown.body).toContain('This card is not accepted here. Use one of the test cards.');
    expect(await status({ reference_no: page.trackingId })).toMatchObject({ order_status: 'Initiated' });
  });

  it("refuses to settle somebody else's order without its page token", async () => {
    const page = await open();
    const res = await pay({ trackingId: page.trackingId, pageToken: 'guessed' }, TEST_CARDS.success);
    expect(res.body).toContain('10001 Invalid Request');
    expect(await status({ reference_no: page.trackingId })).toMatchObject({ order_status: 'Initiated' });
  });

  it('refuses an order id reused for another amount, and re-shows the page for the same order', async () => {
    const fields = request();
    const first = await open(fields);
    const reopened = await open(fields);
    expect(reopened.trackingId).toBe(first.trackingId);
    const res = await app.inject({ method: 'GET', url: initiateUrl({ ...fields, amount: '1.00' }) });
    expect(res.body).toContain('10001 Invalid Request');
  });

  it('answers a status call naming an order number and a tracking id only when both are the same order', async () => {
    const a = await open();
    const b = await open();
    expect(await status({ order_no: a.fields.order_id, reference_no: a.trackingId })).toMatchObject({
      status: 0,
      order_no: a.fields.order_id,
      reference_no: a.trackingId,
    });
    expect(await status({ order_no: a.fields.order_id, reference_no: b.trackingId })).toMatchObject({ status: 1, error_desc: 'No records found' });
  });

  it('answers the status API only with the right access code, and says when an order is unknown', async () => {
    expect(await status({ order_no: 'nope', reference_no: '' })).toMatchObject({ status: 1, error_desc: 'No records found' });
    expect(await status({ order_no: 'nope' }, 'AVWRONG0000000000')).toMatchObject({ status: '1', enc_response: 'Access_code: Invalid Parameter' });
  });

  it('remembers orders across a restart', async () => {
    const page = await open();
    await pay(page, TEST_CARDS.success);
    const book = createOrderBook({ dataDir, now });
    expect(book.byTracking(page.trackingId)).toMatchObject({ status: 'Success', orderId: page.fields.order_id });
  });
});
