import { EARLY_INPUT_SHA256 } from '@/lib/hydration/early-input';
import { FRAME_BREAKER_SHA256 } from './frame-breaker';

// Security headers for every response the middleware sees. One script policy for every page:
// script-src 'self' 'nonce-…' 'strict-dynamic' plus the hashes of two inline scripts of our own (the
// frame breaker, the early-input script). Next.js puts the nonce on its own scripts; every page
// renders per request, so every page gets a fresh nonce.

/** Pages the portal may frame itself (payment return pages, files); everything else is never framed. */
export const SELF_FRAMEABLE_PREFIXES = ['/payment', '/api'] as const;

export function isSelfFrameable(pathname: string): boolean {
  return SELF_FRAMEABLE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export interface CspOptions {
  nonce: string;
  frameable?: boolean;
  /** React's dev build needs eval for its call stacks. */
  dev?: boolean;
  /** Served over https in production: ask the browser to upgrade stray http subresources. */
  https?: boolean;
  /** Origins this page may frame besides itself (the card gateway, on the payment step only). */
  frameSrc?: readonly string[];
  /** Origins a form on this page may post (or be redirected) to besides itself: the gateway, from a payment link. */
  formAction?: readonly string[];
}

/** Pages that show the payment frame (the wizard's payment step, the dashboard's payments). */
export function showsPaymentFrame(pathname: string): boolean {
  return /^\/(en|ar)\/(signup\/onboard|dashboard\/payment)\/?$/.test(pathname);
}

/**
 * The payment-request page (D§2 /payment-request/{id}): its Pay button's form is answered with a
 * redirect to the card gateway, which form-action also governs when the form posts before hydration.
 */
export function sendsToGateway(pathname: string): boolean {
  return /^\/(en|ar)\/payment-request\/[A-Za-z0-9_-]{1,64}\/?$/.test(pathname);
}

export function contentSecurityPolicy({ nonce, frameable = false, dev = false, https = false, frameSrc = [], formAction = [] }: CspOptions): string {
  if (!nonce) throw new Error('The script policy needs a nonce');
  const script = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", `'${FRAME_BREAKER_SHA256}'`, `'${EARLY_INPUT_SHA256}'`];
  if (dev) script.push("'unsafe-eval'");
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', ...script],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    // 'self' covers same-origin ws:/wss: in CSP3 browsers (the notification socket).
    ['connect-src', "'self'"],
    // The card gateway's origin is added on the pages that show the payment frame, nowhere else.
    ['frame-src', "'self'", ...frameSrc],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', frameable ? "'self'" : "'none'"],
    ['form-action', "'self'", ...formAction],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Headers that do not depend on the page (also set by next.config.mjs for static files). */
export const STATIC_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
} as const;

export interface SecurityHeaderOptions extends CspOptions {
  /** Strict-Transport-Security: production behind https only. */
  hsts?: boolean;
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Frame-Options': options.frameable ? 'SAMEORIGIN' : 'DENY',
    ...STATIC_SECURITY_HEADERS,
  };
  if (options.hsts) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
