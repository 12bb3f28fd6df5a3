import { DOCUMENT_ROUTES } from './documents';
import { LECTURE_ROUTES } from './lectures';
import { LOOKUP_ROUTES } from './lookups';
import { NOTIFICATION_ROUTES } from './notifications';
import { PLACE_ROUTES } from './places';
import { STUDENT_ROUTES } from './student';
import type { ProxyEntry } from './types';

// The BFF is a table, not a tunnel: only these method + path pairs reach the upstream API, one file
// per domain. A browser path /api<pattern> goes to the upstream path <pattern>. Calls that change
// the session or need checks of their own are handlers under app/api (login, sign-up, OTP, the
// Emirates ID reader …) and never entries here.

export const PROXY_ROUTES: readonly ProxyEntry[] = [
  ...LOOKUP_ROUTES,
  ...STUDENT_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...PLACE_ROUTES,
  ...DOCUMENT_ROUTES,
  ...LECTURE_ROUTES,
];

export interface ProxyMatch {
  entry: ProxyEntry;
  params: Record<string, string>;
}

const PARAM_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/** Static segments compare literally (so percent-encoding never sneaks past); params are strict. */
function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith(':')) {
      if (!PARAM_SEGMENT.test(g)) return null;
      params[w.slice(1)] = g;
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

// Static entries win over parametrised ones (license-type/all before license-type/:id).
const ORDERED = [...PROXY_ROUTES].sort((a, b) => Number(a.pattern.includes(':')) - Number(b.pattern.includes(':')));

/** The entry for a method and an upstream path (raw, still percent-encoded), or null. */
export function matchProxyRoute(method: string, path: string, table: readonly ProxyEntry[] = ORDERED): ProxyMatch | null {
  const upper = method.toUpperCase();
  for (const entry of table) {
    if (entry.method !== upper) continue;
    const params = matchPattern(entry.pattern, path);
    if (params) return { entry, params };
  }
  return null;
}

/** The methods a path answers to (for a 405's Allow header), or [] when the path is unknown. */
export function allowedMethods(path: string, table: readonly ProxyEntry[] = ORDERED): string[] {
  return [...new Set(table.filter((e) => matchPattern(e.pattern, path)).map((e) => e.method))];
}
