import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, GENERIC_ERRORS, invalidData, type ErrorDef } from './errors';
import { fieldError, fieldsFromIssues, type Labels } from './fields';

// How every failure becomes the one envelope: our ApiErrors as they are, zod failures as invalid_data with
// field codes, and framework or database errors mapped to a stable code. Nothing internal ever leaks: no
// FST_ERR_* code, no SQL, no stack, no file path (the fuzz test holds this).

export const envelope = <T extends z.ZodType>(data: T) => z.object({ statusCode: z.number().int(), message: z.string().optional(), data });
export const messageOnly = envelope(z.object({}).loose());

const send = (reply: FastifyReply, err: ApiError) => reply.code(err.statusCode).headers(err.headers).send(err.toBody());

const STATUS_DEFAULTS: Record<number, ErrorDef> = Object.fromEntries(
  Object.values(GENERIC_ERRORS)
    .filter((d) => d.code !== 'token_invalid')
    .map((d) => [d.status, d]),
);

/** Fastify's own errors (body parsing, routing, limits) by code; anything else 4xx by status. */
function fromFramework(err: { code?: string; statusCode?: number }): ApiError {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(GENERIC_ERRORS.payload_too_large);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(GENERIC_ERRORS.unsupported_media_type);
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ApiError(GENERIC_ERRORS.uri_too_long);
    case 'FST_ERR_BAD_URL':
      return new ApiError(GENERIC_ERRORS.not_found);
    default: {
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
      return new ApiError(STATUS_DEFAULTS[status] ?? GENERIC_ERRORS.invalid_data);
    }
  }
}

const PG = { unique: '23505', foreignKey: '23503', check: '23514', notNull: '23502', exclusion: '23P01' };

// What a database (or another backing service) that cannot be reached looks like, by code or by the
// drivers' own words: the caller gets 503 service_unavailable, never a 500.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300|53400)$/;
const UNAVAILABLE_TEXT =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable|terminating connection|PGlite is closed|the database system is (starting up|shutting down)/i;

/** Whether an error (or one it wraps) says the database could not be reached. */
export function isUnavailableError(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || UNAVAILABLE_SQLSTATES.test(e.code))) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_TEXT.test(e.message)) return true;
  // AggregateError (a connect that tried IPv4 and IPv6) carries its reasons in `errors`
  if (Array.isArray(e.errors) && e.errors.some((x) => isUnavailableError(x, depth + 1))) return true;
  return isUnavailableError(e.cause, depth + 1);
}

export function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.cause?.code === 'string' ? e.cause.code : typeof e?.code === 'string' ? e.code : undefined;
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export function pgConstraint(err: unknown): string | undefined {
  const e = err as { constraint?: unknown; cause?: { constraint?: unknown } };
  const c = e?.cause?.constraint ?? e?.constraint;
  return typeof c === 'string' ? c : undefined;
}

/** Path of the first string (or key) holding a NUL: PostgreSQL text cannot store one. */
function findNul(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '' : null;
  if (!value || typeof value !== 'object' || depth > 32) return null;
  for (const [key, v] of Object.entries(value)) {
    if (key.includes('\u0000')) return path.join('.');
    const found = findNul(v, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Route patterns by method, to tell a wrong method (405 + Allow) from an unknown path (404). */
function routeTable(app: FastifyInstance) {
  const routes: { method: string; re: RegExp }[] = [];
  app.addHook('onRoute', (opts) => {
    const escaped = opts.url
      .split('/')
      .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg === '*' ? '.*' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    const re = new RegExp(`^${escaped}/?$`);
    for (const method of [opts.method].flat()) routes.push({ method: String(method).toUpperCase(), re });
  });
  return (path: string) => [...new Set(routes.filter((r) => r.re.test(path)).map((r) => r.method))].sort();
}

/** The handler for errors Fastify raises before routing (bad URL, over-long parameter). */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (err, _req, reply) => {
  void send(reply, fromFramework(err as FastifyError));
};

export function registerErrorHandling(app: FastifyInstance, labels: Labels): void {
  const allowedMethods = routeTable(app);

  app.addHook('preValidation', async (req) => {
    for (const part of [req.body, req.query, req.params]) {
      const path = findNul(part);
      if (path !== null) throw invalidData(path ? { [path]: fieldError(path, 'invalid', labels) } : undefined);
    }
  });

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const allow = allowedMethods(req.url.split('?')[0] ?? '/');
    if (allow.length) return send(reply, new ApiError(GENERIC_ERRORS.method_not_allowed, { headers: { allow: allow.join(', ') } }));
    return send(reply, new ApiError(GENERIC_ERRORS.not_found));
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) return send(reply, err);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'invalid',
        ...(v.params as { minimum?: unknown; maximum?: unknown }),
      }));
      // a query-string rule names its parameter; a body rule its dotted path
      return send(reply, invalidData(fieldsFromIssues(issues, labels)));
    }
    if (isUnavailableError(err)) {
      req.log.warn({ err: { message: (err as Error).message } }, 'database unavailable');
      return send(reply, new ApiError(GENERIC_ERRORS.service_unavailable, { headers: { 'retry-after': '5' } }));
    }
    const code = pgCode(err);
    if (code) {
      // class 22 = data exception (bad encoding, out-of-range value…) and 23 = a constraint: the input's fault
      if (code.startsWith('22') || code === PG.check || code === PG.notNull) return send(reply, invalidData());
      if (code === PG.unique || code === PG.foreignKey || code === PG.exclusion) return send(reply, new ApiError(GENERIC_ERRORS.conflict));
    }
    if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return send(reply, invalidData());
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) return send(reply, fromFramework(err));
    req.log.error({ err }, 'unhandled error');
    return send(reply, new ApiError(GENERIC_ERRORS.internal));
  });
}
