import { z } from 'zod';

// The centre's API names money in AED with two decimals (R§3, R§9); the portal keeps integer fils
// end to end (docs/money.md). This is the one place the two meet. The conversion goes through the
// decimal text, never through `value × 100`: 4.35 × 100 is 434.99999999999994 in floating point, and
// an amount with a third decimal is contract drift to refuse, not a figure to round.
// No server-only import: lib/queries parses pass-through answers with the same schemas.

/** 10 000 000 000 AED: far above any fee, and low enough that fils / 100 prints back exactly. */
export const MAX_FILS = 1e15;

const AED_TEXT = /^(-)?(\d{1,16})(?:\.(\d{1,2}))?$/;

/** Fils from an AED amount (`12`, `12.5`, `'12.50'`), or null for anything else. */
export function parseAed(value: unknown): number | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  // A number's shortest round-trip text: 0.1 + 0.2 reads '0.30000000000000004' and is refused.
  const match = AED_TEXT.exec(String(value));
  if (!match) return null;
  const [, minus, whole = '', fraction = ''] = match;
  const fils = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (fils > MAX_FILS) return null;
  return minus && fils !== 0 ? -fils : fils;
}

/** Fils from an AED amount; throws on more than two decimals, garbage or an absurd size. */
export function filsFromAed(value: number | string): number {
  const fils = parseAed(value);
  if (fils === null) throw new RangeError(`not an AED amount: ${JSON.stringify(value)}`);
  return fils;
}

/** AED for the centre's payloads; exact, because fils / 100 of a safe integer prints with ≤ 2 decimals. */
export function aedFromFils(fils: number): number {
  if (!Number.isSafeInteger(fils) || Math.abs(fils) > MAX_FILS) throw new RangeError(`not a whole number of fils: ${fils}`);
  return fils === 0 ? 0 : fils / 100;
}

const amountInput = z.union([z.number(), z.string()]);

/** An AED amount in an answer, parsed into integer fils; a negative one does not fit. */
export const aedAsFils = amountInput
  .refine((value) => (parseAed(value) ?? -1) >= 0, { error: 'an AED amount with at most two decimals' })
  .transform((value) => filsFromAed(value));

/** The same for the few figures the spec lets go below zero (roundOff, adjustments). */
export const signedAedAsFils = amountInput
  .refine((value) => parseAed(value) !== null, { error: 'an AED amount with at most two decimals' })
  .transform((value) => filsFromAed(value));
