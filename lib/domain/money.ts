// The portal's one money module. Amounts arrive as integer fils, computed by the API's ledger
// (docs/money.md); the portal adds nothing up again, it only formats them, once, at the edge.

/** AED with two decimals from fils, in the page's language (Arabic digits stay Western: RTA receipts use them). */
export function formatAed(fils: number, lang: 'en' | 'ar'): string {
  const negative = fils < 0;
  const abs = Math.abs(fils);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  const text = `${whole}.${String(abs % 100).padStart(2, '0')}`;
  const signed = negative ? `-${text}` : text;
  return lang === 'ar' ? `${signed} د.إ` : `AED ${signed}`;
}
