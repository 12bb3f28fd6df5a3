// How the portal's server delivers HTML on a slow mobile network (issue 12).
//
// 1. Coalesced compression flushes. Next streams pages and calls `res.flush()` after every chunk it
//    writes, and each flush ends a deflate block: a 52 kB page that gzips to 8 kB whole went out as
//    18 kB. Flushes asked for in the same turn of the event loop now become one, so streaming still
//    reaches the browser at once but the compressor sees whole batches.
// 2. Pages without Next's runtime. A page that has nothing interactive for the visitor (the landing
//    for a visitor who is not logged in) marks itself with RUNTIME_FREE_MARKER; for such a page the
//    server drops the framework scripts (the runtime, the RSC payload and their preloads) before
//    sending it. What is left is plain HTML + CSS: it paints as soon as the CSS arrives, with no
//    JavaScript to download or run. React's own inline scripts that reveal streamed boundaries stay.
//    Its stylesheets are inlined too (the first paint waits for no other request). Next's own
//    `experimental.inlineCss` is not used: it copies each stylesheet into the RSC payload as well,
//    once per not-found boundary, which tripled the sign-up page's HTML.
// 3. Scripts after the first paint. The public form pages (sign-up, login, password reset) and the
//    logged-in pages paint from their HTML and CSS alone and need their JavaScript only to hydrate.
//    Next puts every chunk in <head> (async, plus preloads), so on a slow link the scripts share the
//    first round trips with the CSS the paint waits for, and on a fast one they run (hydration
//    included) before the browser's first frame. Here the chunk tags are replaced by one nonce'd
//    loader that adds them right after the first frame ('strict-dynamic' trusts what it adds): the
//    paint gets the link to itself, hydration starts one frame later. Only the <head> is held for
//    this (it comes with the shell): the body streams as Next writes it, so a page whose data is
//    slow still shows its frame and loading state at once (an earlier version sent such pages whole:
//    with a slow API the frame waited 6.4 s, tests/e2e/faults.spec.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';

/** Rendered by a page (as a <meta> React hoists into <head>) to ask for delivery without the runtime. */
export const RUNTIME_FREE_MARKER = '<meta name="x-portal-runtime" content="none"/>';

/** Paths whose HTML may be delivered without the runtime: the landing in each language. */
const RUNTIME_FREE_PATHS = /^\/(?:en|ar)\/?$/;
/**
 * Paths whose scripts load after the first paint: the public form pages, and the logged-in
 * dashboard (its sections and a session's details, /schedules/{id}).
 */
const DEFERRED_SCRIPT_PATHS = /^\/(?:en|ar)\/(?:signup(?:\/otp)?|auth(?:\/[a-z-]+)*|dashboard(?:\/[^/]+)*|schedules\/[^/]+)\/?$/;
const ASYNC_NEXT_SCRIPT = /<script\b(?=[^>]*\basync\b)[^>]*\bsrc="(\/_next\/[^"]*)"[^>]*><\/script>/g;

const NEXT_SCRIPT_SRC = /<script\b[^>]*\bsrc="\/_next\/[^"]*"[^>]*><\/script>/g;
// The RSC payload: `(self.__next_f=self.__next_f||[]).push(...)` and `self.__next_f.push(...)`.
// Its strings are JSON-escaped, so '</script>' never occurs inside one.
const RSC_PAYLOAD = /<script\b[^>]*>\(?self\.__next_f[\s\S]*?<\/script>/g;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/g;
const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="\/_next\/static\/css\/([A-Za-z0-9_.-]+\.css)"[^>]*>/g;

/** Build output is immutable while the process runs: each stylesheet is read once. */
const stylesheets = new Map();
function readStylesheet(staticDir, name) {
  if (!stylesheets.has(name)) {
    let css = null;
    try {
      css = readFileSync(path.join(staticDir, 'css', name), 'utf8').replace(/<\/style/gi, '<\\/style');
    } catch {
      // Not on disk (another build, a CDN): the page keeps its <link>.
    }
    stylesheets.set(name, css);
  }
  return stylesheets.get(name);
}

/**
 * The page's HTML without Next's runtime and with its stylesheets inlined, or null when the page did
 * not ask for that. `staticDir` is the build's `.next/static`.
 */
export function withoutRuntime(html, staticDir) {
  if (!html.includes(RUNTIME_FREE_MARKER)) return null;
  return html
    .replace(RUNTIME_FREE_MARKER, '')
    .replace(NEXT_SCRIPT_SRC, '')
    .replace(RSC_PAYLOAD, '')
    .replace(SCRIPT_PRELOAD, '')
    .replace(STYLESHEET, (link, name) => {
      const css = staticDir ? readStylesheet(staticDir, name) : null;
      if (css === null) return link;
      const nonce = /\bnonce="([^"]*)"/.exec(link)?.[1];
      return `<style${nonce ? ` nonce="${nonce}"` : ''}>${css}</style>`;
    });
}

