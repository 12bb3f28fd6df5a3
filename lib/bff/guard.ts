import 'server-only';
import { env } from '@/lib/env';
import { bffErrors } from './error-envelope';
import { isSameOriginRequest } from './origin-check';

/** 403 JSON for a mutating request from elsewhere, else null. Every BFF handler runs it first. */
export function rejectCrossOrigin(req: Request): Response | null {
  const ok = isSameOriginRequest({ method: req.method, url: req.url, headers: req.headers }, env.SITE_URL);
  return ok ? null : bffErrors.forbidden('Cross-origin request refused');
}

/** The browser's address as the portal's server saw it, for the upstream's throttles. */
export function clientAddress(req: Request): string | null {
  return req.headers.get('x-forwarded-for') ?? req.headers.get('x-real-ip');
}
