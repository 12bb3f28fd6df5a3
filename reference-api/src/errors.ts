import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';

// One error envelope for every failure: { statusCode, message, errors?: ErrorList | ErrorMap }.
export type ErrorList = { field: string; message?: string }[];
export type ErrorMap = Record<string, string>;

export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: ErrorList | ErrorMap,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const INVALID_FORM = 'Invalid Data in Form!';

export const badRequest = (message: string, errors?: ErrorList | ErrorMap) => new ApiError(400, message, errors);
/** 400 with an ErrorMap whose messages the portal shows as they are. */
export const fieldError = (field: string, message: string) => new ApiError(400, message, { [field]: message });
export const unauthorized = (message = 'Unauthorized') => new ApiError(401, message);
export const forbidden = (message = 'Forbidden') => new ApiError(403, message);
export const notFound = (message = 'Not Found') => new ApiError(404, message);
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export const errorEnvelopeSchema = z
  .object({
    statusCode: z.number().int(),
    message: z.string(),
    errors: z.union([z.array(z.object({ field: z.string(), message: z.string().optional() })), z.record(z.string(), z.string())]).optional(),
  })
  .meta({ id: 'Error' });

function pathToField(instancePath: string, context?: string): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field || (context === 'body' ? 'body' : (context ?? 'request'));
}

const PG_UNIQUE = '23505';
const PG_FK = '23503';

function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.cause?.code === 'string' ? e.cause.code : typeof e?.code === 'string' ? e.code : undefined;
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Path of the first string (or key) holding a NUL: PostgreSQL text cannot store one. */
function findNul(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : null;
  if (!value || typeof value !== 'object' || depth > 32) return null;
  for (const [key, v] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, 'key'].join('.');
    const found = findNul(v, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const field = findNul(req.body) ?? findNul(req.query) ?? findNul(req.params);
    if (field) throw new ApiError(400, INVALID_FORM, [{ field, message: `${field} is invalid` }]);
  });

  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ statusCode: 404, message: 'Not Found' }));

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) {
      return reply
        .code(err.statusCode)
        .headers(err.headers)
        .send({ statusCode: err.statusCode, message: err.message, ...(err.errors ? { errors: err.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const seen = new Set<string>();
      const errors: ErrorList = [];
      for (const v of err.validation) {
        const field = pathToField(v.instancePath, err.validationContext);
        if (seen.has(field)) continue; // first failing rule per field, as the portal's forms do
        seen.add(field);
        errors.push({ field, message: v.message });
      }
      return reply.code(400).send({ statusCode: 400, message: INVALID_FORM, errors });
    }
    const code = pgCode(err);
    // class 22 = data exception (bad encoding, out-of-range value…): the input's fault, never a 5xx
    if (code?.startsWith('22')) return reply.code(400).send({ statusCode: 400, message: INVALID_FORM });
    if (code === PG_UNIQUE) return reply.code(409).send({ statusCode: 409, message: 'Already exists' });
    if (code === PG_FK) return reply.code(409).send({ statusCode: 409, message: 'Referenced by or referring to a missing record' });

    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      req.log.error({ err }, 'unhandled error');
      return reply.code(500).send({ statusCode: 500, message: 'Internal Server Error' });
    }
    // Fastify's own 4xx (malformed JSON, empty body, wrong content type, body too large…)
    const message =
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError
        ? 'Malformed JSON body'
        : err.message || 'Bad Request';
    return reply.code(status).send({ statusCode: status, message });
  });
}
