import 'server-only';
import ky, { TimeoutError, type KyInstance, type Options } from 'ky';
import type { z } from 'zod';
import { env } from '@/lib/env';
import { contractError, errorFromResponse, timeoutError, unreachableError, UpstreamError } from './errors';

// The one HTTP client for the driving-centre API. The bearer token is passed in by the caller
// (from the session) rather than read here, so nothing in lib/upstream touches cookies.

export interface CallContext {
  /** The student's bearer token, from the session. */
  token?: string | undefined;
  lang?: 'en' | 'ar' | undefined;
  /** The browser's address, so the upstream's per-client throttles see the person, not the portal. */
  forwardedFor?: string | null | undefined;
  signal?: AbortSignal | undefined;
}

export interface CallOptions extends CallContext {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  searchParams?: Options['searchParams'];
}

const base: KyInstance = ky.create({
  prefixUrl: env.API_URL,
  timeout: env.UPSTREAM_TIMEOUT_MS,
  // Retrying is the browser's decision (lib/queries), and a retried POST could double-book.
  retry: 0,
  throwHttpErrors: false,
  headers: { accept: 'application/json' },
});

function headersFor(ctx: CallContext): Record<string, string> {
  const headers: Record<string, string> = {};
  if (ctx.token) headers.authorization = `Bearer ${ctx.token}`;
  if (ctx.lang) headers['accept-language'] = ctx.lang;
  if (ctx.forwardedFor) headers['x-forwarded-for'] = ctx.forwardedFor;
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

/** A 2xx Response, or an UpstreamError for every other outcome (HTTP error, timeout, network). */
export async function upstreamFetch(path: string, options: CallOptions = {}): Promise<Response> {
  const { method = 'GET', json, searchParams, signal, ...ctx } = options;
  let response: Response;
  try {
    response = await base(path.replace(/^\/+/, ''), {
      method,
      headers: headersFor(ctx),
      ...(json !== undefined ? { json } : {}),
      ...(searchParams !== undefined ? { searchParams } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof TimeoutError) throw timeoutError(error);
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw unreachableError(error);
  }
  if (!response.ok) throw errorFromResponse(response.status, await readJson(response), response.headers.get('retry-after'));
  return response;
}

/** Parses a 2xx body with `schema`; a body that does not fit is contract drift → 502. */
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
