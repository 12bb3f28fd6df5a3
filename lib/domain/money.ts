// The portal's one money module. Amounts arrive as integer fils, computed by the API's ledger
// (docs/money.md); the portal adds nothing up again, it formats them, once, at the edge. The one
// sum it makes is R§9's "amount payable" (`paymentQuote`), which the spec gives as a rule on the
// payment summary's own figures.

/** AED with two decimals from fils, in the page's language (Arabic digits stay Western: RTA receipts use them). */
export function formatAed(fils: number, lang: 'en' | 'ar'): string {
  const negative = fils < 0;
  const abs = Math.abs(fils);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  const text = `${whole}.${String(abs % 100).padStart(2, '0')}`;
  const signed = negative ? `-${text}` : text;
  return lang === 'ar' ? `${signed} د.إ` : `AED ${signed}`;
}

/** R§3 payment summary in fils (read by the adapter from the centre's AED). */
export interface SummaryFils {
  centreFils: number;
  discountFils: number;
  vatFils: number;
  rtaFils: number;
  /** R§3 `totalAmount`: centre + RTA before discount and VAT */
  totalFils: number;
  /** R§3 `totalAmountWithDiscount`: total − discount + tax */
  totalWithDiscountFils: number;
}

export interface PaymentQuote extends SummaryFils {
  /** the referral taken off this payment */
  referralFils: number;
  /** the learner's wallet (R§3 token balance) used: never more than what is left to pay */
  walletFils: number;
  /** R§9 "amount payable": total + tax − discount − referral − token balance; Proceed needs it above 0 */
  payableFils: number;
  /** R§9 "the amount sent for payment": the total (after VAT and discount) minus the referral */
  amountForPaymentFils: number;
}

/**
 * R§9: amount payable = total plus tax minus discount minus referral amount minus token balance; the
 * amount sent for payment is that total minus the referral (the wallet part is drawn by the API).
 * The token balance counts only up to what is left after the referral, so the amount payable is
 * never below 0 because of the wallet. Held to tests/fixtures/rules/pricing.json's quotes, as the
 * reference API's paymentQuote is.
 */
export function paymentQuote(summary: SummaryFils, referralFils: number, tokenBalanceFils: number): PaymentQuote {
  const referral = Math.max(0, referralFils);
  const amountForPaymentFils = summary.totalFils + summary.vatFils - summary.discountFils - referral;
  const walletFils = Math.min(Math.max(0, tokenBalanceFils), Math.max(0, amountForPaymentFils));
  return { ...summary, referralFils: referral, walletFils, payableFils: amountForPaymentFils - walletFils, amountForPaymentFils };
}
