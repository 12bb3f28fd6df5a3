#!/usr/bin/env node
// The portal's HTTP server: Next.js behind a plain Node server of our own, for the three things
// `next start` cannot do.
//  1. The client's address. Next passes a browser's own X-Forwarded-For through, so it cannot be
//     believed. Here the address comes from the socket (or from the last TRUSTED_PROXY_HOPS entries
//     that trusted proxies appended) and travels in a header only this process can write: any
//     incoming one is dropped, and ours carries a per-process token lib/upstream/context.ts checks.
//  2. Shutdown. On SIGTERM/SIGINT it stops accepting, lets requests in flight finish, closes idle
//     keep-alive connections at once and the rest when their response ends, and exits within 10 s.
//  3. Delivery on slow networks: see scripts/lib/html-delivery.mjs.
//  4. GET /health for a load balancer (npm run start:cluster): 200 while serving, 503 once draining,
//     answered here without Next (no middleware, no session, no upstream call), with the PDF pool's
//     figures (renders running, waiting, done, refused, and the highest seen) for operators and tests.
// Usage: node scripts/portal-server.mjs [--dev]   (PORT, HOSTNAME, TRUSTED_PROXY_HOPS from the env)
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { clientAddress } from './lib/client-address.mjs';
import { ignoreDroppedRejections, quietWhenDropped } from './lib/dropped-requests.mjs';
import { coalesceFlushes, handleMaybeRuntimeFree, handleScriptsAfterPaint, mayBeRuntimeFree, mayDeferScripts } from './lib/html-delivery.mjs';
import { closeRelays, isSocketUpgrade, relayUpgrade } from './lib/socket-relay.mjs';

const dev = process.argv.includes('--dev');
process.env.NODE_ENV ??= dev ? 'development' : 'production';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
const hops = Math.max(0, Number.parseInt(process.env.TRUSTED_PROXY_HOPS ?? '0', 10) || 0);
const SHUTDOWN_MS = 9_000;

// Set before Next loads lib/env.ts, which reads it once.
const token = randomBytes(24).toString('hex');
process.env.PORTAL_INTERNAL_TOKEN = token;

const CLIENT_HEADER = 'x-portal-client';

const { default: next } = await import('next');
const app = next({ dev, hostname, port, dir: process.cwd() });
try {
  await app.prepare();
} catch (error) {
  // (instrumentation.ts itself stops a process whose environment is bad, with the reason.)
  console.error(`portal: refusing to start: ${error?.cause?.message ?? error?.message ?? error}`);
  process.exit(1);
}
const handle = app.getRequestHandler();
// Next has installed its process listeners by now: the one it never awaits for a dropped request goes first.
ignoreDroppedRejections();
const staticDir = path.join(process.cwd(), '.next', 'static');

let closing = false;
const server = http.createServer((req, res) => {
  if (req.url === '/health' && (req.method === 'GET' || req.method === 'HEAD')) {
    res.writeHead(closing ? 503 : 200, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      ...(closing ? { connection: 'close' } : {}),
    });
    // the PDF pool's load and bounds (lib/pdf/pool.ts; null until this process renders its first PDF):
    // the cluster test reads them to show the balancer spreads renders and no process passes its bound
    const pdf = globalThis.__pdfPool?.stats() ?? null;
    return res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ status: closing ? 'draining' : 'ok', pdf }));
  }
  // A browser that leaves before its answer is complete: quiet, even after Next's middleware has
  // swapped the request's stream internals (scripts/lib/dropped-requests.mjs).
  quietWhenDropped(req, res);
  delete req.headers[CLIENT_HEADER];
  req.headers[CLIENT_HEADER] = `${token} ${clientAddress(req, hops)}`;
  // While shutting down, every answer closes its connection so keep-alive cannot hold the exit.
  if (closing) res.setHeader('connection', 'close');
  // Delivery for slow networks (scripts/lib/html-delivery.mjs): one compressor flush per event-loop
  // turn, the landing without Next's runtime for a visitor who is not logged in, and the form and
  // logged-in pages with their scripts after the first paint (streamed).
  if (mayBeRuntimeFree(req)) return handleMaybeRuntimeFree(req, res, handle, staticDir);
  if (!dev && mayDeferScripts(req)) return handleScriptsAfterPaint(req, res, handle);
  coalesceFlushes(res);
  handle(req, res);
});
// The notification socket goes to the API (scripts/lib/socket-relay.mjs); in development Next's own
// upgrades (hot reload) go to Next.
const upgradeNext = dev ? app.getUpgradeHandler() : null;
server.on('upgrade', (req, socket, head) => {
  if (isSocketUpgrade(req) && !closing) return relayUpgrade(req, socket, head, process.env.API_URL ?? 'http://127.0.0.1:4000');
  if (upgradeNext) return upgradeNext(req, socket, head);
  socket.destroy();
});
// A slow client must not tie up the server (slowloris); Next's own limits apply inside.
server.headersTimeout = 20_000;
server.requestTimeout = 60_000;
server.keepAliveTimeout = 5_000;

function shutdown(signal) {
  if (closing) return;
  closing = true;
  console.log(`portal: ${signal}, finishing requests in flight`);
  const force = setTimeout(() => {
    console.warn('portal: closing the connections still open');
    server.closeAllConnections();
    process.exit(0);
  }, SHUTDOWN_MS);
  force.unref();
  server.close(() => {
    void Promise.resolve(app.close?.())
      .catch(() => undefined)
      .finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  closeRelays();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

// A port that cannot be taken is fatal (Next would only log it and leave a process that serves nothing).
server.on('error', (error) => {
  console.error(`portal: cannot listen on ${hostname}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, hostname, () => {
  console.log(`portal: ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}${dev ? ' (dev)' : ''}`);
});
