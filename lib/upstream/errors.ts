import { appError, toAppError, type AppError } from '@/lib/errors/app-error';

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

export function errorFromResponse(status: number, body: unknown, retryAfter?: string | null): UpstreamError {
  return new UpstreamError(toAppError(status, body, retryAfter), 'http');
}

export const timeoutError = (cause?: unknown) => new UpstreamError(appError('service_unavailable', { status: 504 }), 'timeout', cause);
export const unreachableError = (cause?: unknown) => new UpstreamError(appError('service_unavailable', { status: 502 }), 'unreachable', cause);
export const contractError = (cause?: unknown) => new UpstreamError(appError('service_unavailable', { status: 502 }), 'contract', cause);
