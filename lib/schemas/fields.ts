import * as z from 'zod';
import { checkDob } from '@/lib/domain/age';
import { normaliseDateInput } from '@/lib/domain/dates';
import { isValidPassword } from '@/lib/domain/password';
import { COUNTRY_CODE, NUMBER_LENGTH, STARTING_CODES } from '@/lib/domain/phone';
import { isValidUaeMobile } from '@/lib/domain/phone-validity';
import { OTP_LENGTH } from '@/lib/domain/otp';
import { YES_NO } from '@/lib/domain/licence';
import { msg } from './messages';
import { choice, crossCheck, holds, matches, text } from './rules';

// Letters of any script (Arabic names too), their combining marks, and spaces.
const NAME = /^[\p{L}\p{M}]+(?:[\p{L}\p{M} ]*[\p{L}\p{M}])?$/u;
const EMAIL = z.regexes.email;
const DIGITS = new RegExp(`^\\d{${NUMBER_LENGTH}}$`);

export const fullNameField = text('fullName', matches(NAME, msg.invalid('fullName')));
export const emailField = text('email', matches(EMAIL, msg.invalid('email')));

/** The number box is checked on its own here; as a whole number by `phoneChecks`. */
export const phoneFields = {
  countryCode: z.literal(COUNTRY_CODE, { error: msg.invalid('phone') }).default(COUNTRY_CODE),
  startingCode: choice('phone', STARTING_CODES),
  number: text('phone', matches(DIGITS, msg.invalid('phone'))),
};

export const phoneCheck = crossCheck({
  path: 'number',
  needs: ['countryCode', 'startingCode'],
  test: (v) => isValidUaeMobile(v),
  message: msg.invalid('phone'),
});

export const passwordField = text('password', holds(isValidPassword, msg.password()));
/** Login keeps only "required": older accounts may predate the 12–16 rule. */
export const loginPasswordField = text('password');
export const confirmPasswordField = text('confirmPassword');

export const passwordMatchCheck = crossCheck({
  path: 'confirmPassword',
  reads: ['password'],
  test: (v) => v.password === v.confirmPassword,
  message: msg.passwordMismatch(),
});

/** R§5: required, a real date, not in the future, at least 17.5 years ago (Dubai calendar). */
export function dobField({ now }: { now: Date }) {
  // The date box holds ISO dates; a plain post (no JavaScript) sends the text as typed (05/03/2001).
  return z.preprocess(
    (v) => (typeof v === 'string' ? normaliseDateInput(v) : v),
    text(
      'dob',
      holds((dob) => checkDob({ dob, now }) !== 'invalid', msg.invalid('dob')),
      holds((dob) => checkDob({ dob, now }) !== 'future', msg.dobFuture()),
      holds((dob) => checkDob({ dob, now }) !== 'tooYoung', msg.minimumAge()),
    ),
  );
}

export const otpField = z
  .string({ error: msg.otpLength(OTP_LENGTH) })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: msg.otpLength(OTP_LENGTH) });

export const yesNo = (field: string) => choice(field, YES_NO);
