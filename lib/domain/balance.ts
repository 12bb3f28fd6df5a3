// The dashboard's course balance (D§ dashboard home, R§3 "Amount summary"): the course's amount
// itemised (centre fees, discount, VAT, RTA fees) and split into what paid stages cover and what
// is still due, from the API's per-milestone amounts. Pure and in integer fils; the API's milestone
// amounts already round VAT per milestone, so the parts add up to the whole exactly.

export interface MilestoneShare {
  paid: boolean;
  amount: { centreFils: number; discountFils: number; vatFils: number; rtaFils: number; totalWithDiscountFils: number };
}

export interface CourseBalance {
  centreFils: number;
  discountFils: number;
  vatFils: number;
  rtaFils: number;
  totalFils: number;
  paidFils: number;
  remainingFils: number;
  paidStages: number;
  stages: number;
}

export function courseBalance({ milestones }: { milestones: readonly MilestoneShare[] }): CourseBalance {
  const out: CourseBalance = {
    centreFils: 0,
    discountFils: 0,
    vatFils: 0,
    rtaFils: 0,
    totalFils: 0,
    paidFils: 0,
    remainingFils: 0,
    paidStages: 0,
    stages: 0,
  };
  for (const { paid, amount } of milestones) {
    out.centreFils += amount.centreFils;
    out.discountFils += amount.discountFils;
    out.vatFils += amount.vatFils;
    out.rtaFils += amount.rtaFils;
    out.totalFils += amount.totalWithDiscountFils;
    if (paid) {
      out.paidFils += amount.totalWithDiscountFils;
      out.paidStages += 1;
    } else out.remainingFils += amount.totalWithDiscountFils;
    out.stages += 1;
  }
  return out;
}