/**
 * The markup without its framework chunk tags and script preloads, the nonce'd loader that adds those
 * chunks after the first frame taking the place of Next's bootstrap script (the webpack runtime, which
 * comes right after the shell's content), or at the end when there is none; null when it has no chunks.
 */
function withLoader(html) {
  const sources = [];
  let nonce = null;
  let id = null;
  const PLACE = '\u0000loader\u0000';
  let out = html.replace(ASYNC_NEXT_SCRIPT, (tag, src) => {
    nonce ??= /\bnonce="([^"]*)"/.exec(tag)?.[1] ?? null;
    const tagId = /\bid="([^"]*)"/.exec(tag)?.[1];
    if (!tagId || id !== null) {
      sources.push(src);
      return '';
    }
    // The bootstrap (webpack's runtime) is requested first: async scripts run as they arrive, and a
    // runtime arriving last ran every chunk's modules in one task (Lighthouse: a 250-790 ms long task).
    sources.unshift(src);
    id = tagId;
    return PLACE;
  });
  if (sources.length === 0) return null;
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  const loader =
    `<script${nonce ? ` nonce="${nonce}"` : ''}${id ? ` id="${id}"` : ''}>(function(){var s=${list},d=0;function go(){if(d)return;d=1;` +
    `s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=true;document.head.appendChild(e)})}` +
    // After the first contentful paint, or at once in a hidden tab (it paints nothing), or after 3 s
    // at the latest. Not after two frames: Chromium runs them before the paint it reports, and the
    // scripts then shared the link with the paint again (Lighthouse: LCP 2.8-3.1 s instead of 1.1-1.3 s).
    `if(document.visibilityState==='hidden')go();` +
    `try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go,0)}).observe({type:'paint',buffered:true})}catch(e){}` +
    `setTimeout(go,3000)})()</script>`;
  out = out.replace(SCRIPT_PRELOAD, '');
  if (id !== null) return out.replace(PLACE, loader);
  const at = out.lastIndexOf('</body>');
  return at < 0 ? out + loader : out.slice(0, at) + loader + out.slice(at);
}

/**
 * The page's HTML with its framework scripts loaded by a loader after the first frame, or null when
 * it has none. The loader carries the page's nonce and comes after the content.
 */
export function withScriptsAfterPaint(html) {
  return withLoader(html);
}

const HEAD_END = '</head>';

/**
 * Handles a request for a page whose scripts load after the first paint (withScriptsAfterPaint),
 * streaming: Next's first batch (what it writes before it first flushes: the head, the shell with
 * the frame and any loading state, the bootstrap script) is held and rewritten; everything after goes
 * out as Next writes it. The answer is compressed here, since Next's compressor would hide the
 * markup: Next is asked for identity, and each flush it asks for (coalesced per event-loop turn)
 * flushes the compressor. Only a 200 page is rewritten; an answer that is not HTML (a redirect)
 * passes through as Next wrote it.
 */
