// A copy of the portal's lib/domain/pricing.ts (the two packages cannot import each other); both run
// against tests/fixtures/rules/pricing.json, so they cannot drift apart. R§9 amounts in integer fils:
// discount and VAT rounded per milestone to the whole fils, halves up; a payment sums its milestones.

export type Payee = 'centre' | 'rta';

export interface FeeLine {
  code: string;
  payee: Payee;
  /** Price of one unit, before VAT, in fils. */
  unitFils: number;
  quantity: number;
}

/** 5% VAT on the centre's fees; RTA fees are not taxed (R§1). In basis points. */
export const VAT_BP = 500;

/** `value × bp / 10000`, rounded to the whole fils, halves up. */
export function applyBp(valueFils: number, bp: number): number {
  if (valueFils <= 0 || bp <= 0) return 0;
  return Math.floor((valueFils * bp + 5000) / 10000);
}

export interface MilestoneAmount {
  /** Centre fees before discount and VAT. */
  centreFils: number;
  /** The promotion's discount on the centre fees. */
  discountFils: number;
  /** VAT on the centre fees after discount. */
  vatFils: number;
  /** RTA fees (untaxed, never discounted). */
  rtaFils: number;
  /** centre + RTA, before VAT and discount (R§3 amount.totalAmount). */
  totalFils: number;
  /** What the milestone costs: total + VAT − discount (R§3 totalAmountWithDiscount). */
  totalWithDiscountFils: number;
}

/** The amount of one milestone's fee lines, with a promotion of `discountBp` on the centre's part. */
export function milestoneAmount({
  lines,
  discountBp = 0,
  vatBp = VAT_BP,
}: {
  lines: readonly FeeLine[];
  discountBp?: number;
  vatBp?: number;
}): MilestoneAmount {
  let centreFils = 0;
  let rtaFils = 0;
  for (const line of lines) {
    const fils = line.unitFils * line.quantity;
    if (line.payee === 'rta') rtaFils += fils;
    else centreFils += fils;
  }
  const discountFils = Math.min(centreFils, applyBp(centreFils, discountBp));
  const vatFils = applyBp(centreFils - discountFils, vatBp);
  const totalFils = centreFils + rtaFils;
  return { centreFils, discountFils, vatFils, rtaFils, totalFils, totalWithDiscountFils: totalFils + vatFils - discountFils };
}

export interface PaymentQuote extends MilestoneAmount {
  /** The referral amount taken off this payment. */
  referralFils: number;
  /** The learner's wallet (token balance) used, never more than what is left to pay. */
  walletFils: number;
  /** R§9: total + tax − discount − referral − token balance; the proceed button needs it above 0. */
  payableFils: number;
  /** R§9: the amount sent for payment, the total (after VAT and discount) minus the referral; the
   * wallet part is drawn by the API itself. */
  amountForPaymentFils: number;
}

/** Sum of the milestones a payment covers, then the referral and the wallet, once. */
export function paymentQuote({
  milestones,
  referralFils = 0,
  walletFils = 0,
}: {
  milestones: readonly MilestoneAmount[];
  referralFils?: number;
  walletFils?: number;
}): PaymentQuote {
  const sum = (key: keyof MilestoneAmount) => milestones.reduce((total, m) => total + m[key], 0);
  const parts: MilestoneAmount = {
    centreFils: sum('centreFils'),
    discountFils: sum('discountFils'),
    vatFils: sum('vatFils'),
    rtaFils: sum('rtaFils'),
    totalFils: sum('totalFils'),
    totalWithDiscountFils: sum('totalWithDiscountFils'),
  };
  const referral = Math.max(0, referralFils);
  const amountForPaymentFils = parts.totalWithDiscountFils - referral;
  const wallet = Math.min(Math.max(0, walletFils), Math.max(0, amountForPaymentFils));
  return { ...parts, referralFils: referral, walletFils: wallet, payableFils: amountForPaymentFils - wallet, amountForPaymentFils };
}
