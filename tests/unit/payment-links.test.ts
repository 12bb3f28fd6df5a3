jest.mock('next/headers', () => jest.requireActual('./support/next-headers'));

import { linkOfOrder } from '@/lib/payments/link-return';
import { linkReturnOutcome, loadPaymentLink, mayRetry, payPaymentLink } from '@/lib/payments/links';
import { loginWithPassword } from '@/lib/auth/login';
import { browser } from './support/next-headers';
import { apiUser, envelope, fakeUpstream } from './support/upstream';

// Payment links through the use cases against a scripted API: R§4's routing of the gateway's return
// (status, then the second check), and the public calls, which never carry a learner's token.

const upstream = fakeUpstream();
afterAll(() => upstream.restore());
beforeEach(() => {
  upstream.reset();
  browser.reset();
});

const GET = '/payment/v1/web-hook/get-payment-link';
const VERIFY = '/payment/v1/payment-links/verify';
const CHECK = '/payment/v1/payment-links/check';
const ID = 'PL-DemoAishaParking00000001';
/** The centre's answer: `amount` in AED (the portal reads it into fils). */
const link = {
  id: ID,
  amount: 150,
  description: { en: 'Extra parking practice', ar: 'تدريب إضافي على ركن السيارة' },
  status: 'open',
  expiresAt: '2030-12-31T19:59:59.000Z',
  learnerFirstName: 'Aisha',
};
const query = { order_id: 'LNK-MI1-ABCD', tracking_id: '310012345678' };

describe("the link return's routing (R§4 'Payment-link verification')", () => {
  it.each([
    ['success', true, { page: 'success' }],
    ['success', false, { page: 'error', reason: 'check' }],
    ['cancelled', undefined, { page: 'cancelled' }],
    ['failed', undefined, { page: 'error', reason: 'failed' }],
    ['pending', undefined, { page: 'error', reason: 'failed' }],
  ] as const)('status %s, second check %s → %o', async (status, valid, expected) => {
    upstream.reply('POST', VERIFY, 200, envelope({ status }));
    upstream.reply('POST', CHECK, 200, envelope({ valid }));
    expect(await linkReturnOutcome(query)).toEqual(expected);
    expect(upstream.calls(VERIFY)[0]?.body).toEqual({ orderId: query.order_id, trackingId: query.tracking_id });
    // the second check only after a success
    expect(upstream.calls(CHECK)).toHaveLength(status === 'success' ? 1 : 0);
  });

  it.each([
    ['the verification is refused', () => upstream.reply('POST', VERIFY, 404, { statusCode: 404, code: 'not_found', message: 'Not Found' })],
    ['the API is down', () => upstream.refuse('POST', VERIFY)],
    ['the answer has another shape', () => upstream.reply('POST', VERIFY, 200, envelope({ status: 'paid' }))],
    [
      'the second check fails',
      () => {
        upstream.reply('POST', VERIFY, 200, envelope({ status: 'success' }));
        upstream.reply('POST', CHECK, 500, { statusCode: 500, code: 'internal', message: 'Internal Server Error' });
      },
    ],
  ])('an exception (%s) → the error page with the verification error', async (_what, script) => {
    script();
    jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    expect(await linkReturnOutcome(query)).toEqual({ page: 'error', reason: 'verify' });
  });

  it('a return without an order or tracking id asks nobody', async () => {
    expect(await linkReturnOutcome({ order_id: 'LNK-1' })).toEqual({ page: 'error', reason: 'verify' });
    expect(await linkReturnOutcome({ order_id: ['a', 'b'], tracking_id: '1' })).toEqual({ page: 'error', reason: 'verify' });
    expect(await linkReturnOutcome({ order_id: '../x', tracking_id: '1' })).toEqual({ page: 'error', reason: 'verify' });
    expect(upstream.seen).toEqual([]);
  });
});

describe('the public link calls', () => {
  it("never send a learner's token, even with one logged in in this browser", async () => {
    upstream.reply('POST', '/user/v1/auth/login', 200, envelope({ user: apiUser(), token: 'tok-learner' }));
    await loginWithPassword({ countryCode: '971', startingCode: '50', number: '1234567', password: 'Student@12345' });
    upstream.reply('POST', GET, 200, envelope(link));
    const { amount, ...rest } = link;
    expect(await loadPaymentLink(ID)).toEqual({ ok: true, value: { ...rest, amountFils: amount * 100 } });
    expect(upstream.calls(GET)[0]?.body).toEqual({ id: ID });
    expect(upstream.calls(GET)[0]?.headers.get('authorization')).toBeNull();
  });

  it('an id that cannot be a link is not found without asking', async () => {
    expect(await loadPaymentLink('../../user/v1/student/profile')).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await payPaymentLink('')).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(upstream.seen).toEqual([]);
  });

  it('Pay now answers the gateway page, or the refusal by its code', async () => {
    const paymentLink = 'http://localhost:4020/transaction/transaction.do?command=initiateTransaction&encRequest=ab&access_code=X';
    upstream.reply('POST', GET, 200, envelope({ ...link, orderId: 'LNK-1', paymentLogObj: { paymentLink } }));
    expect(await payPaymentLink(ID)).toEqual({ ok: true, value: { paymentUrl: paymentLink } });
    expect(upstream.calls(GET)[0]?.body).toEqual({ id: ID, pay: true });

    upstream.reply('POST', GET, 410, { statusCode: 410, code: 'link_expired', message: 'This payment link has expired' });
    expect(await payPaymentLink(ID)).toMatchObject({ ok: false, error: { status: 410, code: 'link_expired' } });
  });

  it('a gateway address that is not http(s) is contract drift, never a place to send the payer', async () => {
    jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    upstream.reply('POST', GET, 200, envelope({ ...link, orderId: 'LNK-1', paymentLogObj: { paymentLink: 'javascript:alert(1)' } }));
    expect(await payPaymentLink(ID)).toMatchObject({ ok: false, error: { code: 'service_unavailable' } });
  });
});

describe('the way back to the request after a declined or cancelled payment (issue 21 item 15)', () => {
  const paymentLink = 'http://localhost:4020/transaction/transaction.do?command=initiateTransaction&encRequest=ab&access_code=X';

  it('Pay now remembers which link its order pays; the return reads it back for that order only', async () => {
    upstream.reply('POST', GET, 200, envelope({ ...link, orderId: 'LNK-MI1-ABCD', paymentLogObj: { paymentLink } }));
    await payPaymentLink(ID);
    expect(await linkOfOrder('LNK-MI1-ABCD')).toBe(ID);
    expect(await linkOfOrder('LNK-MI1-OTHER')).toBeNull();
  });

  it('a refused Pay now remembers nothing, and a forged value names no link', async () => {
    upstream.reply('POST', GET, 410, { statusCode: 410, code: 'link_expired', message: 'This payment link has expired' });
    await payPaymentLink(ID);
    expect(browser.cookieNames()).toEqual([]);
    browser.setCookie('payment_link_order', 'LNK-1:../../api/x');
    expect(await linkOfOrder('LNK-1')).toBeNull();
  });

  it.each([
    [{ page: 'error', reason: 'failed' }, true],
    [{ page: 'cancelled' }, true],
    [{ page: 'success' }, false],
    // charged but not credited to the link, or not confirmed: paying again could charge twice
    [{ page: 'error', reason: 'check' }, false],
    [{ page: 'error', reason: 'verify' }, false],
  ] as const)('%o may be tried again: %s', (outcome, expected) => {
    expect(mayRetry(outcome)).toBe(expected);
  });
});
