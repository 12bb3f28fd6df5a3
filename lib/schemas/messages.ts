import { FIELD_CODES, type FieldCode } from '@/lib/errors/field-codes';
import type { FieldError, MessageParams } from '@/lib/errors/app-error';
import { fieldText } from '@/lib/errors/field-text';
import type { Translate } from '@/lib/errors/text';

/**
 * A schema's messages are validation codes (the contract's field codes plus the client-only ones
 * below), not texts, so one schema serves the English and the Arabic form, the server action and the
 * BFF. Inside a zod issue (and so inside react-hook-form, which keeps only a string) a code travels
 * encoded as 'v:<code>?<params>', e.g. 'v:required?field=fullName'; it never leaves the portal
 * encoded: the BFF answers { code, message, params } (toFieldError) and pages show translated text.
 */
export const CLIENT_CODES = {
  otp_length: 'OTP should have {n} digits',
  image_file: 'Use an image file',
  equals: '{field} should be {value}',
} as const;

export type ValidationCode = FieldCode | keyof typeof CLIENT_CODES;

const PREFIX = 'v:';

export function encodeMessage(code: ValidationCode, params: MessageParams = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${PREFIX}${code}?${query}` : `${PREFIX}${code}`;
}

export function decodeMessage(message: string): { code: ValidationCode; params: MessageParams } | null {
  if (!message.startsWith(PREFIX)) return null;
  const [code = '', query = ''] = message.slice(PREFIX.length).split('?', 2);
  if (!Object.hasOwn(FIELD_CODES, code) && !Object.hasOwn(CLIENT_CODES, code)) return null;
  const params: MessageParams = {};
  new URLSearchParams(query).forEach((value, name) => {
    params[name] = /^\d+$/.test(value) ? Number(value) : value;
  });
  return { code: code as ValidationCode, params };
}

/** Encoders for the spec's messages (R§5), named after what they say. */
export const msg = {
  required: (field: string) => encodeMessage('required', { field }),
  invalid: (field: string) => encodeMessage('invalid', { field }),
  exactLength: (field: string, n: number) => encodeMessage('exact_length', { field, n }),
  minLength: (field: string, n: number) => encodeMessage('min_length', { field, n }),
  minValue: (field: string, n: number) => encodeMessage('min_value', { field, n }),
  maxValue: (field: string, n: number) => encodeMessage('max_value', { field, n }),
  equals: (field: string, value: string) => encodeMessage('equals', { field, value }),
  password: () => encodeMessage('password_rule'),
  passwordMismatch: () => encodeMessage('password_mismatch'),
  minimumAge: () => encodeMessage('minimum_age'),
  dobFuture: () => encodeMessage('dob_future'),
  residencyVisa: () => encodeMessage('residency_visa'),
  otpLength: (n: number) => encodeMessage('otp_length', { n }),
  imageFile: () => encodeMessage('image_file'),
};

const TEMPLATES: Record<string, string> = { ...FIELD_CODES, ...CLIENT_CODES };

/**
 * An issue's message as the contract's FieldError: its code, its params and its English text
 * (`label` gives the English label of a field). A message that is not encoded is a server's text.
 */
export function toFieldError(message: string, label: (field: string) => string): FieldError {
  const ref = decodeMessage(message);
  if (!ref) return { code: 'server', message };
  const values: Record<string, string | number> = { ...ref.params };
  if (typeof values.field === 'string') values.field = label(values.field);
  const english = (TEMPLATES[ref.code] ?? message).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
  return { code: ref.code, message: english, ...(Object.keys(ref.params).length ? { params: ref.params } : {}) };
}

/** Text for a message a field shows: an encoded code translated, anything else as it is. */
export function translateMessage(message: string, t: Translate, field = ''): string {
  const ref = decodeMessage(message);
  if (!ref) return message;
  return fieldText(field, { code: ref.code, message, params: ref.params }, t);
}
