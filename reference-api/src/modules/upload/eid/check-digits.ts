// Check digits of the two numbering schemes on an Emirates ID card, and the OCR-confusion maps
// used to repair a field before its check digit decides whether it is trusted.

const MRZ_WEIGHTS = [7, 3, 1] as const;

function mrzCharValue(c: string): number {
  if (c === '<') return 0;
  if (c >= '0' && c <= '9') return c.charCodeAt(0) - 48;
  if (c >= 'A' && c <= 'Z') return c.charCodeAt(0) - 55;
  return Number.NaN;
}

/** ICAO 9303 check digit (weights 7-3-1, A=10 … Z=35, `<`=0). NaN for characters outside the MRZ set. */
export function mrzCheckDigit(field: string): number {
  let sum = 0;
  for (let i = 0; i < field.length; i++) sum += mrzCharValue(field[i]!) * MRZ_WEIGHTS[i % 3]!;
  return sum % 10;
}

export function mrzCheckValid(field: string, digit: string | undefined): boolean {
  return digit !== undefined && /^\d$/.test(digit) && mrzCheckDigit(field) === Number(digit);
}

/** Luhn check digit for a string of digits (the digit that would be appended). */
export function luhnCheckDigit(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    let d = payload.charCodeAt(payload.length - 1 - i) - 48;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function luhnValid(digits: string): boolean {
  return /^\d{2,}$/.test(digits) && luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

/**
 * 15 digits → "784-YYYY-NNNNNNN-N" when it is a UAE EID with a valid Luhn digit, else null.
 * Accepts any separators in the input ("784199012345676", "784 1990 1234567 6").
 */
export function normaliseEidNumber(input: string): string | null {
  const digits = input.replace(/[\s\-–—.]/g, '');
  if (!/^784\d{12}$/.test(digits) || !luhnValid(digits)) return null;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7, 14)}-${digits.slice(14)}`;
}

// Characters OCR commonly returns for a digit, and for a letter, on printed cards.
const TO_DIGIT: Record<string, string> = {
  O: '0',
  o: '0',
  Q: '0',
  D: '0',
  '°': '0',
  I: '1',
  l: '1',
  i: '1',
  '|': '1',
  '!': '1',
  ']': '1',
  '[': '1',
  Z: '2',
  z: '2',
  S: '5',
  s: '5',
  $: '5',
  G: '6',
  b: '6',
  T: '7',
  B: '8',
  g: '9',
  q: '9',
};
const TO_LETTER: Record<string, string> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '3': 'E',
  '4': 'A',
  '5': 'S',
  '6': 'G',
  '7': 'T',
  '8': 'B',
};

/** Maps look-alike letters to digits; other characters are kept. */
export const asDigits = (s: string) => [...s].map((c) => TO_DIGIT[c] ?? c).join('');
/** Maps look-alike digits to (upper-case) letters; other characters are upper-cased. */
export const asLetters = (s: string) => [...s].map((c) => TO_LETTER[c] ?? c.toUpperCase()).join('');
