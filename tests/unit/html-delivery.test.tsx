import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { renderToStaticMarkup } from 'react-dom/server';
import { RuntimeFree } from '@/components/layout/runtime-free';
import {
  coalesceFlushes,
  handleMaybeRuntimeFree,
  handleScriptsAfterPaint,
  mayBeRuntimeFree,
  mayDeferScripts,
  RUNTIME_FREE_MARKER,
  withoutRuntime,
  withScriptsAfterPaint,
} from '@/scripts/lib/html-delivery.mjs';

// How the portal's server delivers HTML on a slow network (issue 12): the landing for a visitor who
// is not logged in goes out as plain HTML with its CSS inlined, and streamed pages are compressed in
// whole batches instead of one deflate block per chunk.

const staticDir = mkdtempSync(path.join(os.tmpdir(), 'static-'));
mkdirSync(path.join(staticDir, 'css'));
writeFileSync(path.join(staticDir, 'css', 'a1.css'), 'body{color:red}');

const nonce = 'bm9uY2U=';
const page = (marker: boolean) =>
  [
    '<!DOCTYPE html><html lang="en"><head>',
    `<link rel="stylesheet" href="/_next/static/css/a1.css" nonce="${nonce}" data-precedence="next"/>`,
    `<link rel="stylesheet" href="/_next/static/css/missing.css" data-precedence="next"/>`,
    `<link rel="preload" as="script" fetchPriority="low" nonce="${nonce}" href="/_next/static/chunks/webpack-1.js"/>`,
    `<script src="/_next/static/chunks/main-app-1.js" async="" nonce="${nonce}"></script>`,
    marker ? RUNTIME_FREE_MARKER : '',
    '<script>(function(){var w=window;if(w.top===w.self)return})();</script>',
    '<link rel="canonical" href="https://portal.example/en"/>',
    '</head><body><main><h1>Learn to drive</h1><a href="/en/signup">Register Now</a></main>',
    '<script type="application/ld+json">{"@type":"DrivingSchool"}</script>',
    `<script nonce="${nonce}">$RC("B:0","S:0")</script>`,
    `<script nonce="${nonce}">(self.__next_f=self.__next_f||[]).push([0])</script>`,
    `<script nonce="${nonce}">self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>`,
    '</body></html>',
  ].join('');

describe('withoutRuntime', () => {
  it('leaves a page that did not ask for it alone', () => {
    expect(withoutRuntime(page(false), staticDir)).toBeNull();
  });

  it("drops Next's runtime, its RSC payload and script preloads; keeps content, JSON-LD, the frame breaker and React's reveal scripts", () => {
    const html = withoutRuntime(page(true), staticDir)!;
    expect(html).not.toContain('/_next/static/chunks/');
    expect(html).not.toContain('__next_f');
    expect(html).not.toContain('x-portal-runtime');
    expect(html).toContain('<h1>Learn to drive</h1><a href="/en/signup">Register Now</a>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"DrivingSchool"}</script>');
    expect(html).toContain('if(w.top===w.self)');
    expect(html).toContain('$RC("B:0","S:0")');
    expect(html).toContain('<link rel="canonical" href="https://portal.example/en"/>');
  });

  it('inlines the stylesheets it can read (with their nonce) and keeps the <link> of one it cannot', () => {
    const html = withoutRuntime(page(true), staticDir)!;
    expect(html).toContain(`<style nonce="${nonce}">body{color:red}</style>`);
    expect(html).toContain('href="/_next/static/css/missing.css"');
    expect(html).not.toContain('href="/_next/static/css/a1.css"');
  });

  it('is asked for by exactly the markup <RuntimeFree /> renders', () => {
    expect(renderToStaticMarkup(<RuntimeFree />)).toBe(RUNTIME_FREE_MARKER);
  });
});

