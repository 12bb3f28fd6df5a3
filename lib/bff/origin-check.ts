// CSRF defence for the BFF and the server actions: a mutating request must come from a page of the
// portal itself. SameSite=Lax already keeps the cookie off cross-site POSTs; this check is the second
// wall and also covers same-site but cross-origin callers (another subdomain). Next.js compares a
// server action's Origin with its Host only when an Origin is present, so actions get this check too
// (issue 21 #6): in middleware for every POST to a page, and again where an action starts.

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OriginCheckInput {
  method: string;
  url: string;
  headers: Headers;
}

function originOf(value: string | null): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function firstValue(header: string | null): string | null {
  const value = header?.split(',')[0]?.trim();
  return value ? value : null;
}

/**
 * The origins this request may legitimately come from: SITE_URL, and the portal as the request
 * reached it (Host, or X-Forwarded-Host/Proto behind a proxy). A browser cannot forge Host for a
 * cross-origin request, so comparing the Origin with it is safe.
 */
export function allowedOrigins(input: OriginCheckInput, siteUrl: string): Set<string> {
  const allowed = new Set<string>();
  const site = originOf(siteUrl);
  if (site) allowed.add(site);
  const url = new URL(input.url);
  const host = firstValue(input.headers.get('x-forwarded-host')) ?? firstValue(input.headers.get('host')) ?? url.host;
  const proto = firstValue(input.headers.get('x-forwarded-proto')) ?? url.protocol.replace(/:$/, '');
  const own = originOf(`${proto}://${host}`);
  if (own) allowed.add(own);
  return allowed;
}

/** True when the request may proceed: a safe method, or an Origin (else Referer) of the portal. */
export function isSameOriginRequest(input: OriginCheckInput, siteUrl: string): boolean {
  if (!MUTATING.has(input.method.toUpperCase())) return true;
  // An Origin header, even 'null' (sandboxed frame, privacy redirect), is decisive; only a
  // request without one falls back to the Referer.
  const origin = input.headers.get('origin');
  const claimed = origin !== null ? originOf(origin) : originOf(input.headers.get('referer'));
  if (!claimed) return false;
  return allowedOrigins(input, siteUrl).has(claimed);
}

/** Whether a request is a mutating request to a page (a server action, scripted or a plain form post). */
export const isPageMutation = (method: string, pathname: string) => MUTATING.has(method.toUpperCase()) && !/^\/api(?:\/|$)/.test(pathname);
