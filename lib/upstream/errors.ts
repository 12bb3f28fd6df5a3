import { appError, toAppError, type AppError } from '@/lib/errors/app-error';
import { isErrorCode, type ErrorCode } from '@/lib/errors/codes';

export type UpstreamErrorKind = 'http' | 'timeout' | 'unreachable' | 'contract';

/**
 * Anything that went wrong talking to the driving-centre API, already as the AppError a person may
 * see: for 5xx, time-outs, network and contract failures a generic 'service unavailable', never the
 * upstream's own words.
 */
export class UpstreamError extends Error {
  readonly error: AppError;
  readonly kind: UpstreamErrorKind;

  constructor(error: AppError, kind: UpstreamErrorKind, cause?: unknown) {
    super(`upstream ${kind} ${error.status}: ${error.code}`, { cause });
    this.name = 'UpstreamError';
    this.error = error;
    this.kind = kind;
  }

  get status(): number {
    return this.error.status;
  }
}

/**
 * The spec's server messages that the portal acts on (R§8, D§8), as the portal's codes. The centre's
 * API answers `statusCode` + `message` and no code of ours, so this table is the one place a message
 * is matched; past the boundary every layer branches on the code.
 */
export const SPEC_MESSAGE_CODES = {
  'User has already done payment': 'already_paid',
  'Emirates Id already exists': 'emirates_id_taken',
  'Please contact our CSR to complete your registration': 'contact_csr',
  'You need to pay the fees for your classes before scheduling.': 'fees_unpaid',
  'Invalid Username or Password!': 'invalid_credentials',
} as const satisfies Record<string, ErrorCode>;

export function codeForSpecMessage(message: unknown): ErrorCode | undefined {
  if (typeof message !== 'string') return undefined;
  return Object.hasOwn(SPEC_MESSAGE_CODES, message.trim()) ? SPEC_MESSAGE_CODES[message.trim() as keyof typeof SPEC_MESSAGE_CODES] : undefined;
}

/** R§8: a verify answer whose responseText is this is shown as it stands, not as a failure. */
export const CANCELLED_RESPONSE_TEXT = 'Transaction has been cancelled';
export const isCancelledResponse = (responseText: string | null | undefined) => responseText?.trim() === CANCELLED_RESPONSE_TEXT;

export function errorFromResponse(status: number, body: unknown, retryAfter?: string | null): UpstreamError {
  const error = toAppError(status, body, retryAfter);
  // A code of the portal's own (the reference API sends them) wins; otherwise the spec's message decides.
  const sentCode = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  const mapped = status < 500 && !isErrorCode(sentCode) ? codeForSpecMessage(error.message) : undefined;
  return new UpstreamError(mapped ? { ...error, code: mapped } : error, 'http');
}

/**
 * R§7, D§8: the centre answers `{ statusCode, message, data }` and its handler switches on the body's
 * `statusCode`, not the HTTP status. A 2xx whose body says 400 (or any code from 400 up) is that
 * error; anything else (no statusCode, a 2xx one, a body that is not an object) is no error.
 */
export function errorFromBodyStatus(body: unknown): UpstreamError | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const status = (body as { statusCode?: unknown }).statusCode;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) return null;
  return errorFromResponse(status, body);
}

export const timeoutError = (cause?: unknown) => new UpstreamError(appError('service_unavailable', { status: 504 }), 'timeout', cause);
export const unreachableError = (cause?: unknown) => new UpstreamError(appError('service_unavailable', { status: 502 }), 'unreachable', cause);
export const contractError = (cause?: unknown) => new UpstreamError(appError('service_unavailable', { status: 502 }), 'contract', cause);
