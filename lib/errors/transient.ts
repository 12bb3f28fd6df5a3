// Part of the error table (lib/errors/codes.ts re-exports it), in a module of its own so that the
// one form pattern (components/forms/use-action-form.ts) does not ship the whole table.
import type { ErrorCode } from './codes';

/**
 * Failures that judged nothing the person typed (the service down or slow, the server's own fault,
 * a rate limit): a retry of the same input may succeed, so a form keeps everything, passwords included.
 */
export const TRANSIENT_CODES: ReadonlySet<string> = new Set<ErrorCode>(['service_unavailable', 'internal', 'too_many_requests']);
/**
 * The message key of 'service unavailable', for a form whose action never answered. A constant so
 * that browser code can say it without shipping the table (2.4 kB gzip on every form page); a unit
 * test keeps it equal to the table's own key.
 */
export const UNAVAILABLE_TEXT_KEY = 'errors.common.service_unavailable';
