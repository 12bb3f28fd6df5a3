import table from '../fixtures/rules/pricing.json';
import { milestoneAmount, paymentQuote, type FeeLine } from '../../reference-api/src/modules/enrolment/pricing';

// The API's pricing rules (the only copy: the portal shows the amounts the API computes) against their case table.

describe('reference API pricing against tests/fixtures/rules/pricing.json', () => {
  const amounts = table.milestones.map((m) => milestoneAmount({ lines: m.lines as FeeLine[], discountBp: m.discountBp }));

  it.each(table.milestones.map((m, i) => [m.name, i] as const))('milestone: %s', (_name, i) => {
    expect(amounts[i]).toEqual(table.milestones[i]!.expected);
  });

  it.each(table.quotes)('payment: $name', ({ milestones, referralFils, walletFils, expected }) => {
    expect(paymentQuote({ milestones: milestones.map((i) => amounts[i]!), referralFils, walletFils })).toMatchObject(expected);
  });

  it('paying stage by stage adds up to the full payment', () => {
    const full = paymentQuote({ milestones: amounts });
    const parts = amounts.map((m) => paymentQuote({ milestones: [m] }).payableFils);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(full.payableFils);
  });
});
