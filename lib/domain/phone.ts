import { digitsOnly } from './digits';

// Light on purpose: phone fields on every sign-up and login page import this. The libphonenumber
// check (~9 kB gzip) lives in ./phone-validity, which only the lazily loaded schemas import.

/** R§9: UAE mobile numbers only: 971, one of these operator codes, then 7 digits. */
export const COUNTRY_CODE = '971';
export const STARTING_CODES = ['50', '52', '54', '55', '56', '58'] as const;
export const DEFAULT_STARTING_CODE: StartingCode = '50';
export const NUMBER_LENGTH = 7;

export type StartingCode = (typeof STARTING_CODES)[number];

export interface PhoneParts {
  countryCode: string;
  startingCode: string;
  number: string;
}

export function isStartingCode(value: string): value is StartingCode {
  return (STARTING_CODES as readonly string[]).includes(value);
}

const FULL_NUMBER = new RegExp(`^(?:00${COUNTRY_CODE}|${COUNTRY_CODE}|0)?(5\\d)(\\d{${NUMBER_LENGTH}})$`);

/**
 * A whole UAE mobile number pasted or autofilled ('+971 52 123 4567', '052 123 4567'), split
 * into its starting code and 7-digit number; null for anything else.
 */
export function splitUaeMobile(input: string): { startingCode: StartingCode; number: string } | null {
  const match = FULL_NUMBER.exec(digitsOnly(input));
  const [, startingCode = '', number = ''] = match ?? [];
  return match && isStartingCode(startingCode) ? { startingCode, number } : null;
}

/**
 * What the number box keeps of what was typed or pasted: digits only (Arabic digits too), at
 * most 7; from a whole pasted number, its last 7 digits (the prefix goes to the code select).
 */
export function normalisePhoneNumber(input: string): string {
  return splitUaeMobile(input)?.number ?? digitsOnly(input).slice(0, NUMBER_LENGTH);
}

/** The three parts joined: the spec's NumberCode and the login username ('971501234567'). */
export function toNumberCode({ countryCode, startingCode, number }: PhoneParts): string {
  return `${countryCode}${startingCode}${number}`;
}

export const toUsername = toNumberCode;
