// The BFF is a table, not a tunnel: only these method + path pairs reach the upstream API.
// A browser path /api<pattern> is forwarded to the upstream path <pattern> unchanged.
// Calls that change the session or need checks of their own are NOT here and must not be added:
// login, logout, sign-up, OTP, forgot/reset password, quick sign-up (pre-register), e-mail
// verification (app/api/auth/*) and the Emirates ID reader (app/api/eid/read).

export type ProxyMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ProxyAccess = 'public' | 'student';

export interface ProxyEntry {
  method: ProxyMethod;
  /** Upstream path; `:name` matches one segment of letters, digits, '-' or '_'. */
  pattern: string;
  /** 'student' needs a logged-in student session; 'public' forwards the bearer when there is one. */
  access: ProxyAccess;
}

export const PROXY_TABLE: readonly ProxyEntry[] = [
  // Lookups for sign-up and onboarding dropdowns (generic list semantics, x-total-count).
  { method: 'GET', pattern: '/entity/v1/license-type', access: 'public' },
  { method: 'GET', pattern: '/entity/v1/license-type/all', access: 'public' },
  { method: 'GET', pattern: '/entity/v1/license-type/:id', access: 'public' },
  { method: 'GET', pattern: '/entity/v1/training-branch', access: 'public' },
  { method: 'GET', pattern: '/entity/v1/emirates', access: 'public' },
  { method: 'GET', pattern: '/entity/v1/countries', access: 'public' },
  { method: 'GET', pattern: '/entity/v1/occupation', access: 'public' },
  { method: 'GET', pattern: '/entity/v1/visa-profession', access: 'public' },
  { method: 'GET', pattern: '/entity/v1/languages', access: 'public' },

  { method: 'GET', pattern: '/user/v1/student/profile', access: 'student' },
];

export interface ProxyMatch {
  entry: ProxyEntry;
  params: Record<string, string>;
}

const PARAM_SEGMENT = /^[A-Za-z0-9_-]+$/;

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

/** The entry for a method and an upstream path (raw, still percent-encoded), or null (→ 404). */
export function matchProxyRoute(method: string, path: string, table: readonly ProxyEntry[] = PROXY_TABLE): ProxyMatch | null {
  const upper = method.toUpperCase();
  // Static entries win over parametrised ones (license-type/all before license-type/:id).
  const ordered = [...table].sort((a, b) => Number(a.pattern.includes(':')) - Number(b.pattern.includes(':')));
  for (const entry of ordered) {
    if (entry.method !== upper) continue;
    const params = matchPattern(entry.pattern, path);
    if (params) return { entry, params };
  }
  return null;
}
