import pricing from '@/tests/fixtures/rules/pricing.json';
import { formatAed, paymentQuote, type SummaryFils } from '@/lib/domain/money';

describe('formatAed', () => {
  it.each([
    [0, 'en', 'AED 0.00'],
    [5, 'en', 'AED 0.05'],
    [123456789, 'en', 'AED 1,234,567.89'],
    [-10000, 'en', 'AED -100.00'],
    [274977, 'ar', '2,749.77 د.إ'],
  ] as const)('%d fils in %s reads %s', (fils, lang, text) => {
    expect(formatAed(fils, lang)).toBe(text);
  });
});

// R§9 amount payable, computed by the portal from the centre's payment summary: the same case table the
// reference API's paymentQuote runs (tests/fixtures/rules/pricing.json "quotes"), plus the edges.
describe('paymentQuote (R§9 amount payable)', () => {
  const KEYS = ['centreFils', 'discountFils', 'vatFils', 'rtaFils', 'totalFils', 'totalWithDiscountFils'] as const;
  const summaryOf = (indices: number[]): SummaryFils => {
    const out = { centreFils: 0, discountFils: 0, vatFils: 0, rtaFils: 0, totalFils: 0, totalWithDiscountFils: 0 };
    for (const i of indices) for (const k of KEYS) out[k] += pricing.milestones[i]!.expected[k];
    return out;
  };

  it.each(pricing.quotes)('$name', ({ milestones, referralFils, walletFils, expected }) => {
    expect(paymentQuote(summaryOf(milestones), referralFils, walletFils)).toMatchObject(expected);
  });

  const summary = { centreFils: 100000, discountFils: 10000, vatFils: 4500, rtaFils: 20000, totalFils: 120000, totalWithDiscountFils: 114500 };
  it.each([
    { name: 'nothing off', referral: 0, wallet: 0, payable: 114500, forPayment: 114500, walletUsed: 0 },
    { name: 'referral then token balance', referral: 15000, wallet: 25000, payable: 74500, forPayment: 99500, walletUsed: 25000 },
    {
      name: 'a wallet larger than what is left pays it all, never below 0',
      referral: 15000,
      wallet: 500000,
      payable: 0,
      forPayment: 99500,
      walletUsed: 99500,
    },
    {
      name: 'a referral larger than the amount: below 0, the wallet untouched',
      referral: 200000,
      wallet: 5000,
      payable: -85500,
      forPayment: -85500,
      walletUsed: 0,
    },
    { name: 'a negative referral or wallet counts as 0', referral: -100, wallet: -100, payable: 114500, forPayment: 114500, walletUsed: 0 },
  ])('$name', ({ referral, wallet, payable, forPayment, walletUsed }) => {
    const q = paymentQuote(summary, referral, wallet);
    expect(q).toMatchObject({ payableFils: payable, amountForPaymentFils: forPayment, walletFils: walletUsed });
    // R§9 as the spec writes it: total + tax − discount − referral − token balance (the balance used)
    expect(q.payableFils).toBe(q.totalFils + q.vatFils - q.discountFils - q.referralFils - q.walletFils);
  });
});
