import 'server-only';
import { isIP } from 'node:net';
import { headers } from 'next/headers';
import { cache } from 'react';
import { env } from '@/lib/env';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { readSession } from '@/lib/session';

// Who is asking, read once per request: the session's bearer token (which goes no further than
// lib/upstream), the client's address as the portal's own server derived it, and the language.

export interface CallContext {
  /** The student's bearer token, from the session. */
  token?: string | undefined;
  /** The session's id, so an upstream 401 can end it everywhere. */
  sid?: string | undefined;
  /** The browser's address, so the upstream's throttles see the person, not the portal. */
  clientIp?: string | null | undefined;
  lang?: Locale | undefined;
  signal?: AbortSignal | undefined;
}

/** Set by scripts/portal-server.mjs on every request: '<per-process token> <client address>'. */
export const CLIENT_HEADER = 'x-portal-client';

/**
 * The client's address, only from the header the portal's own server set (it strips any a client
 * sends and proves its value with a per-process token). Never X-Forwarded-For: a browser can write
 * that. Null when the portal runs without its server (e.g. under a bare `next start`).
 */
export function clientIpFrom(h: Headers): string | null {
  const raw = h.get(CLIENT_HEADER);
  if (!raw || !env.PORTAL_INTERNAL_TOKEN) return null;
  const [token, ip = ''] = raw.split(' ');
  return token === env.PORTAL_INTERNAL_TOKEN && isIP(ip) ? ip : null;
}

/** The NEXT_LOCALE cookie (lib/i18n/routing.ts), which next-intl keeps in step with the page's language prefix. */
function pageLocaleCookie(h: Headers): string | undefined {
  for (const part of (h.get('cookie') ?? '').split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === 'NEXT_LOCALE') return value;
  }
  return undefined;
}

/**
 * The page's language: its route's on a page or an action; on /api (browser reads through the proxy,
 * which middleware leaves unprefixed) the cookie of the page that asked, so an Arabic page gets Arabic
 * answers whatever the browser's own Accept-Language says; then that header; then English.
 */
export function langFrom(h: Headers): Locale {
  const fromRoute = h.get('x-next-intl-locale');
  if (isLocale(fromRoute)) return fromRoute;
  const fromPage = pageLocaleCookie(h);
  if (isLocale(fromPage)) return fromPage;
  const accept = (h.get('accept-language') ?? '').trim().toLowerCase();
  return accept.startsWith('ar') ? 'ar' : routing.defaultLocale;
}

/** The request's context, once per request (React's cache scopes it to the render or action). */
export const requestContext = cache(async (): Promise<CallContext> => {
  const [session, h] = await Promise.all([readSession(), headers()]);
  return { token: session.token, sid: session.sid, clientIp: clientIpFrom(h), lang: langFrom(h) };
});

/** The same, without the session: public calls and calls made before a session exists. */
export const clientContext = cache(async (): Promise<CallContext> => {
  const h = await headers();
  return { clientIp: clientIpFrom(h), lang: langFrom(h) };
});
