jest.mock('next/headers', () => jest.requireActual('./support/next-headers'));

import { createHash } from 'node:crypto';
import { NextRequest } from 'next/server';
import middleware from '@/middleware';
import { decideRoute as decide, negotiateLocale, safeReturnTo, type GuardSession, type RouteDecision } from '@/lib/i18n/guard';
import { EARLY_INPUT_JS, EARLY_INPUT_SHA256 } from '@/lib/hydration/early-input';
import { FRAME_BREAKER_JS, FRAME_BREAKER_SHA256 } from '@/lib/security/frame-breaker';
import { contentSecurityPolicy, createNonce, isSelfFrameable, securityHeaders, sendsToGateway, showsPaymentFrame } from '@/lib/security/headers';
import { endSession, getSession, SESSION_COOKIE, startSession } from '@/lib/session';
import { browser } from './support/next-headers';

const anonymous: GuardSession = { loggedIn: false, needsQuickSignup: false };
const student: GuardSession = { loggedIn: true, needsQuickSignup: false };
const preRegistered: GuardSession = { loggedIn: true, needsQuickSignup: true };

/** The guard's decision as the middleware uses it: where to go (nothing is written into the session). */
function decideRoute(input: Parameters<typeof decide>[0]): RouteDecision {
  const decision = decide(input);
  return decision.type === 'redirect' ? { type: 'redirect', location: decision.location } : decision;
}

function route(pathname: string, session = anonymous, extra: { search?: string; acceptLanguage?: string; localeCookie?: string } = {}) {
  return decideRoute({ pathname, session, ...extra });
}
const next = (locale: 'en' | 'ar'): RouteDecision => ({ type: 'next', scope: 'localised', locale });
const unprefixed: RouteDecision = { type: 'next', scope: 'unprefixed' };
const to = (location: string): RouteDecision => ({ type: 'redirect', location });

describe('decideRoute: language prefix', () => {
  it.each([
    ['/', {}, '/en'],
    ['/', { acceptLanguage: 'ar-AE,ar;q=0.9,en;q=0.8' }, '/ar'],
    ['/', { acceptLanguage: 'en-GB,en;q=0.9' }, '/en'],
    ['/', { acceptLanguage: 'fr-FR,fr;q=0.9' }, '/en'],
    ['/', { acceptLanguage: 'en;q=0.5,ar;q=0.8' }, '/ar'],
    ['/', { localeCookie: 'ar', acceptLanguage: 'en' }, '/ar'],
    ['/', { localeCookie: 'xx', acceptLanguage: 'ar' }, '/ar'],
    ['/signup', { search: '?vehicleType=lt-lmv' }, '/en/signup?vehicleType=lt-lmv'],
    ['/xx/whatever', {}, '/en/xx/whatever'],
    ['/EN/signup', { acceptLanguage: 'ar' }, '/en/signup'],
    ['/Ar', {}, '/ar'],
  ])('%s %j → %s', (pathname, extra, location) => {
    expect(route(pathname, anonymous, extra)).toEqual(to(location));
  });

  it.each(['/api/auth/login', '/api', '/payment/redirect', '/payment/redirectlink', '/dev', '/dev/', '/theorytest', '/sitemap.xml', '/robots.txt'])(
    '%s stays without a prefix',
    (pathname) => {
      expect(route(pathname)).toEqual(unprefixed);
      expect(route(pathname, student)).toEqual(unprefixed);
    },
  );

  it('does not mistake look-alike roots for unprefixed ones', () => {
    expect(route('/payment-request/42')).toEqual(to('/en/payment-request/42'));
    expect(route('/development')).toEqual(to('/en/development'));
  });

  it.each([
    ['/en', 'en'],
    ['/ar', 'ar'],
    ['/en/signup', 'en'],
    ['/ar/signup/otp', 'ar'],
    ['/en/page-not-found', 'en'],
    ['/en/anything/else', 'en'],
    ['/ar/contract-request/id/7', 'ar'],
    ['/en/book-an-appointment', 'en'],
    ['/en/customer-feedback', 'en'],
    ['/en/payment-request/42', 'en'],
  ] as const)('%s is open to everyone', (pathname, locale) => {
    expect(route(pathname)).toEqual(next(locale));
  });

  it('sends a malformed path to the not-found page', () => {
    expect(route('/en/%E0%A4%A')).toEqual(to('/en/page-not-found'));
  });
});

