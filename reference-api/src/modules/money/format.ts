// An amount in fils written for people (notifications): two decimals, thousands grouped, as the
// portal's formatAed writes it, so a notice and the page it points to read the same figure.
export function aedText(fils: number): string {
  const abs = Math.abs(fils);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${fils < 0 ? '-' : ''}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount in fils as the spec's wire writes it (R§3, R§9: AED, two decimals); exact for whole fils. */
export function aedAmount(fils: number): number {
  if (!Number.isSafeInteger(fils)) throw new RangeError(`not a whole number of fils: ${fils}`);
  return fils === 0 ? 0 : fils / 100;
}