export function handleScriptsAfterPaint(req, res, handle) {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  delete req.headers['accept-encoding'];
  const realWrite = res.write.bind(res);
  const realEnd = res.end.bind(res);
  const realWriteHead = res.writeHead.bind(res);
  const realFlushHeaders = res.flushHeaders.bind(res);
  /** null until the first byte or header flush decides: 'rewrite' or 'pass'. */
  let mode = null;
  /** The first batch, until it is complete (it holds the whole head). */
  let held = [];
  let rewritten = false;
  let ended = false;
  let zip = null;
  let flushQueued = false;

  const decide = () => {
    if (mode) return;
    const type = String(res.getHeader('content-type') ?? '');
    mode = type.startsWith('text/html') && req.method !== 'HEAD' ? 'rewrite' : 'pass';
    if (mode !== 'rewrite') return;
    // another page (a 404) is streamed and compressed the same way, as Next wrote it
    if (res.statusCode !== 200) rewritten = true;
    res.removeHeader('content-length');
    res.setHeader('vary', appendVary(res.getHeader('vary'), 'Accept-Encoding'));
    if (!encoding || res.getHeader('content-encoding')) return;
    res.setHeader('content-encoding', encoding);
    zip = encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }) : zlib.createGzip({ level: 6 });
    zip.on('data', (chunk) => realWrite(chunk));
  };
  const send = (buf) => {
    if (buf.length === 0) return;
    if (zip) zip.write(buf);
    else realWrite(buf);
  };
  const take = (chunk, enc) => {
    if (chunk == null || typeof chunk === 'function') return;
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof enc === 'string' ? enc : 'utf8');
    if (rewritten) send(buf);
    else held.push(buf);
  };
  /** Sends the first batch rewritten, once it holds the whole head (or the answer ends). */
  const release = (last) => {
    if (rewritten) return;
    const all = Buffer.concat(held);
    if (!last && all.indexOf(HEAD_END) < 0) {
      held = [all];
      return;
    }
    rewritten = true;
    held = [];
    // a batch is whole strings as Next encoded them; a character cut at its end waits for the rest
    const decoder = new StringDecoder('utf8');
    const text = decoder.write(all);
    const rest = all.subarray(Buffer.byteLength(text));
    send(Buffer.from(withLoader(text) ?? text, 'utf8'));
    send(rest);
  };

  // Header fields given to writeHead are applied first, so the encoding decided here goes out with them
  // (Node's first write calls writeHead too).
  res.writeHead = (status, reason, headers) => {
    const fields = typeof reason === 'string' ? headers : reason;
    if (fields && typeof fields === 'object') for (const [name, value] of Object.entries(fields)) res.setHeader(name, value);
    res.statusCode = status;
    decide();
    return realWriteHead(status, ...(typeof reason === 'string' ? [reason] : []));
  };
  res.flushHeaders = () => {
    decide();
    realFlushHeaders();
  };
  // Next's compression middleware assigns its own `res.flush`; ours stays.
  Object.defineProperty(res, 'flush', {
    configurable: true,
    get: () => () => {
      if (mode === 'pass' || flushQueued) return;
      flushQueued = true;
      setImmediate(() => {
        flushQueued = false;
        if (ended) return;
        release(false);
        if (rewritten && zip && !zip.destroyed) zip.flush();
      });
    },
    set: () => undefined,
  });
  res.write = (chunk, enc, cb) => {
    decide();
    if (mode === 'pass') return realWrite(chunk, enc, cb);
    take(chunk, enc);
    if (typeof enc === 'function') enc();
    else if (typeof cb === 'function') cb();
    return true;
  };
  res.end = (chunk, enc, cb) => {
    decide();
    ended = true;
    res.write = realWrite;
    res.end = realEnd;
    res.writeHead = realWriteHead;
    res.flushHeaders = realFlushHeaders;
    const done = typeof chunk === 'function' ? chunk : typeof enc === 'function' ? enc : cb;
    if (mode === 'pass') return realEnd(chunk, enc, cb);
    take(chunk, enc);
    release(true);
    if (!zip) return realEnd(done);
    zip.once('end', () => realEnd(done));
    zip.end();
    return res;
  };
  return handle(req, res);
}

/**
 * Makes every `res.flush()` asked for in one turn of the event loop a single flush of the
 * compressor. Next's compression middleware assigns `res.flush`; the accessor keeps its function.
 */
