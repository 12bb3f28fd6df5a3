import 'server-only';
import ky, { TimeoutError, type KyInstance, type Options } from 'ky';
import type { z } from 'zod';
import { env } from '@/lib/env';
import { revokeSession } from '@/lib/session';
import type { CallContext } from './context';
import { contractError, errorFromBodyStatus, errorFromResponse, timeoutError, unreachableError, UpstreamError } from './errors';

// The one HTTP client for the driving-centre API. Nothing else builds upstream URLs or sends the
// bearer token. Callers pass the context (lib/upstream/context.ts); resource modules default to the
// request's own.

export interface CallOptions extends CallContext {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  searchParams?: Options['searchParams'];
  timeoutMs?: number;
}

const base: KyInstance = ky.create({
  prefixUrl: env.API_URL,
  timeout: env.UPSTREAM_TIMEOUT_MS,
  // Retrying is the browser's decision (lib/queries), and a retried POST could double-book.
  retry: 0,
  throwHttpErrors: false,
  headers: { accept: 'application/json' },
});

function headersFor(ctx: CallContext, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { ...extra };
  if (ctx.token) headers.authorization = `Bearer ${ctx.token}`;
  if (ctx.lang) headers['accept-language'] = ctx.lang;
  // Only an address the portal derived itself; a browser's X-Forwarded-For never travels on.
  if (ctx.clientIp) headers['x-forwarded-for'] = ctx.clientIp;
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * A streamed request body goes out with fetch itself: ky clones every request to be ready for a
 * retry, and a cloned stream is teed, which would keep the whole upload in memory.
 */
async function streamingFetch(path: string, options: CallOptions & { body: ReadableStream }): Promise<Response> {
  const { method = 'POST', body, headers, searchParams, signal, timeoutMs, ...ctx } = options;
  const url = new URL(path.replace(/^\/+/, ''), env.API_URL.endsWith('/') ? env.API_URL : `${env.API_URL}/`);
  if (searchParams) url.search = new URLSearchParams(searchParams as Record<string, string>).toString();
  const timeout = AbortSignal.timeout(timeoutMs ?? env.UPSTREAM_TIMEOUT_MS);
  try {
    return await fetch(url, {
      method,
      body,
      headers: { accept: 'application/json', ...headersFor(ctx, headers) },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
  } catch (error) {
    if (timeout.aborted) throw timeoutError(error);
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw unreachableError(error);
  }
}

/** A 2xx Response, or an UpstreamError for every other outcome (HTTP error, time-out, network). */
export async function upstreamFetch(path: string, options: CallOptions = {}): Promise<Response> {
  const { method = 'GET', json, body, headers, searchParams, signal, timeoutMs, ...ctx } = options;
  let response: Response;
  try {
    response =
      body instanceof ReadableStream
        ? await streamingFetch(path, { ...options, body })
        : await base(path.replace(/^\/+/, ''), {
            method,
            headers: headersFor(ctx, headers),
            ...(json !== undefined ? { json } : {}),
            ...(body !== undefined ? { body } : {}),
            ...(searchParams !== undefined ? { searchParams } : {}),
            ...(signal ? { signal } : {}),
            ...(timeoutMs ? { timeout: timeoutMs } : {}),
          });
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    if (error instanceof TimeoutError) throw timeoutError(error);
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw unreachableError(error);
  }
  if (response.ok) return checkBodyStatus(response, ctx);
  // R§4: an upstream 401 on a student's token ends that session everywhere, not just this cookie.
  if (response.status === 401 && ctx.token && ctx.sid) await revokeSession(ctx.sid);
  throw errorFromResponse(response.status, await readJson(response), response.headers.get('retry-after'));
}

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * A 2xx JSON answer whose body carries `statusCode` ≥ 400 is the error it names (the centre's handler
 * reads the body's code, R§7): thrown like an HTTP error, here, once for every caller (the adapter's
 * parsing and the BFF's pass-throughs alike). Any other JSON answer is handed on as it came; files and
 * other types are not read.
 */
async function checkBodyStatus(response: Response, ctx: CallContext): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!/[/+]json\b/i.test(type) || NULL_BODY_STATUSES.has(response.status) || !response.body) return response;
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // not JSON after all: the schema that reads it decides
  }
  const error = errorFromBodyStatus(body);
  if (error) {
    if (error.status === 401 && ctx.token && ctx.sid) await revokeSession(ctx.sid);
    throw error;
  }
  return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Parses a 2xx body with `schema`; a body that does not fit is contract drift (service unavailable). */
export async function parseBody<S extends z.ZodType>(response: Response, schema: S, path: string): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success) {
    // Logged server-side only: the browser learns nothing about the upstream's shape.
    console.error(`[upstream] contract drift on ${path}:`, parsed.error.issues.slice(0, 5));
    throw contractError(parsed.error);
  }
  return parsed.data;
}

export async function upstreamJson<S extends z.ZodType>(schema: S, path: string, options: CallOptions = {}): Promise<z.output<S>> {
  return parseBody(await upstreamFetch(path, options), schema, path);
}

export { UpstreamError };
