import 'server-only';
import { env } from '@/lib/env';
import { GENERIC_TEXT } from '@/lib/upstream/errors';
import { bffErrors, errorResponse, NO_STORE } from './error-envelope';

// Streams one allow-listed request to the upstream API and its answer back. The body is never
// buffered (an Emirates ID image goes straight through), the browser's cookies never leave the
// portal, and the upstream's cookies, hop-by-hop headers and internals never reach the browser.

/** Request headers worth forwarding; everything else (cookie, host, x-middleware-*, …) stays here. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'content-length',
  'if-none-match',
  'if-modified-since',
  'range',
  'x-request-id',
  'x-forwarded-for',
];

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Response headers that would leak the upstream or confuse the browser. */
const DROPPED_RESPONSE_HEADERS = new Set(['set-cookie', 'set-cookie2', 'server', 'x-powered-by', 'location', 'alt-svc']);

export interface ProxyOptions {
  /** The upstream path, e.g. /entity/v1/license-type (already allow-listed). */
  path: string;
  /** The query string including '?', or ''. */
  search: string;
  token?: string | undefined;
  /** Called on an upstream 401: the token is dead, so the session must go. */
  onUnauthorized?: () => void | Promise<void>;
  timeoutMs?: number;
  /** Base URL of the upstream; defaults to API_URL. */
  apiUrl?: string;
}

function requestHeaders(req: Request, token: string | undefined): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = req.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (token) headers.set('authorization', `Bearer ${token}`);
  return headers;
}

export function responseHeaders(upstream: Headers, authenticated: boolean): Headers {
  const connectionTokens = (upstream.get('connection') ?? '').split(',').map((t) => t.trim().toLowerCase());
  // fetch has already decoded a compressed body, so its encoding and length no longer apply.
  const decoded = upstream.has('content-encoding');
  const headers = new Headers();
  upstream.forEach((value, name) => {
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower) || DROPPED_RESPONSE_HEADERS.has(lower) || connectionTokens.includes(lower)) return;
    if (lower.startsWith('access-control-')) return; // same-origin for the browser: CORS is moot
    if (decoded && (lower === 'content-encoding' || lower === 'content-length')) return;
    headers.append(name, value);
  });
  // A student's data must not sit in a shared cache, whatever the upstream said.
  if (authenticated || !headers.has('cache-control')) headers.set('cache-control', NO_STORE);
  return headers;
}

export async function proxyToUpstream(req: Request, options: ProxyOptions): Promise<Response> {
  const url = new URL(`${options.path}${options.search}`, `${(options.apiUrl ?? env.API_URL).replace(/\/+$/, '')}/`);
  const method = req.method.toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD' && req.body !== null;

  // The timeout covers the wait for the upstream's headers; a long download may then stream.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? env.UPSTREAM_TIMEOUT_MS);
  const onClientAbort = () => controller.abort();
  req.signal.addEventListener('abort', onClientAbort, { once: true });

  let upstream: Response;
  try {
    const init: RequestInit & { duplex?: 'half' } = {
      method,
      headers: requestHeaders(req, options.token),
      signal: controller.signal,
      redirect: 'manual',
      cache: 'no-store',
      ...(hasBody ? { body: req.body, duplex: 'half' } : {}),
    };
    upstream = await fetch(url, init);
  } catch {
    // Never echo the cause: it names the upstream host and port.
    return timedOut ? bffErrors.gatewayTimeout() : bffErrors.badGateway();
  } finally {
    clearTimeout(timer);
    req.signal.removeEventListener('abort', onClientAbort);
  }

  if (upstream.status === 401) {
    await upstream.body?.cancel();
    await options.onUnauthorized?.();
    return bffErrors.unauthorized();
  }
  if (upstream.status >= 500) {
    await upstream.body?.cancel();
    return errorResponse(upstream.status, GENERIC_TEXT[upstream.status] ?? 'Internal Server Error');
  }

  const nullBody = upstream.status === 204 || upstream.status === 304 || method === 'HEAD';
  return new Response(nullBody ? null : upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders(upstream.headers, Boolean(options.token)),
  });
}
