import { z } from 'zod';

// Field codes (contract "Field codes"): `fields.<path>` of an error envelope names the first rule the
// field failed, with the spec's English text (R§5) built from the field's label.
export const FIELD_CODES = {
  required: '{Field} is required',
  invalid: '{Field} is invalid',
  exact_length: '{Field} should have exact {n} letters.',
  min_length: '{Field} should have atleast {n} characters.',
  min_value: '{Field} should be greater than {n}.',
  max_value: '{Field} should be less than {n}.',
  password_rule: 'Password must be 12–16 characters, with upper & lowercase letters, a number, and a special character',
  password_mismatch: 'Password Mismatch! Both passwords must be same!',
  minimum_age: 'You must be at least 17 and a half years old to proceed.',
  dob_future: 'Date of birth cannot be in the future',
  residency_visa: 'You need to have residency Visa in UAE to register!',
  unavailable: '{Field} is not available',
  taken: '{Field} already exists',
  uae_licence_required: 'Please add at least one UAE license',
  uae_licence_details: 'Please correct UAE license details',
  server_invalid: 'Invalid {Field}',
  date_future: '{Field} cannot be in the future',
  date_past: '{Field} cannot be in the past',
  date_repeated: '{Field} is the same day as another',
  issue_after_expiry: 'Issue date cannot be after the expiry date',
  expiry_before_issue: 'Expiry date cannot be before the issue date',
  outside_area: '{Field} must be inside the service area',
  referral_required: 'Referral code is required',
} as const;

export type FieldCode = keyof typeof FIELD_CODES;
export type FieldParams = Record<string, string | number>;
export interface FieldError {
  code: FieldCode;
  message: string;
  params?: FieldParams;
}
export type FieldErrors = Record<string, FieldError>;
/** dotted field path (or its last segment) → the label the spec's messages use */
export type Labels = Readonly<Record<string, string>>;

export const isFieldCode = (v: unknown): v is FieldCode => typeof v === 'string' && Object.hasOwn(FIELD_CODES, v);

function humanise(segment: string): string {
  const words = segment
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Field';
}

export function labelFor(path: string, labels: Labels): string {
  const last = path.split('.').at(-1) ?? path;
  return labels[path] ?? labels[last] ?? humanise(last);
}

export function fieldError(path: string, code: FieldCode, labels: Labels, params?: FieldParams): FieldError {
  const label = labelFor(path, labels);
  let message: string = FIELD_CODES[code].replace('{Field}', label);
  for (const [k, v] of Object.entries(params ?? {})) message = message.replace(`{${k}}`, String(v));
  return { code, message, ...(params ? { params } : {}) };
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Every zod issue in the API carries a field code as its message: schemas name special rules themselves
 * (`.regex(re, 'password_rule')`), and this map names the rest from the issue's kind. Missing or blank
 * input is `required` whatever rule caught it (R§5: required is checked first).
 */
z.config({
  customError: (iss) => {
    if (blank(iss.input)) return 'required';
    switch (iss.code) {
      case 'too_small':
        if (iss.origin === 'number' || iss.origin === 'int' || iss.origin === 'bigint') return 'min_value';
        if (iss.origin === 'array' || iss.origin === 'set') return Number(iss.minimum) <= 1 ? 'required' : 'min_length';
        return iss.exact ? 'exact_length' : 'min_length';
      case 'too_big':
        if (iss.origin === 'number' || iss.origin === 'int' || iss.origin === 'bigint') return 'max_value';
        return iss.exact ? 'exact_length' : 'invalid';
      default:
        return 'invalid';
    }
  },
});

/** The field errors of a zod failure (as fastify-type-provider-zod reports it): first failing rule per path. */
export function fieldsFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string; code?: string; minimum?: unknown; maximum?: unknown }[],
  labels: Labels,
  prefix: readonly string[] = [],
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const path = [...prefix, ...issue.path.map(String)].join('.');
    if (!path || fields[path]) continue;
    const code: FieldCode = isFieldCode(issue.message) ? issue.message : 'invalid';
    const bound =
      code === 'min_length' || code === 'min_value' ? issue.minimum : code === 'max_value' ? issue.maximum : (issue.minimum ?? issue.maximum);
    const n = typeof bound === 'number' || typeof bound === 'bigint' ? Number(bound) : undefined;
    const withN = code === 'exact_length' || code === 'min_length' || code === 'min_value' || code === 'max_value';
    fields[path] = fieldError(path, code, labels, withN && n !== undefined ? { n } : undefined);
  }
  return fields;
}