describe('decideRoute: protected pages', () => {
  it.each([
    ['/en/dashboard', '', '/en/auth/login?returnTo=%2Fen%2Fdashboard'],
    ['/en/dashboard/my-account', '?tab=2', '/en/auth/login?returnTo=%2Fen%2Fdashboard%2Fmy-account%3Ftab%3D2'],
    ['/ar/dashboard/payment/thank-you', '', '/ar/auth/login?returnTo=%2Far%2Fdashboard%2Fpayment%2Fthank-you'],
    ['/en/signup/onboard', '', '/en/auth/login?returnTo=%2Fen%2Fsignup%2Fonboard'],
    ['/en/signup/thank-you', '', '/en/auth/login?returnTo=%2Fen%2Fsignup%2Fthank-you'],
    ['/en/lecture-video/1/2/3', '', '/en/auth/login?returnTo=%2Fen%2Flecture-video%2F1%2F2%2F3'],
    ['/en/schedules/s-1', '', '/en/auth/login?returnTo=%2Fen%2Fschedules%2Fs-1'],
    ['/en/question-answer/1/2/quiz', '', '/en/auth/login?returnTo=%2Fen%2Fquestion-answer%2F1%2F2%2Fquiz'],
    ['/en/mock-test/instructions', '', '/en/auth/login?returnTo=%2Fen%2Fmock-test%2Finstructions'],
    ['/en/verify-email/u1', '?verifyToken=abc', '/en/auth/login?returnTo=%2Fen%2Fverify-email%2Fu1%3FverifyToken%3Dabc'],
    ['/en/invoice/9/pdf', '', '/en/auth/login?returnTo=%2Fen%2Finvoice%2F9%2Fpdf'],
    // every D§2 PDF page, the CRM and corporate ones included (issue 25)
    ['/en/crm-invoice/CRM-1/pdf', '', '/en/auth/login?returnTo=%2Fen%2Fcrm-invoice%2FCRM-1%2Fpdf'],
    ['/ar/lumpsum-invoice/pdf', '?invoiceNumber=LS-1', '/ar/auth/login?returnTo=%2Far%2Flumpsum-invoice%2Fpdf%3FinvoiceNumber%3DLS-1'],
    ['/en/refund-document/RF-1/pdf', '', '/en/auth/login?returnTo=%2Fen%2Frefund-document%2FRF-1%2Fpdf'],
    ['/en/clearance-certificate/CC-1/pdf', '', '/en/auth/login?returnTo=%2Fen%2Fclearance-certificate%2FCC-1%2Fpdf'],
    ['/en/preregistration-invoice/PR-1/pdf', '', '/en/auth/login?returnTo=%2Fen%2Fpreregistration-invoice%2FPR-1%2Fpdf'],
    ['/en/corporate-invoice/pdf', '?id=CI-1', '/en/auth/login?returnTo=%2Fen%2Fcorporate-invoice%2Fpdf%3Fid%3DCI-1'],
    ['/ar/corporate-lumpsum-invoice/pdf', '?id=CL-1', '/ar/auth/login?returnTo=%2Far%2Fcorporate-lumpsum-invoice%2Fpdf%3Fid%3DCL-1'],
    ['/en/corporate-refund-document/CR-1/pdf', '', '/en/auth/login?returnTo=%2Fen%2Fcorporate-refund-document%2FCR-1%2Fpdf'],
    ['/en/quick-signup', '', '/en/auth/login?returnTo=%2Fen%2Fquick-signup'],
    ['/en/dashboard/', '', '/en/auth/login?returnTo=%2Fen%2Fdashboard%2F'],
    ['/en//dashboard', '', '/en/auth/login?returnTo=%2Fen%2F%2Fdashboard'],
  ])('%s%s without a session → %s', (pathname, search, location) => {
    expect(route(pathname, anonymous, { search })).toEqual(to(location));
  });

  it('lets a student through', () => {
    expect(route('/en/dashboard', student)).toEqual(next('en'));
    expect(route('/ar/signup/onboard', student)).toEqual(next('ar'));
    expect(route('/en/schedules/1', student)).toEqual(next('en'));
  });

  it('guards percent-encoded spellings of a protected path too', () => {
    expect(route('/en/%64ashboard')).toMatchObject({ type: 'redirect', location: expect.stringMatching(/^\/en\/auth\/login\?returnTo=/) });
  });

  it('does not treat /contract-request as the protected /contract', () => {
    expect(route('/en/contract-request/id/1')).toEqual(next('en'));
    expect(route('/en/contract/1/pdf')).toMatchObject({ type: 'redirect' });
  });
});

