import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AISHA, logIn } from './auth-helpers';

// scripts/lib/html-delivery.mjs rewrites Next's HTML with regular expressions (issue 12). A Next
// upgrade that changes the markup they expect would make the rewrite silently do nothing: the
// landing would ship the runtime again, the form pages would load their scripts before the paint.
// Here every public page is fetched as a browser gets it and read with the browser's own HTML
// parser (not the rewrite's expressions), so a change on either side fails here.

type Delivery = 'runtime-free' | 'scripts-after-paint' | 'as-next';

const PAGES: [string, Delivery][] = [
  ['/en', 'runtime-free'],
  ['/ar', 'runtime-free'],
  ...(['en', 'ar'] as const).flatMap((lang) =>
    ['/signup', '/signup/otp', '/auth/login', '/auth/login?mode=otp', '/auth/forgot-password', '/auth/forgot-password/otp'].map(
      (p): [string, Delivery] => [`/${lang}${p}`, 'scripts-after-paint'],
    ),
  ),
  // a public page the rewrite leaves alone: Next's own markup, the shape the expressions expect
  ['/en/payment-request/PL-DemoAishaParking00000001', 'as-next'],
  ['/ar/payment-request/PL-DemoAishaParking00000001', 'as-next'],
];

interface Parsed {
  externalScripts: { src: string; async: boolean; nonce: string | null }[];
  inlineScripts: { text: string; nonce: string | null }[];
  scriptPreloads: number;
  stylesheetLinks: number;
  inlineStyles: number;
  marker: number;
  main: number;
}

/** The HTML as the browser's parser reads it (the page itself is never run). */
async function parse(page: Page, html: string): Promise<Parsed> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const scripts = [...doc.querySelectorAll('script')];
    return {
      // (a nomodule polyfill never runs in a browser that runs modules, and is left where it is)
      externalScripts: scripts
        .filter((s) => s.hasAttribute('src') && !s.hasAttribute('nomodule'))
        .map((s) => ({ src: s.getAttribute('src') ?? '', async: s.hasAttribute('async'), nonce: s.getAttribute('nonce') })),
      inlineScripts: scripts.filter((s) => !s.hasAttribute('src')).map((s) => ({ text: s.textContent ?? '', nonce: s.getAttribute('nonce') })),
      scriptPreloads: doc.querySelectorAll('link[rel="preload"][as="script"]').length,
      stylesheetLinks: doc.querySelectorAll('link[rel="stylesheet"]').length,
      inlineStyles: doc.querySelectorAll('style').length,
      marker: doc.querySelectorAll('meta[name="x-portal-runtime"]').length,
      main: doc.querySelectorAll('main').length,
    };
  }, html);
}

async function fetchPage(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  expect(res.status(), path).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1] ?? null;
  return { html: await res.text(), nonce };
}

const isRscPayload = (text: string) => text.includes('self.__next_f');

for (const [path, delivery] of PAGES) {
  test(`${path} is delivered ${delivery.replace(/-/g, ' ')}`, async ({ page, request }) => {
    const { html, nonce } = await fetchPage(request, path);
    const parsed = await parse(page, html);
    expect(parsed.main, 'the page has its content').toBe(1);
    expect(parsed.marker, 'the runtime-free marker never reaches the browser').toBe(0);

    if (delivery === 'runtime-free') {
      expect(parsed.externalScripts).toEqual([]);
      expect(parsed.inlineScripts.filter((s) => isRscPayload(s.text))).toEqual([]);
      expect(parsed.scriptPreloads).toBe(0);
      // its stylesheets are inlined: the paint waits for no other request
      expect(parsed.stylesheetLinks).toBe(0);
      expect(parsed.inlineStyles).toBeGreaterThan(0);
      return;
    }

    // Both other kinds keep the RSC payload React hydrates from.
    expect(parsed.inlineScripts.some((s) => isRscPayload(s.text))).toBe(true);

    if (delivery === 'as-next') {
      // The shape the rewrite's expressions look for: Next's chunks as async <script src> tags.
      const chunks = parsed.externalScripts.filter((s) => s.src.startsWith('/_next/static/chunks/'));
      expect(chunks.length).toBeGreaterThan(0);
      expect(chunks.filter((s) => !s.async)).toEqual([]);
      expect(chunks.every((s) => s.nonce === nonce)).toBe(true);
      return;
    }

    await expectScriptsAfterPaint(request, html, parsed, nonce);
  });
}

/**
 * Scripts after the paint: no framework script or preload left in the markup, one loader with this
 * response's nonce that lists the runtime, the app and the page's chunks, each of them real, placed
 * after the page's content (its frames are frames with something to paint).
 */
async function expectScriptsAfterPaint(request: APIRequestContext, html: string, parsed: Parsed, nonce: string | null) {
  expect(parsed.externalScripts.filter((s) => s.src.startsWith('/_next/'))).toEqual([]);
  expect(parsed.scriptPreloads).toBe(0);
  const loaders = parsed.inlineScripts.filter((s) => s.text.includes("createElement('script')"));
  expect(loaders).toHaveLength(1);
  expect(loaders[0]!.nonce).toBe(nonce);
  expect(html.indexOf("createElement('script')")).toBeGreaterThan(html.indexOf('</main>'));
  const listed = JSON.parse(/var s=(\[[^\]]*\])/.exec(loaders[0]!.text)?.[1] ?? '[]') as string[];
  expect(listed.some((src) => /\/_next\/static\/chunks\/webpack-[^/]+\.js$/.test(src))).toBe(true);
  expect(listed.some((src) => /\/_next\/static\/chunks\/main-app-[^/]+\.js$/.test(src))).toBe(true);
  expect(listed.some((src) => /\/_next\/static\/chunks\/app\/.+\/page-[^/]+\.js$/.test(src))).toBe(true);
  for (const src of listed) expect((await request.get(src)).status(), src).toBe(200);
}

// The logged-in pages are streamed (a slow section shows its loading state at once, faults.spec)
// with their scripts after the paint too: only their head is rewritten on the way.
test('logged-in pages are delivered scripts after paint, and hydrate', async ({ page }) => {
  expect(await logIn(page, AISHA)).toMatch(/\/en\/dashboard$/);
  for (const path of ['/en/dashboard', '/ar/dashboard/payment', '/en/dashboard/my-account', '/ar/dashboard/schedules']) {
    const { html, nonce } = await fetchPage(page.request, path);
    const parsed = await parse(page, html);
    expect(parsed.main, path).toBe(1);
    expect(parsed.inlineScripts.some((s) => isRscPayload(s.text))).toBe(true);
    await expectScriptsAfterPaint(page.request, html, parsed, nonce);
  }
  // the scripts arrive and run: the bell opens its panel
  await page.goto('/en/dashboard');
  const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications' });
  await expect(async () => {
    await bell.click();
    await expect(bell).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});
