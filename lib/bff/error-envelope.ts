import type { ErrorEnvelope } from '@/lib/errors/envelope';

// The BFF's own errors wear the same envelope as the upstream's, so the browser has one
// shape to read (lib/errors). Texts are generic on purpose: no upstream host, stack or cause.

export const NO_STORE = 'private, no-store';

export function errorResponse(status: number, message: string, extra: { errors?: ErrorEnvelope['errors']; headers?: HeadersInit } = {}): Response {
  const body: ErrorEnvelope = { statusCode: status, message, ...(extra.errors ? { errors: extra.errors } : {}) };
  const headers = new Headers(extra.headers);
  headers.set('cache-control', NO_STORE);
  return Response.json(body, { status, headers });
}

export const bffErrors = {
  badRequest: (message = 'Invalid Data in Form!') => errorResponse(400, message),
  unauthorized: (message = 'Unauthorized') => errorResponse(401, message),
  forbidden: (message = 'Forbidden') => errorResponse(403, message),
  notFound: () => errorResponse(404, 'Not Found'),
  internal: () => errorResponse(500, 'Internal Server Error'),
  badGateway: () => errorResponse(502, 'Bad Gateway'),
  gatewayTimeout: () => errorResponse(504, 'Gateway Timeout'),
};

/** A success envelope for the BFF's own handlers, mirroring the upstream's. */
export function dataResponse<T>(data: T, init: { status?: number; message?: string } = {}): Response {
  const status = init.status ?? 200;
  const body = { statusCode: status, ...(init.message ? { message: init.message } : {}), data };
  return Response.json(body, { status, headers: { 'cache-control': NO_STORE } });
}