describe('decideRoute: payment links (D§2, R§2)', () => {
  // a payer may not be logged in, or have no account at all: the request page and the link results are open
  it.each([
    ['/en/payment-request/PL-DemoAishaParking00000001', anonymous],
    ['/ar/payment-request/PL-DemoAishaParking00000001', student],
    ['/en/dashboard/paymentlink/success', anonymous],
    ['/ar/dashboard/paymentlink/error', anonymous],
    ['/en/dashboard/paymentlink/cancelled', anonymous],
    ['/en/dashboard/paymentlink/success', student],
    ['/en/dashboard/paymentlink/success', preRegistered],
  ] as const)('%s is open (%o)', (pathname, session) => {
    expect(route(pathname, session)).toEqual(next(pathname.startsWith('/ar') ? 'ar' : 'en'));
  });

  it('opens only that folder: look-alikes and the rest of the dashboard stay guarded', () => {
    for (const path of ['/en/dashboard/paymentlinks', '/en/dashboard/payment', '/en/dashboard/paymentlink-x/success', '/en/dashboard']) {
      expect(route(path)).toMatchObject({ type: 'redirect', location: expect.stringMatching(/^\/en\/auth\/login\?returnTo=/) });
    }
  });

  it('the link return itself has no language prefix', () => {
    expect(route('/payment/redirectlink', anonymous, { search: '?order_id=LNK-1&tracking_id=2' })).toEqual(unprefixed);
  });
});

describe('decideRoute: quick signup (R§2)', () => {
  it('sends a pre-registered user without nationality to quick signup from every protected page', () => {
    for (const path of ['/en/dashboard', '/en/dashboard/my-account', '/en/signup/onboard', '/en/schedules/1']) {
      expect(route(path, preRegistered)).toEqual(to('/en/quick-signup'));
    }
    expect(route('/ar/dashboard', preRegistered)).toEqual(to('/ar/quick-signup'));
  });

  it('lets that user open quick signup itself', () => {
    expect(route('/en/quick-signup', preRegistered)).toEqual(next('en'));
  });

  it('sends anyone else away from quick signup', () => {
    expect(route('/en/quick-signup', student)).toEqual(to('/en/dashboard'));
    expect(route('/ar/quick-signup')).toMatchObject({ type: 'redirect', location: '/ar/auth/login?returnTo=%2Far%2Fquick-signup' });
  });
});

describe('decideRoute: public entry pages with a session', () => {
  it.each(['/en/auth', '/en/auth/login', '/en/auth/forgot-password', '/en/auth/forgot-password/otp', '/en/signup'])('%s → dashboard', (pathname) => {
    expect(route(pathname, student, { search: '?x=1' })).toEqual(to('/en/dashboard'));
  });

  it('sends a pre-registered user to quick signup instead', () => {
    expect(route('/ar/auth/login', preRegistered)).toEqual(to('/ar/quick-signup'));
  });

  it('leaves the OTP step of sign-up, the landing and open pages alone', () => {
    expect(route('/en/signup/otp', student)).toEqual(next('en'));
    expect(route('/en', student)).toEqual(next('en'));
    expect(route('/en/book-an-appointment', student)).toEqual(next('en'));
  });

  it('keeps entry pages open without a session', () => {
    expect(route('/en/auth/login')).toEqual(next('en'));
    expect(route('/en/signup', anonymous, { search: '?vehicleType=lt-lmv' })).toEqual(next('en'));
  });
});