describe('mayBeRuntimeFree', () => {
  it.each([
    ['GET', '/en', true],
    ['HEAD', '/ar', true],
    ['GET', '/en/?utm_source=search', true],
    ['POST', '/en', false],
    ['GET', '/en/signup', false],
    ['GET', '/english', false],
  ])('%s %s → %s', (method, url, expected) => {
    expect(mayBeRuntimeFree({ method, url, headers: {} })).toBe(expected);
  });

  it('never for an RSC request (a client-side navigation needs the payload)', () => {
    expect(mayBeRuntimeFree({ method: 'GET', url: '/en', headers: { rsc: '1' } })).toBe(false);
  });
});

async function serve(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

/** A stand-in for Next's handler: streams the page in several writes, as Next does. */
const nextLike =
  (html: string, status = 200): ((req: http.IncomingMessage, res: http.ServerResponse) => void) =>
  (req, res) => {
    res.statusCode = status;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('x-seen-accept-encoding', String(req.headers['accept-encoding'] ?? 'none'));
    const third = Math.ceil(html.length / 3);
    res.write(html.slice(0, third));
    setTimeout(() => {
      res.write(html.slice(third, 2 * third));
      res.end(html.slice(2 * third));
    }, 5);
  };

describe('handleMaybeRuntimeFree', () => {
  it('sends the runtime-free page whole, brotli-compressed, with its length', async () => {
    const server = await serve((req, res) => handleMaybeRuntimeFree(req, res, nextLike(page(true).repeat(3)), staticDir));
    try {
      const res = await get(`${server.url}/en`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-length']).toBe(String(res.body.length));
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      // Next itself is asked for identity: the whole answer is compressed once, here.
      expect(res.headers['x-seen-accept-encoding']).toBe('none');
      const html = zlib.brotliDecompressSync(res.body).toString('utf8');
      expect(html).toContain('<h1>Learn to drive</h1>');
      expect(html).not.toContain('__next_f');
    } finally {
      await server.close();
    }
  });

  it('passes any other answer through untouched (a page without the marker, a 404)', async () => {
    const html = page(false).repeat(3);
    for (const status of [200, 404]) {
      const server = await serve((req, res) => handleMaybeRuntimeFree(req, res, nextLike(html, status), staticDir));
      try {
        const res = await get(`${server.url}/en`, { 'accept-encoding': 'gzip' });
        expect(res.status).toBe(status);
        expect(zlib.gunzipSync(res.body).toString('utf8')).toBe(html);
      } finally {
        await server.close();
      }
    }
  });

  it('answers HEAD with the headers only', async () => {
    const server = await serve((req, res) => handleMaybeRuntimeFree(req, res, nextLike(page(true)), staticDir));
    try {
      const res = await get(`${server.url}/en`, {}, 'HEAD');
      expect(res.status).toBe(200);
      expect(res.body.length).toBe(0);
      expect(Number(res.headers['content-length'])).toBeGreaterThan(100);
    } finally {
      await server.close();
    }
  });
});

describe('coalesceFlushes', () => {
  it('turns the flushes asked for in one event-loop turn into one', async () => {
    const flush = jest.fn();
    const res = new http.ServerResponse(new http.IncomingMessage(null as never));
    coalesceFlushes(res);
    expect((res as unknown as { flush?: unknown }).flush).toBeUndefined();
    // What a compression middleware does: it assigns its own flush.
    (res as unknown as { flush: () => void }).flush = flush;
    const asked = (res as unknown as { flush: () => void }).flush;
    asked();
    asked();
    asked();
    expect(flush).not.toHaveBeenCalled();
    await new Promise((resolve) => setImmediate(resolve));
    expect(flush).toHaveBeenCalledTimes(1);
    asked();
    await new Promise((resolve) => setImmediate(resolve));
    expect(flush).toHaveBeenCalledTimes(2);
  });
});

describe('withScriptsAfterPaint (public form pages)', () => {
  const page = [
    '<!DOCTYPE html><html><head>',
    '<link rel="preload" as="script" fetchPriority="low" nonce="N1" href="/_next/static/chunks/webpack-1.js"/>',
    '<link rel="stylesheet" href="/_next/static/css/a.css" nonce="N1"/>',
    '<script src="/_next/static/chunks/main-app-2.js" async="" nonce="N1"></script>',
    '<script src="/_next/static/chunks/app/%5Blang%5D/page-3.js" async="" nonce="N1"></script>',
    '</head><body><form>…</form>',
    '<script src="/_next/static/chunks/polyfills-4.js" noModule="" nonce="N1"></script>',
    '<script nonce="N1">(self.__next_f=self.__next_f||[]).push([0])</script>',
    '</body></html>',
  ].join('');

  it('moves the framework chunks into one loader that runs after the first frame, with the nonce', () => {
    const out = withScriptsAfterPaint(page)!;
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/main-app-2\.js"/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/css/a.css" nonce="N1"/>');
    expect(out).toContain('polyfills-4.js" noModule');
    expect(out).toContain('self.__next_f');
    const loader = /<script nonce="N1">(\(function\(\)\{var s=.*?)<\/script><\/body>/.exec(out)?.[1];
    expect(loader).toBeDefined();
    expect(loader).toContain('["/_next/static/chunks/main-app-2.js","/_next/static/chunks/app/%5Blang%5D/page-3.js"]');
    expect(loader).toContain("getEntriesByName('first-contentful-paint')");
  });

  it('leaves a page without framework chunks alone', () => {
    expect(withScriptsAfterPaint('<html><body>plain</body></html>')).toBeNull();
  });

  it('applies to the public form pages and the logged-in dashboard', () => {
    const req = (url: string, method = 'GET', headers: Record<string, string> = {}) => ({ url, method, headers });
    for (const url of [
      '/en/signup',
      '/ar/signup/otp',
      '/en/auth/login',
      '/ar/auth/forgot-password/otp?x=1',
      '/en/dashboard',
      '/ar/dashboard/payment',
      '/en/dashboard/schedules/book?kind=lectureHall',
      '/ar/schedules/S-1',
    ])
      expect(mayDeferScripts(req(url))).toBe(true);
    for (const url of ['/en', '/en/signup/onboard', '/api/auth/login', '/en/invoice/1', '/en/dashboardx'])
      expect(mayDeferScripts(req(url))).toBe(false);
    expect(mayDeferScripts(req('/en/signup', 'POST'))).toBe(false);
    expect(mayDeferScripts(req('/en/signup', 'GET', { rsc: '1' }))).toBe(false);
  });
});

describe('handleScriptsAfterPaint (streamed)', () => {
  const head = [
    '<!DOCTYPE html><html lang="ar"><head>',
    '<link rel="preload" as="script" fetchPriority="low" nonce="N1" href="/_next/static/chunks/webpack-1.js"/>',
    '<link rel="stylesheet" href="/_next/static/css/a.css" nonce="N1"/>',
    '<script src="/_next/static/chunks/main-app-2.js" async="" nonce="N1"></script>',
    '</head><body><header>مرحبا</header><main><p role="status">…</p>',
  ].join('');
  const bootstrap = '<script src="/_next/static/chunks/webpack-1.js" nonce="N1" id="_R_" async=""></script>';
  const rest = '<div hidden id="S:0"><p>تفاصيل الحساب</p></div><script nonce="N1">$RC("B:0","S:0")</script></main></body></html>';

  /** Next as it streams a page whose data is slow: the shell at once, the rest a while later. */
  const slowNext =
    (restAfterMs: number, status = 200): ((req: http.IncomingMessage, res: http.ServerResponse) => void) =>
    (req, res) => {
      res.statusCode = status;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('x-seen-accept-encoding', String(req.headers['accept-encoding'] ?? 'none'));
      // split inside the head, and inside an Arabic letter
      const shell = Buffer.from(head + bootstrap, 'utf8');
      const cut = shell.indexOf('مرحبا') + 1;
      res.write(shell.subarray(0, 40));
      res.write(shell.subarray(40, cut));
      res.write(shell.subarray(cut));
      (res as unknown as { flush?: () => void }).flush?.();
      setTimeout(() => res.end(rest), restAfterMs);
    };

  /** The answer's decoded body as it arrives, with the time each piece came. */
  function stream(url: string, headers: Record<string, string>) {
    return new Promise<{ headers: http.IncomingHttpHeaders; pieces: { at: number; text: string }[] }>((resolve, reject) => {
      const t0 = Date.now();
      http
        .request(url, { headers }, (res) => {
          const pieces: { at: number; text: string }[] = [];
          const decoded = res.headers['content-encoding'] === 'br' ? res.pipe(zlib.createBrotliDecompress()) : res;
          decoded.setEncoding('utf8');
          decoded.on('data', (text: string) => pieces.push({ at: Date.now() - t0, text }));
          decoded.on('end', () => resolve({ headers: res.headers, pieces }));
        })
        .on('error', reject)
        .end();
    });
  }

  it('sends the shell at once with the loader after it, and the rest when Next writes it, compressed', async () => {
    const server = await serve((req, res) => handleScriptsAfterPaint(req, res, slowNext(600)));
    try {
      const { headers, pieces } = await stream(`${server.url}/ar/dashboard/my-account`, { 'accept-encoding': 'br' });
      expect(headers['content-encoding']).toBe('br');
      expect(headers['x-seen-accept-encoding']).toBe('none');
      expect(headers.vary).toMatch(/Accept-Encoding/);
      const early = pieces
        .filter((p) => p.at < 400)
        .map((p) => p.text)
        .join('');
      // the frame and its loading state before the slow part, the Arabic intact across the split
      expect(early).toContain('<header>مرحبا</header><main><p role="status">…</p>');
      expect(early).not.toContain('تفاصيل الحساب');
      expect(early).not.toMatch(/<script src="\/_next\//);
      expect(early).not.toContain('rel="preload" as="script"');
      // the loader right after the shell: its frames are frames with content
      expect(early).toMatch(
        /<\/head><body><header>مرحبا<\/header><main><p role="status">…<\/p><script nonce="N1" id="_R_">\(function\(\)\{var s=\["\/_next\/static\/chunks\/webpack-1\.js","\/_next\/static\/chunks\/main-app-2\.js"\]/,
      );
      const whole = pieces.map((p) => p.text).join('');
      expect(whole.endsWith(rest)).toBe(true);
      expect(whole).not.toContain('<script src=');
    } finally {
      await server.close();
    }
  });

  it('sends the page uncompressed to a client that asks for no encoding; a 404 page keeps its head', async () => {
    for (const status of [200, 404]) {
      const server = await serve((req, res) => handleScriptsAfterPaint(req, res, slowNext(5, status)));
      try {
        const res = await get(`${server.url}/en/dashboard`);
        expect(res.status).toBe(status);
        expect(res.headers['content-encoding']).toBeUndefined();
        const html = res.body.toString('utf8');
        expect(html.endsWith(rest)).toBe(true);
        expect(html.includes('<script src="/_next/static/chunks/main-app-2.js"')).toBe(status !== 200);
        expect(html.includes(bootstrap)).toBe(status !== 200);
      } finally {
        await server.close();
      }
    }
  });

  it('passes a redirect through as Next wrote it', async () => {
    const server = await serve((req, res) =>
      handleScriptsAfterPaint(req, res, (_req, r) => {
        r.writeHead(307, { location: '/en/auth/login' });
        r.end();
      }),
    );
    try {
      const res = await get(`${server.url}/en/dashboard`, { 'accept-encoding': 'gzip' });
      expect(res.status).toBe(307);
      expect(res.headers.location).toBe('/en/auth/login');
      expect(res.body.length).toBe(0);
    } finally {
      await server.close();
    }
  });
});
