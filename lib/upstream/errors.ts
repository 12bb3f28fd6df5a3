import { readEnvelope, type ErrorEnvelope } from '@/lib/errors/envelope';

export type UpstreamErrorKind = 'http' | 'timeout' | 'unreachable' | 'contract';

/**
 * Anything that went wrong talking to the driving-centre API, already in the error envelope's
 * shape. `body` is safe to show a browser: for 5xx, timeouts, network and contract failures it
 * holds a generic text, never the upstream's internals.
 */
export class UpstreamError extends Error {
  readonly status: number;
  readonly kind: UpstreamErrorKind;
  readonly body: ErrorEnvelope;
  /** The upstream's retry-after (seconds) on a 429, passed on so the browser can wait. */
  readonly retryAfter: string | undefined;

  constructor(init: { status: number; kind: UpstreamErrorKind; body: ErrorEnvelope; retryAfter?: string; cause?: unknown }) {
    super(`upstream ${init.kind} ${init.status}: ${init.body.message ?? ''}`, { cause: init.cause });
    this.name = 'UpstreamError';
    this.status = init.status;
    this.kind = init.kind;
    this.body = init.body;
    this.retryAfter = init.retryAfter;
  }
}

export const GENERIC_TEXT: Record<number, string> = {
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** An upstream's non-2xx answer → UpstreamError. 4xx keep their message and errors; 5xx do not. */
export function errorFromResponse(status: number, body: unknown, retryAfter?: string | null): UpstreamError {
  if (status >= 500) {
    return new UpstreamError({ status, kind: 'http', body: { statusCode: status, message: GENERIC_TEXT[status] ?? 'Internal Server Error' } });
  }
  const { message, list, map } = readEnvelope(body);
  const envelope: ErrorEnvelope = { statusCode: status };
  if (message) envelope.message = message;
  if (list ?? map) envelope.errors = list ?? map;
  return new UpstreamError({ status, kind: 'http', body: envelope, ...(retryAfter ? { retryAfter } : {}) });
}

export function timeoutError(cause?: unknown): UpstreamError {
  return new UpstreamError({ status: 504, kind: 'timeout', body: { statusCode: 504, message: GENERIC_TEXT[504] }, cause });
}

export function unreachableError(cause?: unknown): UpstreamError {
  return new UpstreamError({ status: 502, kind: 'unreachable', body: { statusCode: 502, message: GENERIC_TEXT[502] }, cause });
}

export function contractError(cause?: unknown): UpstreamError {
  return new UpstreamError({ status: 502, kind: 'contract', body: { statusCode: 502, message: GENERIC_TEXT[502] }, cause });
}
