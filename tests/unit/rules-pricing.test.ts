import table from '@/tests/fixtures/rules/pricing.json';
import { formatAed, milestoneAmount, paymentQuote, type FeeLine } from '@/lib/domain/pricing';

// The amounts against their case table (the reference API runs the same table).

describe('pricing against tests/fixtures/rules/pricing.json', () => {
  const amounts = table.milestones.map((m) => milestoneAmount({ lines: m.lines as FeeLine[], discountBp: m.discountBp }));

  it.each(table.milestones.map((m, i) => [m.name, i] as const))('milestone: %s', (_name, i) => {
    expect(amounts[i]).toEqual(table.milestones[i]!.expected);
  });

  it.each(table.quotes)('payment: $name', ({ milestones, referralFils, walletFils, expected }) => {
    const quote = paymentQuote({ milestones: milestones.map((i) => amounts[i]!), referralFils, walletFils });
    expect(quote).toMatchObject(expected);
  });

  it('paying stage by stage adds up to the full payment', () => {
    const full = paymentQuote({ milestones: amounts });
    const parts = amounts.map((m) => paymentQuote({ milestones: [m] }).payableFils);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(full.payableFils);
  });
});

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
