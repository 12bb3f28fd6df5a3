import type { AppError, MessageParams } from './app-error';
import { ERROR_CODES, isErrorCode } from './codes';
import { fieldText } from './field-text';

export { fieldLabel, fieldText } from './field-text';

// An error as a person reads it, in the page's language. Pure: the caller passes next-intl's root
// translator (getTranslations() on the server, useTranslations() in the browser), so the same
// rules serve server actions and browser code. Codes are translated; an unknown code shows the
// error's English message, never nothing.

/**
 * next-intl's translator as these rules use it: keys built at run time (errors.<domain>.<code>,
 * fields.<name>, validation.<code>), each looked up only after has() says it exists. Declared as
 * methods so that the typed translators (keys checked against messages/en.json, lib/i18n/app-config.d.ts)
 * are accepted as they are: a method's parameter is compared both ways, a plain call signature's
 * only one way, and a typed key is narrower than a string.
 */
interface LooseTranslator {
  translate(key: string, values?: MessageParams): string;
  has(key: string): boolean;
}
export type Translate = LooseTranslator['translate'] & Pick<LooseTranslator, 'has'>;

export function errorKey(code: string): string | null {
  return isErrorCode(code) ? `errors.${ERROR_CODES[code].domain}.${code}` : null;
}

/**
 * The error's one line: its code's translation, else its English message. A throttle whose wait is
 * known reads as one sentence with that wait (the `<code>_wait` message), never two run together.
 */
export function errorText(error: Pick<AppError, 'code' | 'message'> & { retryAfter?: number }, t: Translate): string {
  const key = errorKey(error.code);
  if (!key) return error.message;
  if (error.retryAfter && t.has(`${key}_wait`)) return t(`${key}_wait`, { minutes: Math.max(1, Math.ceil(error.retryAfter / 60)) });
  return t.has(key) ? t(key) : error.message;
}

/** Is this the service being unreachable (the API down, slow or a network failure)? */
export function isUnavailable(error: Pick<AppError, 'status' | 'code'>): boolean {
  return error.code === 'service_unavailable' || error.status === 502 || error.status === 503 || error.status === 504;
}

/**
 * The spec's global handler table (R§7, D§8) for the toasts of a failed call:
 *   400 → each field error's message, else the message, else 'Invalid Data in Form!'
 *   401 → 'Invalid Data in Form!' (the logout is the caller's business)
 *   422 → the message, else 'Invalid Data in Form!'
 *   500 → 'Internal Server Error'
 *   other → 'Invalid Data in Form!'
 * plus one deliberate row: a service that cannot be reached (502/503/504, a network failure) says
 * so, and a throttle (429) says how it is throttled.
 */
export function globalTexts(error: AppError, t: Translate): string[] {
  const invalid = () => errorText({ code: 'invalid_data', message: ERROR_CODES.invalid_data.message }, t);
  if (isUnavailable(error)) return [errorText({ code: 'service_unavailable', message: ERROR_CODES.service_unavailable.message }, t)];
  switch (error.status) {
    case 400: {
      const fields = Object.entries(error.fields ?? {}).map(([field, fe]) => fieldText(field, fe, t));
      if (fields.length > 0) return [...new Set(fields)];
      return [error.code === 'invalid_data' ? invalid() : errorText(error, t)];
    }
    case 422:
      return [errorText(error, t)];
    case 429:
      return [errorText(error, t)];
    case 500:
      return [errorText({ code: 'internal', message: ERROR_CODES.internal.message }, t)];
    default:
      return [invalid()];
  }
}
