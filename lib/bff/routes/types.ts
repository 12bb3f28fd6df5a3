import type * as z from 'zod';

// One entry of the BFF's allow-list: an upstream path the browser may reach through /api, and how.

export type ProxyMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ProxyEntry {
  method: ProxyMethod;
  /** Upstream path; `:name` matches one segment of letters, digits, '-' or '_'. */
  pattern: string;
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
