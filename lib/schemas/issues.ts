import type * as z from 'zod';
import type { FieldError } from '@/lib/errors/app-error';
import { decodeMessage, msg, toFieldError } from './messages';

/**
 * The first failing rule per field, keyed by the top-level field name, as the contract's FieldError
 * (code, English text, params). `label` gives a field's English label. A zod default message (a
 * type error, an unknown key) is never passed on as it is: it reads as '{field} is invalid'.
 */
export function issueFields(error: z.ZodError, label: (field: string) => string = (f) => f): Record<string, FieldError> {
  const fields: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    const names = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of names) {
      const field = String(path[0] ?? '');
      // A body that is not an object at all is no field's error (never a "" key): the envelope says it.
      if (!field) continue;
      const message = decodeMessage(issue.message) ? issue.message : msg.invalid(field);
      fields[field] ??= toFieldError(message, label);
    }
  }
  return fields;
}
