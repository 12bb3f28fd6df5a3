import 'server-only';
import { cached } from '@/lib/upstream/cache';
import { upstreamFetch } from '@/lib/upstream/client';
import { clientContext, requestContext } from '@/lib/upstream/context';
import { readBounded } from './body';
import { relayBody } from './relay';
import { failureResponse } from './handler';
import type { ProxyMatch } from './routes';
import { errorFor, NO_STORE } from './respond';

// Passes one allow-listed request to the upstream API through the one client, and its answer back.
// The browser's cookies and headers never leave the portal (only the checked query and body do);
// an upstream error never passes through: the browser gets the BFF's own envelope.

/** Upstream response headers the browser may see. */
const PASSED_HEADERS = ['content-type', 'x-total-count', 'etag', 'last-modified', 'content-disposition', 'x-content-type-options'];

function responseHeaders(upstream: Headers, match: ProxyMatch): Headers {
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.get(name);
    if (value !== null) headers.set(name, value);
  }
  // Public lookups may be kept a while by the browser and a CDN; a student's data never.
  const { access, publicMaxAge } = match.entry;
  headers.set(
    'cache-control',
    access === 'public' && publicMaxAge ? `public, max-age=${publicMaxAge}, stale-while-revalidate=${publicMaxAge}` : NO_STORE,
  );
  return headers;
}

/** How long the BFF serves a public read from memory before asking the API again (it is the same for every browser). */
const PUBLIC_READ_TTL_MS = 60_000;

interface CachedRead {
  status: number;
  headers: Headers;
  body: ArrayBuffer;
}

/**
 * A public GET (lookups for dropdowns) from the last-good cache, keyed by path, query and language:
 * the proxy then costs what a route handler costs, and a slow or failing API does not empty a
 * learner's dropdowns once they have been read. Student data is never cached.
 */
async function publicRead(path: string, searchParams: Record<string, string>, match: ProxyMatch, ctx: Awaited<ReturnType<typeof clientContext>>) {
  const key = `bff:${ctx.lang ?? ''}:${path}?${new URLSearchParams(Object.entries(searchParams).sort(([a], [b]) => a.localeCompare(b))).toString()}`;
  const ttlMs = Math.min(PUBLIC_READ_TTL_MS, (match.entry.publicMaxAge ?? 0) * 1000);
  return cached<CachedRead>(
    key,
    async () => {
      // No client address and no request signal: the answer is shared, so no one browser's
      // throttle or closed tab decides it.
      const upstream = await upstreamFetch(path, { lang: ctx.lang, method: 'GET', searchParams, timeoutMs: match.entry.timeoutMs });
      return { status: upstream.status, headers: responseHeaders(upstream.headers, match), body: await upstream.arrayBuffer() };
    },
    { ttlMs },
  );
}

/**
 * An upload's body as a stream that errors once more than `maxBytes` went through: the portal holds
 * one chunk at a time, whatever the Content-Length said (chunked bodies included).
 */
function boundedStream(body: ReadableStream<Uint8Array>, maxBytes: number, onTooLarge: () => void): ReadableStream<Uint8Array> {
  let total = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > maxBytes) {
          onTooLarge();
          controller.error(new Error('upload too large'));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
}

/** Passes a multipart upload on as it arrives; the answer is the upstream's JSON (or the BFF's error). */
async function proxyUpload(req: Request, match: ProxyMatch, path: string, searchParams: Record<string, string>): Promise<Response> {
  const { entry } = match;
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) return errorFor('unsupported_media_type');
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > entry.maxBytes) return errorFor('file_too_large');
  if (!req.body) return errorFor('file_required');
  let tooLarge = false;
  const body = boundedStream(req.body, entry.maxBytes, () => void (tooLarge = true));
  const ctx = await requestContext();
  try {
    const upstream = entry.upstream?.call
      ? await entry.upstream.call({ params: match.params, body, contentType: type, signal: req.signal, timeoutMs: entry.timeoutMs })
      : await upstreamFetch(path, {
          ...ctx,
          method: entry.method,
          searchParams,
          timeoutMs: entry.timeoutMs,
          signal: req.signal,
          body,
          headers: { 'content-type': type },
        });
    return new Response(relayBody(upstream.body, req.signal, `upload ${path}`), {
      status: upstream.status,
      headers: responseHeaders(upstream.headers, match),
    });
  } catch (error) {
    if (tooLarge) return errorFor('file_too_large');
    if (error instanceof DOMException && error.name === 'AbortError') return errorFor('service_unavailable', { status: 504 });
    return failureResponse(error);
  }
}

export async function proxyToUpstream(
  req: Request,
  match: ProxyMatch,
  browserPath: string,
  query: Record<string, string | undefined>,
): Promise<Response> {
  const { entry } = match;
  const path = entry.upstream ? entry.upstream.path(match.params) : browserPath;
  if (entry.kind === 'upload') {
    const params = Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string'));
    return proxyUpload(req, match, path, params);
  }
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    if (entry.maxBytes === 0) {
      if (req.body && req.headers.get('content-length') !== '0') return errorFor('payload_too_large');
    } else {
      const read = await readBounded(req, entry.maxBytes);
      if (!read.ok) return read.reason === 'too-large' ? errorFor('payload_too_large') : errorFor('invalid_data');
      body = read.bytes;
    }
  }
  const searchParams = Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string'));
  // Public reads never open the session: no cookie unsealing on the hot path, no token sent.
  const ctx = entry.access === 'student' ? await requestContext() : await clientContext();
  try {
    if (entry.access === 'public' && entry.method === 'GET' && entry.publicMaxAge) {
      const read = await publicRead(path, searchParams, match, ctx);
      return new Response(req.method === 'HEAD' ? null : read.body, { status: read.status, headers: new Headers(read.headers) });
    }
    const upstream = entry.upstream?.call
      ? await entry.upstream.call({ params: match.params, signal: req.signal, timeoutMs: entry.timeoutMs })
      : await upstreamFetch(path, {
          ...ctx,
          method: entry.method,
          searchParams,
          timeoutMs: entry.timeoutMs,
          signal: req.signal,
          ...(body ? { body, headers: { 'content-type': req.headers.get('content-type') ?? 'application/json' } } : {}),
        });
    const nullBody = upstream.status === 204 || upstream.status === 304 || req.method === 'HEAD';
    if (entry.upstream?.answer && !nullBody) {
      const headers = responseHeaders(upstream.headers, match);
      headers.set('content-type', 'application/json; charset=utf-8');
      return new Response(JSON.stringify(await entry.upstream.answer(upstream)), { status: upstream.status, headers });
    }
    // a browser that goes mid-download (a document file) stops the centre's answer too, quietly (lib/bff/relay)
    const relayed = nullBody ? null : relayBody(upstream.body, req.signal, `${entry.method} ${browserPath}`);
    return new Response(relayed, { status: upstream.status, headers: responseHeaders(upstream.headers, match) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return errorFor('service_unavailable', { status: 504 });
    return failureResponse(error);
  }
}
