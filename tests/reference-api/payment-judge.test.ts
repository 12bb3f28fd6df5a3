import type { GatewayWord } from '../../reference-api/src/modules/payments/orders/gateway-client';
import { filsOf } from '../../reference-api/src/modules/money/aed';
import { judge } from '../../reference-api/src/modules/payments/orders/service';

// The table of what the status call's word credits (issue 21 item 1): only this order number, a final
// status, exactly the order's amount in fils, its currency, a tracking id, and the one a reply named.

const order = { orderId: 'REG-1', amountFils: 489_950, currency: 'AED' };
const word = (over: Partial<Extract<GatewayWord, { kind: 'known' }>> = {}): GatewayWord => ({
  kind: 'known',
  orderNo: 'REG-1',
  orderStatus: 'Successful',
  amountFils: 489_950,
  currency: 'AED',
  referenceNo: '112233445566',
  bankRefNo: '998877665544',
  ...over,
});

describe('judge: what the gateway confirms', () => {
  it.each([
    ['a success for this order, amount, currency and tracking id', word(), '112233445566', { ok: true }],
    ['a success when the reply named no tracking id', word(), undefined, { ok: true }],
    ['Shipped (captured) is a success', word({ orderStatus: 'Shipped' }), undefined, { ok: true }],
    ['a failure, confirmed', word({ orderStatus: 'Unsuccessful' }), '112233445566', { ok: true }],
    ['another order number', word({ orderNo: 'REG-2' }), undefined, { ok: false, why: 'mismatch' }],
    ['one fils less', word({ amountFils: 489_949 }), undefined, { ok: false, why: 'mismatch' }],
    ['an amount that is not a plain decimal', word({ amountFils: null }), undefined, { ok: false, why: 'mismatch' }],
    ['another currency', word({ currency: 'USD' }), undefined, { ok: false, why: 'mismatch' }],
    ['another tracking id than the reply named', word(), '000000000000', { ok: false, why: 'mismatch' }],
    ['a success without a tracking id', word({ referenceNo: '' }), undefined, { ok: false, why: 'mismatch' }],
    ['still Initiated', word({ orderStatus: 'Initiated' }), undefined, { ok: false, why: 'waiting' }],
    ['Awaited (the bank is slow)', word({ orderStatus: 'Awaited' }), undefined, { ok: false, why: 'waiting' }],
    ['never seen by the gateway', { kind: 'unknown' } as GatewayWord, undefined, { ok: false, why: 'unknown' }],
    ['the gateway down', { kind: 'unavailable', reason: 'status 503' } as GatewayWord, undefined, { ok: false, why: 'unavailable' }],
  ])('%s', (_name, w, claimed, expected) => {
    expect(judge(order, w, claimed)).toMatchObject(expected);
  });

  it('settles with the gateway’s tracking id and bank reference, and the order’s own amount', () => {
    expect(judge(order, word())).toEqual({
      ok: true,
      result: { orderId: 'REG-1', orderStatus: 'success', amount: '4899.50', currency: 'AED', trackingId: '112233445566', bankRefNo: '998877665544' },
    });
  });
});

describe('filsOf: the status call’s amount, never through a float product', () => {
  it.each([
    [4899.5, 489_950],
    ['4899.50', 489_950],
    [9876.54, 987_654],
    ['0.1', 10],
    [1575, 157_500],
    ['1575.005', null],
    ['-1.00', null],
    ['1e3', null],
    ['', null],
    [null, null],
  ])('%p → %p', (value, fils) => {
    expect(filsOf(value)).toBe(fils);
  });
});
