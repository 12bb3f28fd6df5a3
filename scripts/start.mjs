#!/usr/bin/env node
// npm start – runs the reference API (seeded, sandbox on) and the portal beside it.
// Builds the portal first when there is no build yet (or with --rebuild); --dev runs `next dev`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { run, startServer, waitForUrl } from './lib/proc.mjs';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const apiPort = process.env.API_PORT ?? '4000';
const portalPort = process.env.PORT ?? '3000';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
const siteUrl = process.env.SITE_URL ?? `http://localhost:${portalPort}`;
const sandbox = process.env.SANDBOX ?? '1';

const common = {
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
  API_URL: apiUrl,
  SITE_URL: siteUrl,
  SANDBOX: sandbox,
  PORTAL_URL: siteUrl,
  // Plain http on localhost cannot carry __Host-/Secure cookies to every client; https origins get them.
  SECURE_COOKIES: process.env.SECURE_COOKIES ?? (siteUrl.startsWith('https:') ? '1' : '0'),
};

const servers = [];
const stopAll = () => servers.forEach((s) => s.stop());
process.on('SIGINT', () => (stopAll(), process.exit(130)));
process.on('SIGTERM', () => (stopAll(), process.exit(143)));

const external = Boolean(process.env.API_URL);
if (!external) {
  const api = startServer('api', process.execPath, ['--import', 'tsx', 'reference-api/src/server.ts'], {
    // The portal on this machine relays each learner's address in X-Forwarded-For (login throttling).
    env: { ...common, PORT: apiPort, TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback' },
  });
  servers.push(api);
  await waitForUrl(`${apiUrl}/health`, { server: api, timeoutMs: 120_000 });
  console.log(`reference API ready on ${apiUrl} (sandbox outbox: ${siteUrl}/dev/)`);
}

if (dev) {
  const web = startServer('portal', 'node_modules/.bin/next', ['dev', '-p', portalPort], { env: common });
  servers.push(web);
} else {
  // The static landing bakes SITE_URL (canonical links) in at build time, so a build made for other
  // settings (npm test builds for port 3010) is rebuilt rather than served.
  const marker = '.next/portal-start-env.json';
  const wanted = JSON.stringify({ API_URL: apiUrl, SITE_URL: siteUrl, SANDBOX: sandbox });
  const current = existsSync(marker) && existsSync('.next/BUILD_ID') ? readFileSync(marker, 'utf8') : '';
  if (args.has('--rebuild') || current !== wanted) {
    const code = await run('node_modules/.bin/next', ['build'], { env: common });
    if (code !== 0) {
      stopAll();
      process.exit(code);
    }
    writeFileSync(marker, wanted);
  }
  const web = startServer('portal', 'node_modules/.bin/next', ['start', '-p', portalPort], { env: common });
  servers.push(web);
  await waitForUrl(`http://127.0.0.1:${portalPort}/en`, { server: web });
  console.log(`\nPortal ready: ${siteUrl}/en  (Arabic: ${siteUrl}/ar)\n`);
}

await new Promise((resolve) => servers.forEach((s) => s.child.on('exit', resolve)));
stopAll();
process.exit(1);
