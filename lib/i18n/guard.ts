import { defaultLocale, isLocale, locales, type Locale } from './routing';

// The routing decisions of middleware.ts as one pure function, so every rule is table-tested:
// language prefix (R§2), login redirect with the attempted path, quick-signup redirect, and
// public entry pages for a logged-in user. Route handlers and pages check the session again.

/** First path segments that live outside the language prefix (D§2 "No prefix", plus files). */
export const UNPREFIXED_ROOTS = [
  'api',
  'payment',
  'dev',
  'theorytest',
  // the staff area and its reports (issue 25, D§2 "salesman and cashier collection report pages")
  'staff',
  'salesman',
  'cashier',
  'csr',
  'collection-report',
  '_next',
  'sitemap.xml',
  'robots.txt',
  'favicon.ico',
  'manifest.webmanifest',
] as const;

/**
 * Student-only routes (R§2, R§6, D§2): without a session they go to login. Matched by whole
 * segments after the language, so `/contract` does not cover the public `/contract-request`.
 * All ten D§2 PDF pages are here: a logged-out visitor logs in and comes back to the PDF.
 */
export const PROTECTED_PREFIXES = [
  '/dashboard',
  '/signup/onboard',
  '/signup/thank-you',
  '/signup/payment-error',
  '/lecture-video',
  '/schedules',
  '/question-answer',
  '/mock-test',
  '/verify-email',
  '/invoice',
  '/lumpsum-invoice',
  '/contract',
  '/refund-document',
  '/clearance-certificate',
  '/preregistration-invoice',
  '/crm-invoice',
  '/corporate-lumpsum-invoice',
  '/corporate-invoice',
  '/corporate-refund-document',
] as const;

/**
 * Exceptions inside a protected prefix, open with or without a session: the payment-link results
 * (D§2 /dashboard/paymentlink/{success,error,cancelled}) are where a payer lands who may not have an
 * account here at all (the link is paid without logging in, R§2 /payment-request/{id}).
 */
export const OPEN_EXCEPTIONS = ['/dashboard/paymentlink'] as const;

/** Entry pages a logged-in user has no business on: they go to the dashboard instead. */
export const PUBLIC_ENTRY_PREFIXES = ['/auth'] as const;
export const PUBLIC_ENTRY_EXACT = ['/signup'] as const;

export const QUICK_SIGNUP_PATH = '/quick-signup';

export interface GuardSession {
  loggedIn: boolean;
  /** A pre-registered user without nationality (R§2): must finish quick signup first. */
  needsQuickSignup: boolean;
}

export interface RouteInput {
  /** The request's pathname as received (percent-encoded). */
  pathname: string;
  /** The query string including '?', or ''. */
  search?: string;
  session: GuardSession;
  acceptLanguage?: string | null;
  /** The NEXT_LOCALE cookie. */
  localeCookie?: string | null;
  /** HTTP method; the session guards apply to page loads (GET/HEAD) only. */
  method?: string;
}

export type RouteDecision =
  { type: 'next'; scope: 'localised'; locale: Locale } | { type: 'next'; scope: 'unprefixed' } | { type: 'redirect'; location: string };

type RouteKind = 'quick-signup' | 'protected' | 'public-entry' | 'open';

const segmentMatch = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

function normalise(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
}

export function isUnprefixedPath(pathname: string): boolean {
  const first = normalise(pathname).split('/')[1] ?? '';
  return (UNPREFIXED_ROOTS as readonly string[]).includes(first);
}

/** The path after the language segment ('' for the landing), or null without a valid prefix. */
export function splitLocale(pathname: string): { locale: Locale; rest: string } | null {
  const path = normalise(pathname);
  const [, first = '', ...others] = path.split('/');
  if (!isLocale(first)) return null;
  return { locale: first, rest: others.length ? `/${others.join('/')}` : '' };
}

