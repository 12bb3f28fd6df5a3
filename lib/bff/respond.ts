import { appError, toEnvelope, type AppError } from '@/lib/errors/app-error';
import type { ErrorCode } from '@/lib/errors/codes';

// The BFF's answers: `{ statusCode, message?, data }` on success, the one error envelope otherwise.
// Nothing here is cacheable by a shared cache: answers depend on the session.

export const NO_STORE = 'private, no-store';

export function errorResponse(error: AppError, headers?: HeadersInit): Response {
  const h = new Headers(headers);
  h.set('cache-control', NO_STORE);
  if (error.retryAfter) h.set('retry-after', String(error.retryAfter));
  return Response.json(toEnvelope(error), { status: error.status, headers: h });
}

/** The contract's error for a code, as a response. */
export const errorFor = (code: ErrorCode, extra: Partial<Omit<AppError, 'code'>> = {}, headers?: HeadersInit) =>
  errorResponse(appError(code, extra), headers);

export function dataResponse<T>(data: T, init: { status?: number; message?: string } = {}): Response {
  const status = init.status ?? 200;
  const body = { statusCode: status, ...(init.message ? { message: init.message } : {}), data };
  return Response.json(body, { status, headers: { 'cache-control': NO_STORE } });
}
