// Part of the error table (lib/errors/codes.ts re-exports it), in a module of its own so that the
// browser's field messages (lib/schemas/messages.ts) do not ship the whole table.

/**
 * Field codes (fields.<path>.code) and their English templates: the spec's generic rules (R§5) and
 * the specific texts the contract names. `{field}` is the field's label.
 */
export const FIELD_CODES = {
  required: '{field} is required',
  invalid: '{field} is invalid',
  exact_length: '{field} should have exact {n} letters.',
  min_length: '{field} should have atleast {n} characters.',
  min_value: '{field} should be greater than {n}.',
  max_value: '{field} should be less than {n}.',
  password_rule: 'Password must be 12–16 characters, with upper & lowercase letters, a number, and a special character',
  password_mismatch: 'Password Mismatch! Both passwords must be same!',
  minimum_age: 'You must be at least 17 and a half years old to proceed.',
  dob_future: 'Date of birth cannot be in the future',
  residency_visa: 'You need to have residency Visa in UAE to register!',
  unavailable: '{field} is not available',
  taken: '{field} already exists',
  uae_licence_required: 'Please add at least one UAE license',
  uae_licence_details: 'Please correct UAE license details',
  server_invalid: 'Invalid {field}',
  date_future: '{field} cannot be in the future',
  date_past: '{field} cannot be in the past',
  date_repeated: '{field} is the same day as another',
  issue_after_expiry: 'Issue date cannot be after the expiry date',
  expiry_before_issue: 'Expiry date cannot be before the issue date',
  outside_area: '{field} must be inside the service area',
  referral_required: 'Referral code is required',
} as const;

export type FieldCode = keyof typeof FIELD_CODES;

export function isFieldCode(value: unknown): value is FieldCode {
  return typeof value === 'string' && Object.hasOwn(FIELD_CODES, value);
}
