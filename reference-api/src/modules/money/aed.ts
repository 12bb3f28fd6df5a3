import { z } from 'zod';

// AED in, fils inside: the one place the reference API reads an amount named in AED (R§3 and R§9 name
// amounts in AED with two decimals; the API counts integer fils). Read through the decimal text, never
// through `value × 100` (4.35 × 100 is 434.99999999999994): a number's shortest round-trip text is its
// decimal, so 4.35 reads '4.35' → 435 exactly, and a third decimal, float residue (0.1 + 0.2),
// exponents, signs and garbage are refused, not rounded. Answers go back through `aedOf` (format.ts).

/** 9 whole digits: far above any amount the API takes (its schemas cap at 10 000 000 AED). */
const AED_TEXT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Fils from a non-negative AED amount (`4899.5`, `'4899.50'`), or null when it is not one. */
export function filsOf(value: unknown): number | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  const m = AED_TEXT.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** The largest AED amount a request may name. */
export const MAX_AED = 10_000_000;

/** A request's AED amount: a JSON number with at most two decimals (read into fils with `aedToFils`). */
export const aed = z
  .number()
  .nonnegative()
  .max(MAX_AED)
  .refine((v) => filsOf(v) !== null, 'at most 2 decimals');

/** Fils of an amount `aed` accepted; throws on anything else (a caller that skipped the schema). */
export function aedToFils(value: number): number {
  const fils = filsOf(value);
  if (fils === null) throw new RangeError(`not an AED amount: ${value}`);
  return fils;
}
