import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { isPageMutation, isSameOriginRequest } from '@/lib/bff/origin-check';
import { errorFor } from '@/lib/bff/respond';
import { env } from '@/lib/env';
import { decideRoute, isUnprefixedPath, type GuardSession } from '@/lib/i18n/guard';
import { PATH_HEADER } from '@/lib/i18n/paths';
import { routing } from '@/lib/i18n/routing';
import { createNonce, isSelfFrameable, securityHeaders, sendsToGateway, showsPaymentFrame } from '@/lib/security/headers';
import { isLoggedIn, needsQuickSignup, readSession, SESSION_COOKIE, type SessionData } from '@/lib/session';

// Language prefix, guards and security headers. The decisions live in lib/i18n/guard.ts
// (table-tested); this file only wires them to the request. Never the only wall: handlers and
// pages re-check the session (lib/auth/viewer.ts, lib/bff/handler.ts).

const intl = createIntlMiddleware(routing);

const isDev = process.env.NODE_ENV !== 'production';

function guardSession(session: SessionData): GuardSession {
  const loggedIn = isLoggedIn(session);
  return { loggedIn, needsQuickSignup: loggedIn && needsQuickSignup(session.user) };
}

export default async function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;

  // Every page renders per request (app/[lang]/layout.tsx), so every page carries a fresh nonce:
  // one strict script policy everywhere, no 'unsafe-inline' anywhere.
  const nonce = createNonce();
  const headers = securityHeaders({
    nonce,
    frameable: isSelfFrameable(pathname),
    frameSrc: showsPaymentFrame(pathname) ? [env.GATEWAY_ORIGIN, env.PAYMENT_RETURN_ORIGIN] : [],
    formAction: sendsToGateway(pathname) ? [env.GATEWAY_ORIGIN] : [],
    dev: isDev,
    hsts: !isDev && env.SECURE_COOKIES,
    https: !isDev && env.SECURE_COOKIES,
  });

  // A POST to a page is a server action (scripted, or a plain form before hydration): it must come
  // from the portal's own pages, by the same check as /api (issue 21 #6). Next.js itself lets an action
  // with no Origin through.
  if (isPageMutation(req.method, pathname) && !isSameOriginRequest({ method: req.method, url: req.url, headers: req.headers }, env.SITE_URL)) {
    const refused = errorFor('cross_origin');
    for (const [name, value] of Object.entries(headers)) refused.headers.set(name, value);
    return refused;
  }

  // What the app sees of the request: never a client-sent subrequest marker, path header or CSP;
  // the CSP (Next.js reads its nonce from here) and the path for the language switch.
  const forwarded = new Headers(req.headers);
  forwarded.delete('x-middleware-subrequest');
  forwarded.set(PATH_HEADER, `${pathname}${search}`);
  forwarded.set('content-security-policy', headers['Content-Security-Policy']!);

  // A revoked or expired session reads as logged out here too (readSession asks the session store).
  // Unprefixed paths (/api, /payment …) have no guard here: their handlers check the session
  // themselves, so the cookie is not opened twice on the API's hot path.
  const session = req.cookies.has(SESSION_COOKIE) && !isUnprefixedPath(pathname) ? await readSession(req) : {};
  const decision = decideRoute({
    pathname,
    search,
    session: guardSession(session),
    acceptLanguage: req.headers.get('accept-language'),
    localeCookie: req.cookies.get('NEXT_LOCALE')?.value ?? null,
    method: req.method,
  });

  let res: NextResponse;
  if (decision.type === 'redirect') {
    res = NextResponse.redirect(new URL(decision.location, req.url));
  } else if (decision.scope === 'unprefixed') {
    res = NextResponse.next({ request: { headers: forwarded } });
  } else {
    // next-intl sets its locale header and keeps the NEXT_LOCALE cookie in step with the prefix.
    res = intl(new NextRequest(req, { headers: forwarded }));
  }

  for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
  return res;
}

export const config = {
  // Node runtime: iron-session, the session store and zod run as on the server (zod 4 probes eval, which Edge forbids).
  runtime: 'nodejs',
  // Everything but build assets and root-level public files (/logo.svg, /robots.txt …); nested
  // paths such as /en/x.png still pass the guards. A document upload skips it too: for a request
  // middleware sees, Next.js tees the whole body into memory (up to 10 MB) before the handler runs,
  // and the replayed body was seen arriving empty; the proxy handler checks origin and session itself.
  matcher: [
    '/((?!_next/static|_next/image|images/|api/document/v1/student/documents/[^/]+/(?:front|back)$|[^/]+\\.(?:svg|png|jpg|jpeg|gif|webp|avif|ico|txt|xml|webmanifest|woff2?)$).*)',
  ],
};