describe('decideRoute: non-GET requests (server actions)', () => {
  it('lets them reach their handler, which checks the session itself', () => {
    expect(decideRoute({ pathname: '/en/dashboard', session: anonymous, method: 'POST' })).toEqual(next('en'));
    expect(decideRoute({ pathname: '/en/auth/login', session: student, method: 'POST' })).toEqual(next('en'));
    expect(decideRoute({ pathname: '/en/quick-signup', session: student, method: 'POST' })).toEqual(next('en'));
  });

  it('still guards GET and HEAD', () => {
    expect(decideRoute({ pathname: '/en/dashboard', session: anonymous, method: 'HEAD' })).toMatchObject({ type: 'redirect' });
    expect(decideRoute({ pathname: '/en/dashboard', session: anonymous, method: 'GET' })).toMatchObject({ type: 'redirect' });
  });

  it('still adds the language prefix', () => {
    expect(decideRoute({ pathname: '/signup', session: anonymous, method: 'POST' })).toEqual(to('/en/signup'));
  });
});

describe('safeReturnTo', () => {
  it.each([
    ['/en/dashboard', '/en/dashboard'],
    ['/en/dashboard/my-account?tab=2', '/en/dashboard/my-account?tab=2'],
    ['/ar/schedules/1#top', '/ar/schedules/1#top'],
  ])('keeps %s', (value, expected) => expect(safeReturnTo(value)).toBe(expected));

  it.each([
    null,
    '',
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    'en/dashboard',
    '/api/auth/logout',
    `/${'a'.repeat(2100)}`,
  ])('refuses %j', (value) => expect(safeReturnTo(value)).toBeNull());
});

describe('negotiateLocale', () => {
  it.each([
    [{}, 'en'],
    [{ acceptLanguage: 'ar' }, 'ar'],
    [{ acceptLanguage: 'AR-ae' }, 'ar'],
    [{ acceptLanguage: '*' }, 'en'],
    [{ acceptLanguage: 'de, ar;q=0.1' }, 'ar'],
    [{ acceptLanguage: 'ar;q=0, en;q=0.1' }, 'en'],
    [{ acceptLanguage: 'garbage;;;' }, 'en'],
    [{ localeCookie: 'ar' }, 'ar'],
    [{ localeCookie: 'en', acceptLanguage: 'ar' }, 'en'],
  ])('%j → %s', (input, expected) => expect(negotiateLocale(input)).toBe(expected));
});

