// The one pricing engine (the portal shows what it computes and keeps no copy), held to
// tests/fixtures/rules/pricing.json. R§9 amounts in integer fils:
// discount and VAT rounded per fee line to the whole fils, halves up (priceLine); everything else sums lines.

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

/** One fee line priced: the promotion and then VAT, each rounded here and nowhere else (docs/money.md). */
export interface PricedLine {
  payee: Payee;
  unitFils: number;
  quantity: number;
  /** unit × quantity, before discount and VAT */
  grossFils: number;
  discountFils: number;
  /** gross − discount: what VAT is charged on (centre lines) */
  netFils: number;
  vatFils: number;
  /** net + VAT */
  totalFils: number;
}

/**
 * The one VAT rounding rule: per line, discount = gross × bp and VAT = net × 5%, each rounded to the
 * whole fils, halves up; RTA lines are neither discounted nor taxed. Every sum (a milestone, a
 * payment, a course, an invoice) adds whole lines, so any split of a course adds up to the whole.
 */
export function priceLine(line: Pick<FeeLine, 'payee' | 'unitFils' | 'quantity'>, discountBp = 0, vatBp = VAT_BP): PricedLine {
  const grossFils = line.unitFils * line.quantity;
  const centre = line.payee !== 'rta';
  const discountFils = centre ? Math.min(grossFils, applyBp(grossFils, discountBp)) : 0;
  const netFils = grossFils - discountFils;
  const vatFils = centre ? applyBp(netFils, vatBp) : 0;
  return {
    payee: line.payee,
    unitFils: line.unitFils,
    quantity: line.quantity,
    grossFils,
    discountFils,
    netFils,
    vatFils,
    totalFils: netFils + vatFils,
  };
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
  const out = { centreFils: 0, discountFils: 0, vatFils: 0, rtaFils: 0, totalFils: 0, totalWithDiscountFils: 0 };
  for (const line of lines) {
    const p = priceLine(line, discountBp, vatBp);
    if (p.payee === 'rta') out.rtaFils += p.grossFils;
    else out.centreFils += p.grossFils;
    out.discountFils += p.discountFils;
    out.vatFils += p.vatFils;
    out.totalFils += p.grossFils;
    out.totalWithDiscountFils += p.totalFils;
  }
  return out;
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
