import type * as z from 'zod';

// One entry of the BFF's allow-list: a path the browser may reach through /api, the upstream call it
// makes, and how.

/**
 * Where the centre serves a browser path, when it is not the same path, and its answer in the shape
 * the browser has always had. Both come from lib/upstream (the one place that knows the centre's
 * paths and answers), so a move upstream changes neither components, lib/queries nor e2e.
 */
export interface UpstreamTarget {
  /** The centre's path, from the browser path's (already checked) `:name` params. */
  path: (params: Readonly<Record<string, string>>) => string;
  /** The centre's 2xx JSON answer, parsed with the adapter's schema and reshaped for the browser. */
  answer?: (response: Response) => Promise<unknown>;
  /**
   * The adapter's own calls in place of one call to `path` (an upload then its attach; a signed URL then
   * the file): a 2xx Response whose body goes to the browser (JSON for an upload, bytes for a stream).
   */
  call?: (input: UpstreamCall) => Promise<Response>;
}

export interface UpstreamCall {
  params: Readonly<Record<string, string>>;
  /** an upload's body, passed on as it arrives (counted against the entry's maxBytes) */
  body?: ReadableStream<Uint8Array>;
  contentType?: string;
  signal: AbortSignal;
  timeoutMs: number;
}

export type ProxyMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ProxyEntry {
  method: ProxyMethod;
  /** Browser path under /api (and the upstream path unless `upstream` says otherwise); `:name` matches one segment of letters, digits, '-' or '_'. */
  pattern: string;
  upstream?: UpstreamTarget;
  /** 'public' never carries a token; 'student' needs a logged-in student session and carries its token. */
  access: 'public' | 'student';
  /**
   * json: a JSON answer; stream: a file or other bytes passed through as they come; upload: a
   * multipart body streamed to the upstream as it arrives (counted against maxBytes, never held whole),
   * with a JSON answer.
   */
  kind: 'json' | 'stream' | 'upload';
  /** How long to wait for the upstream's headers. */
  timeoutMs: number;
  /** Request body limit in bytes (0: no body accepted). */
  maxBytes: number;
  /** The query parameters allowed through (anything else is refused, never forwarded). */
  query: z.ZodType<Record<string, string | undefined>>;
  /** Seconds a shared cache may keep a public answer (lookups change rarely). */
  publicMaxAge?: number;
}