export function coalesceFlushes(res) {
  let flush;
  let queued = false;
  const coalesced = () => {
    if (queued) return;
    queued = true;
    setImmediate(() => {
      queued = false;
      if (!res.writableEnded && !res.destroyed) flush?.call(res);
    });
  };
  Object.defineProperty(res, 'flush', {
    configurable: true,
    get: () => (flush ? coalesced : undefined),
    set: (fn) => {
      flush = fn;
    },
  });
}

/** Whether this request may get a runtime-free page (the answer is decided by the page's marker). */
export function mayBeRuntimeFree(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = (req.url ?? '').split('?')[0];
  return RUNTIME_FREE_PATHS.test(path) && !req.headers.rsc && !req.headers['next-router-prefetch'];
}

/** Whether this request is for a public form page whose scripts load after the first paint. */
export function mayDeferScripts(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = (req.url ?? '').split('?')[0];
  return DEFERRED_SCRIPT_PATHS.test(path) && !req.headers.rsc && !req.headers['next-router-prefetch'];
}

function pickEncoding(acceptEncoding) {
  const accepted = String(acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function compress(body, encoding) {
  if (encoding === 'br') {
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: 6 });
  return body;
}

/**
 * Handles a request that may get a runtime-free page: Next renders it uncompressed into a buffer;
 * a page with the marker loses its runtime; the whole answer is then compressed in one piece.
 * Anything else (another status, a redirect, a page without the marker) is sent as Next wrote it.
 */
export function handleMaybeRuntimeFree(req, res, handle, staticDir) {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  delete req.headers['accept-encoding'];
  const chunks = [];
  const collect = (chunk, enc) => {
    if (chunk != null && typeof chunk !== 'function')
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof enc === 'string' ? enc : 'utf8'));
  };
  const realWrite = res.write.bind(res);
  const realEnd = res.end.bind(res);
  const realWriteHead = res.writeHead.bind(res);
  const realFlushHeaders = res.flushHeaders.bind(res);
  // Headers are held until the body is complete, because its length and encoding change.
  let head = null;
  res.writeHead = (status, reason, headers) => {
    const fields = typeof reason === 'string' ? headers : reason;
    // Header fields given here are applied now, so the length and encoding set at the end win.
    if (fields && typeof fields === 'object') for (const [name, value] of Object.entries(fields)) res.setHeader(name, value);
    head = [status, typeof reason === 'string' ? reason : undefined];
    return res;
  };
  res.flushHeaders = () => undefined;
  res.write = (chunk, enc, cb) => {
    collect(chunk, enc);
    if (typeof enc === 'function') enc();
    else if (typeof cb === 'function') cb();
    return true;
  };
  res.end = (chunk, enc, cb) => {
    collect(chunk, enc);
    res.write = realWrite;
    res.end = realEnd;
    res.writeHead = realWriteHead;
    res.flushHeaders = realFlushHeaders;
    let body = Buffer.concat(chunks);
    const status = head?.[0] ?? res.statusCode;
    const type = String(res.getHeader('content-type') ?? '');
    if (status === 200 && type.startsWith('text/html')) {
      const stripped = withoutRuntime(body.toString('utf8'), staticDir);
      if (stripped !== null) body = Buffer.from(stripped, 'utf8');
    }
    const encoded = encoding && body.length > 1024 && !res.getHeader('content-encoding') ? encoding : null;
    if (encoded) {
      body = compress(body, encoded);
      res.setHeader('content-encoding', encoded);
    }
    res.setHeader('vary', appendVary(res.getHeader('vary'), 'Accept-Encoding'));
    res.removeHeader('transfer-encoding');
    res.setHeader('content-length', String(body.length));
    if (head) realWriteHead(status, ...(typeof head[1] === 'string' ? [head[1]] : []));
    return realEnd(req.method === 'HEAD' ? undefined : body, typeof enc === 'function' ? enc : cb);
  };
  return handle(req, res);
}

function appendVary(current, value) {
  const list = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!list.some((v) => v.toLowerCase() === value.toLowerCase())) list.push(value);
  return list.join(', ');
}
