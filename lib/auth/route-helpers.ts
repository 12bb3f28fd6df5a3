import 'server-only';
import type * as z from 'zod';
import { errorResponse } from '@/lib/bff/error-envelope';
import { INVALID_DATA } from '@/lib/errors/messages';
import { firstIssuePerField } from '@/lib/schemas/issues';
import { UpstreamError } from '@/lib/upstream/errors';

// Small pieces the auth route handlers share: reading a JSON body against a schema, and passing
// an upstream failure on in the one error envelope (its message, field errors and retry-after).

export async function readJsonBody(req: Request): Promise<unknown> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.toLowerCase().includes('application/json')) return null;
  return req.json().catch(() => null);
}

/** 400 with the schema's first message per field (encoded message keys the forms translate). */
export function invalidBody(error: z.ZodError): Response {
  return errorResponse(400, INVALID_DATA, { errors: firstIssuePerField(error) });
}

/**
 * An UpstreamError as the browser should see it. `fallback` stands in for a missing message;
 * `status` and `message` may rewrite either (e.g. a dead OTP token's 401, which must not read as a logout).
 */
export function upstreamFailure(
  error: unknown,
  fallback: string,
  options: { status?: (status: number) => number; message?: (message: string | undefined, status: number) => string | undefined } = {},
): Response {
  if (!(error instanceof UpstreamError)) throw error;
  const status = options.status ? options.status(error.status) : error.status;
  const message = (options.message ? options.message(error.body.message, error.status) : error.body.message) ?? fallback;
  return errorResponse(status, message, {
    ...(error.body.errors ? { errors: error.body.errors } : {}),
    ...(error.retryAfter ? { headers: { 'retry-after': error.retryAfter } } : {}),
  });
}
