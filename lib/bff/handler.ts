import 'server-only';
import type * as z from 'zod';
import { appError, isAppError, type AppError, type Result } from '@/lib/errors/app-error';
import { englishLabel } from '@/lib/errors/english';
import { env } from '@/lib/env';
import { issueFields } from '@/lib/schemas/issues';
import { studentSession } from '@/lib/session';
import { UpstreamError } from '@/lib/upstream/errors';
import { readBounded } from './body';
import { isSameOriginRequest } from './origin-check';
import { dataResponse, errorFor, errorResponse } from './respond';

// The one wrapper every BFF route handler goes through: the CSRF wall, who may call, a body read
// within its size limit and checked against its schema, the query checked, and every failure in the
// one error envelope (never an upstream's or a framework's words). The handler's own code is only
// the operation: usually one call to a use case in lib/<domain>.

export type Access = 'public' | 'student';

type BodySchema = z.ZodType | (() => z.ZodType);

export interface HandlerOptions<B extends BodySchema | undefined, Q extends z.ZodType | undefined> {
  access: Access;
  /** JSON body schema (or a factory, for schemas that depend on the clock); without one the body is never read. */
  body?: B;
  /** Query schema (the search params as a flat object of strings). */
  query?: Q;
  /** Body limit in bytes (default 16 KiB); counted on the stream, not the Content-Length. */
  maxBytes?: number;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : S extends () => infer R ? (R extends z.ZodType ? z.output<R> : never) : undefined;

export interface HandlerInput<B, Q> {
  req: Request;
  body: Parsed<B>;
  query: Parsed<Q>;
}

export type HandlerResult = Result<unknown> | Response;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const DEFAULT_MAX_BYTES = 16 * 1024;

function invalid(error: z.ZodError): AppError {
  return appError('invalid_data', { fields: issueFields(error, englishLabel) });
}

/** A thrown failure as the envelope: upstream errors keep their safe AppError, anything else is 500. */
export function failureResponse(error: unknown): Response {
  if (error instanceof UpstreamError) return errorResponse(error.error);
  if (isAppError(error)) return errorResponse(error);
  console.error('[bff] unhandled error', error);
  return errorFor('internal');
}

export function bffHandler<B extends BodySchema | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  options: HandlerOptions<B, Q>,
  fn: (input: HandlerInput<B, Q>) => Promise<HandlerResult>,
): (req: Request) => Promise<Response> {
  return async function handler(req: Request): Promise<Response> {
    try {
      // The CSRF wall comes first, so a foreign page cannot even probe what exists.
      if (!isSameOriginRequest({ method: req.method, url: req.url, headers: req.headers }, env.SITE_URL)) return errorFor('cross_origin');

      if (options.access === 'student') {
        if (!(await studentSession()).ok) return errorFor('unauthorized');
      }

      let query: unknown = undefined;
      if (options.query) {
        const parsed = options.query.safeParse(Object.fromEntries(new URL(req.url).searchParams));
        if (!parsed.success) return errorResponse(invalid(parsed.error));
        query = parsed.data;
      }

      let body: unknown = undefined;
      if (options.body) {
        if (!MUTATING.has(req.method.toUpperCase())) return errorFor('method_not_allowed');
        const type = (req.headers.get('content-type') ?? '').toLowerCase();
        if (!type.startsWith('application/json')) return errorFor('unsupported_media_type');
        const read = await readBounded(req, options.maxBytes ?? DEFAULT_MAX_BYTES);
        if (!read.ok) return read.reason === 'too-large' ? errorFor('payload_too_large') : errorFor('invalid_data');
        let json: unknown;
        try {
          json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes));
        } catch {
          return errorFor('invalid_data');
        }
        const raw = options.body as BodySchema;
        const schema = typeof raw === 'function' ? raw() : raw;
        const parsed = schema.safeParse(json);
        if (!parsed.success) return errorResponse(invalid(parsed.error));
        body = parsed.data;
      }

      const result = await fn({ req, body: body as Parsed<B>, query: query as Parsed<Q> });
      if (result instanceof Response) return result;
      return result.ok ? dataResponse(result.value ?? null) : errorResponse(result.error);
    } catch (error) {
      return failureResponse(error);
    }
  };
}
