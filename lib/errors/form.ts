import { readEnvelope } from './envelope';
import { INVALID_DATA } from './messages';

export interface FormErrorOptions {
  /** The form's field names. Errors for other fields become toasts. Omit to accept every field. */
  fields?: readonly string[];
  /** Display name of a field for 'Invalid {field name}'; defaults to a humanised key. */
  label?: (field: string) => string;
}

export interface FormErrors {
  /** field → text to show under it. */
  fieldErrors: Record<string, string>;
  toasts: string[];
}

// R§5: the server reports the phone as a whole, the form shows it on the number input.
const FIELD_ALIASES: Record<string, string> = { phone: 'number', phoneNumber: 'number', phones: 'number' };

/** 'fullName' / 'full_name' / 'phones.firstNumber.number' → 'Full Name' / 'Full Name' / 'Number' */
export function humaniseField(field: string): string {
  const last = field.split('.').pop() ?? field;
  const words = last
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .split(/\s+/);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

/** 'phone' / 'phones.firstNumber.number' → 'number'; 'studentDetails.gearType' → 'gearType'. */
function formField(serverField: string): string {
  const parts = serverField.split('.');
  const first = parts[0] ?? serverField;
  const last = parts[parts.length - 1] ?? serverField;
  return FIELD_ALIASES[serverField] ?? FIELD_ALIASES[first] ?? FIELD_ALIASES[last] ?? last;
}

/**
 * Form error rules (R§5, R§8, D§8):
 * - an error list [{field}] → 'Invalid {field name}' on that field (phone → number);
 * - an error map {field: message} → each message is an error toast (and, for a field the
 *   form has, also shown on it);
 * - a field the form does not have → toast;
 * - neither → 'Invalid Data in Form!'.
 */
export function formErrors(body: unknown, options: FormErrorOptions = {}): FormErrors {
  const { list, map } = readEnvelope(body);
  const isKnown = (field: string) => !options.fields || options.fields.includes(field);
  const label = options.label ?? humaniseField;
  const result: FormErrors = { fieldErrors: {}, toasts: [] };

  if (list && list.length > 0) {
    for (const { field: serverField } of list) {
      const field = formField(serverField);
      const text = `Invalid ${label(field)}`;
      if (isKnown(field)) result.fieldErrors[field] ??= text;
      else result.toasts.push(text);
    }
    return result;
  }
  if (map) {
    for (const [serverField, message] of Object.entries(map)) {
      result.toasts.push(message);
      const field = formField(serverField);
      if (isKnown(field)) result.fieldErrors[field] ??= message;
    }
    return result;
  }
  result.toasts.push(INVALID_DATA);
  return result;
}
