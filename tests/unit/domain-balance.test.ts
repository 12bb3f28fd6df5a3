import { courseBalance, type MilestoneShare } from '@/lib/domain/balance';

// The dashboard's balance: the course itemised, and paid + remaining always equal to the total.

const m = (paid: boolean, centreFils: number, rtaFils: number, discountFils = 0): MilestoneShare => {
  const vatFils = Math.floor(((centreFils - discountFils) * 500 + 5000) / 10000);
  return { paid, amount: { centreFils, discountFils, vatFils, rtaFils, totalWithDiscountFils: centreFils - discountFils + vatFils + rtaFils } };
};

describe('courseBalance', () => {
  it.each([
    [
      'nothing paid',
      [m(false, 35000, 44000), m(false, 230000, 0)],
      { paidFils: 0, remainingFils: 35000 + 1750 + 44000 + 230000 + 11500, paidStages: 0 },
    ],
    ['first stage paid', [m(true, 35000, 44000), m(false, 230000, 0)], { paidFils: 35000 + 1750 + 44000, remainingFils: 241500, paidStages: 1 }],
    [
      'all paid, with a discount',
      [m(true, 10001, 0, 1000), m(true, 0, 20000)],
      { paidFils: 9001 + 450 + 20000, remainingFils: 0, paidStages: 2, discountFils: 1000 },
    ],
    ['no milestones', [], { totalFils: 0, paidFils: 0, remainingFils: 0, stages: 0 }],
  ] as const)('%s', (_name, milestones, expected) => {
    const balance = courseBalance({ milestones });
    expect(balance).toMatchObject(expected);
    expect(balance.paidFils + balance.remainingFils).toBe(balance.totalFils);
    expect(balance.centreFils - balance.discountFils + balance.vatFils + balance.rtaFils).toBe(balance.totalFils);
  });
});