export function classifyRoute(rest: string): RouteKind {
  const path = normalise(rest || '/');
  if (path === QUICK_SIGNUP_PATH) return 'quick-signup';
  if (OPEN_EXCEPTIONS.some((p) => segmentMatch(path, p))) return 'open';
  if (PROTECTED_PREFIXES.some((p) => segmentMatch(path, p))) return 'protected';
  if (PUBLIC_ENTRY_PREFIXES.some((p) => segmentMatch(path, p))) return 'public-entry';
  if ((PUBLIC_ENTRY_EXACT as readonly string[]).includes(path)) return 'public-entry';
  return 'open';
}

/** NEXT_LOCALE cookie first, then the best Accept-Language match, then English. */
export function negotiateLocale({ localeCookie, acceptLanguage }: { localeCookie?: string | null; acceptLanguage?: string | null }): Locale {
  if (isLocale(localeCookie)) return localeCookie;
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === '*') return defaultLocale;
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return defaultLocale;
}

const RETURN_BASE = 'https://portal.invalid';

/**
 * A same-site relative path (path + query + hash) that is safe to redirect to, or null.
 * Refuses absolute and protocol-relative URLs, backslashes, control characters and the JSON API.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, RETURN_BASE);
  } catch {
    return null;
  }
  if (url.origin !== RETURN_BASE) return null;
  if (segmentMatch(normalise(url.pathname), '/api')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function loginPath(locale: Locale, returnTo?: string | null, extra: Record<string, string> = {}): string {
  const safe = safeReturnTo(returnTo);
  const query = new URLSearchParams({ ...extra, ...(safe ? { returnTo: safe } : {}) }).toString();
  return query ? `/${locale}/auth/login?${query}` : `/${locale}/auth/login`;
}

function homeFor(locale: Locale, session: GuardSession): string {
  return session.needsQuickSignup ? `/${locale}${QUICK_SIGNUP_PATH}` : `/${locale}/dashboard`;
}

export function decideRoute(input: RouteInput): RouteDecision {
  const { pathname, session } = input;
  const search = input.search && input.search !== '?' ? input.search : '';
  if (isUnprefixedPath(pathname)) return { type: 'next', scope: 'unprefixed' };

  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return { type: 'redirect', location: `/${defaultLocale}/page-not-found` };
  }

  const split = splitLocale(decoded);
  if (!split) {
    const first = normalise(decoded).split('/')[1] ?? '';
    const wrongCase = locales.find((l) => l === first.toLowerCase());
    if (wrongCase) {
      // /EN/signup → /en/signup
      const rest = normalise(pathname).split('/').slice(2).join('/');
      return { type: 'redirect', location: `/${wrongCase}${rest ? `/${rest}` : ''}${search}` };
    }
    // `/` and unprefixed pages get the visitor's language; an unknown prefix (/xx/…) ends on the
    // not-found page in that language.
    const locale = negotiateLocale(input);
    const path = normalise(pathname);
    return { type: 'redirect', location: `/${locale}${path === '/' ? '' : path}${search}` };
  }

  const { locale, rest } = split;
  // A server action (POST) must reach its handler, which checks the session itself: redirecting
  // it would replay the POST against the login page or the dashboard.
  if (input.method && input.method !== 'GET' && input.method !== 'HEAD') return { type: 'next', scope: 'localised', locale };
  const attempted = `${pathname}${search}`;
  const kind = classifyRoute(rest);

  if (kind === 'quick-signup') {
    if (!session.loggedIn) return { type: 'redirect', location: loginPath(locale, attempted) };
    if (!session.needsQuickSignup) return { type: 'redirect', location: `/${locale}/dashboard` };
    return { type: 'next', scope: 'localised', locale };
  }
  if (kind === 'protected') {
    if (!session.loggedIn) return { type: 'redirect', location: loginPath(locale, attempted) };
    if (session.needsQuickSignup) return { type: 'redirect', location: `/${locale}${QUICK_SIGNUP_PATH}` };
    return { type: 'next', scope: 'localised', locale };
  }
  if (kind === 'public-entry' && session.loggedIn) {
    return { type: 'redirect', location: homeFor(locale, session) };
  }
  return { type: 'next', scope: 'localised', locale };
}