describe('security headers', () => {
  it('the frame-breaker hash in the CSP matches the script', () => {
    const digest = createHash('sha256').update(FRAME_BREAKER_JS).digest('base64');
    expect(FRAME_BREAKER_SHA256).toBe(`sha256-${digest}`);
  });

  it('the early-input hash in the CSP matches the script', () => {
    const digest = createHash('sha256').update(EARLY_INPUT_JS).digest('base64');
    expect(EARLY_INPUT_SHA256).toBe(`sha256-${digest}`);
  });

  it('builds a strict nonce policy', () => {
    const nonce = createNonce();
    const csp = contentSecurityPolicy({ nonce });
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic' '${FRAME_BREAKER_SHA256}' '${EARLY_INPUT_SHA256}'`);
    for (const d of [
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "frame-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(d);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('lets only the payment pages frame the gateway and the API return path', () => {
    const csp = contentSecurityPolicy({ nonce: 'n', frameSrc: ['https://pay.example', 'https://api.example'] });
    expect(csp).toContain("frame-src 'self' https://pay.example https://api.example");
    expect(showsPaymentFrame('/en/signup/onboard')).toBe(true);
    expect(showsPaymentFrame('/ar/dashboard/payment')).toBe(true);
    for (const path of ['/en', '/en/signup', '/en/auth/login', '/en/dashboard', '/en/signup/onboard/x', '/payment/redirect']) {
      expect(showsPaymentFrame(path)).toBe(false);
    }
  });

  it('lets only the payment-request page send a form on to the gateway', () => {
    expect(contentSecurityPolicy({ nonce: 'n', formAction: ['https://pay.example'] })).toContain("form-action 'self' https://pay.example");
    expect(sendsToGateway('/en/payment-request/PL-DemoAishaParking00000001')).toBe(true);
    expect(sendsToGateway('/ar/payment-request/PL-x/')).toBe(true);
    for (const path of ['/en', '/en/payment-request', '/en/payment-request/a/b', '/en/dashboard/paymentlink/success', '/payment/redirectlink']) {
      expect(sendsToGateway(path)).toBe(false);
    }
  });

  it('makes a fresh, unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('refuses to build a policy without a nonce', () => {
    expect(() => contentSecurityPolicy({ nonce: '' })).toThrow();
  });

  it('adds eval in development only', () => {
    expect(contentSecurityPolicy({ nonce: 'n', dev: true })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ nonce: 'n', dev: false })).not.toContain("'unsafe-eval'");
  });

  it('sets the fixed headers, and HSTS only when asked', () => {
    const h = securityHeaders({ nonce: 'abc' });
    expect(h).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
    });
    expect(h['Strict-Transport-Security']).toBeUndefined();
    const prod = securityHeaders({ nonce: 'abc', hsts: true, https: true });
    expect(prod['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(prod['Content-Security-Policy']).toContain('upgrade-insecure-requests');
  });

  it('lets only payment returns and API files be framed, and only by the portal', () => {
    expect(isSelfFrameable('/payment/redirect')).toBe(true);
    expect(isSelfFrameable('/api/files/x.pdf')).toBe(true);
    expect(isSelfFrameable('/en')).toBe(false);
    expect(isSelfFrameable('/en/payment-request/1')).toBe(false);
    expect(isSelfFrameable('/payment-request/1')).toBe(false);
    const h = securityHeaders({ nonce: 'n', frameable: true });
    expect(h['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(h['Content-Security-Policy']).toContain("frame-ancestors 'self'");
  });
});

describe('the middleware itself', () => {
  beforeEach(() => browser.reset());
  const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(`http://localhost:3000${path}`, { headers });
  const scriptSrc = (res: Response) => /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';

  it.each(['/en', '/ar', '/en/auth/login', '/ar/signup', '/en/no-such-page', '/api/entity/v1/countries', '/signup'])(
    '%s gets a strict nonce policy, never unsafe-inline, and the fixed headers (issue 7 #8)',
    async (path) => {
      const res = await middleware(request(path));
      expect(scriptSrc(res)).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
      expect(scriptSrc(res)).not.toContain('unsafe-inline');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe(path.startsWith('/api') ? 'SAMEORIGIN' : 'DENY');
    },
  );

  it.each<[string, Record<string, string>, number | null]>([
    ['no Origin (Next.js lets it through)', { 'next-action': 'abc123' }, 403],
    ['a forged Origin', { 'next-action': 'abc123', origin: 'https://evil.example' }, 403],
    [
      'a plain form post (no Next-Action) from a foreign page',
      { origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' },
      403,
    ],
    ['the portal’s own page', { 'next-action': 'abc123', origin: 'http://localhost:3000' }, null],
  ])('a server action POST with %s (issue 21 #6)', async (_label, headers, status) => {
    const res = await middleware(
      new NextRequest('http://localhost:3000/en/schedules/sch-1', { method: 'POST', headers: { host: 'localhost:3000', ...headers } }),
    );
    if (status === null) {
      expect(res.status).not.toBe(403);
      return;
    }
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ statusCode: 403, code: 'cross_origin', message: 'Cross-origin request refused' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives every request a fresh nonce', async () => {
    const [a, b] = await Promise.all([middleware(request('/en')), middleware(request('/en'))]);
    expect(scriptSrc(a)).not.toBe(scriptSrc(b));
  });

  it('treats a logged-out copy of a session cookie as logged out (issue 7 #2)', async () => {
    const user = {
      id: 'u',
      name: 'A',
      email: 'a@x.ae',
      studentId: null,
      avatarUrl: null,
      roles: ['student'],
      isPreRegisteredUser: false,
      hasNationality: true,
    };
    await startSession(await getSession(), { token: 't', user });
    const cookie = browser.cookie(SESSION_COOKIE)!;
    const withCookie = () => request('/en/dashboard', { cookie: `${SESSION_COOKIE}=${cookie}` });

    expect((await middleware(withCookie())).headers.get('location')).toBeNull();
    await endSession(await getSession());
    expect((await middleware(withCookie())).headers.get('location')).toBe('http://localhost:3000/en/auth/login?returnTo=%2Fen%2Fdashboard');
  });
});
