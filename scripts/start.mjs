#!/usr/bin/env node
// npm start – runs the reference API (seeded, sandbox on) and the portal beside it, and keeps them
// running: a process that dies is started again with back-off while the other stays up.
// Builds the portal first when there is no build for this checkout (or with --rebuild); --dev runs
// the portal's server in development mode.
import { waitForUrl } from './lib/proc.mjs';
import { ensurePortalBuild } from './lib/portal-build.mjs';
import { createSupervisor } from './lib/supervise.mjs';
import { installSecrets } from './lib/secrets.mjs';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const apiPort = process.env.API_PORT ?? '4000';
const portalPort = process.env.PORT ?? '3000';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
const siteUrl = process.env.SITE_URL ?? `http://localhost:${portalPort}`;
const sandbox = process.env.SANDBOX ?? '1';
// Strong per-install secrets (session password, API token and OTP keys), made once in the data folder.
const secrets = installSecrets(process.env.SECRETS_DIR ?? '.data');

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

const supervisor = createSupervisor();
const running = supervisor.running;
const supervise = supervisor.supervise;

function stopAll(code) {
  supervisor.stop();
  // Each server drains and exits within 10 s (SIGTERM handlers); then we go.
  setTimeout(() => process.exit(code), 10_500).unref();
  let left = running.size;
  if (left === 0) process.exit(code);
  for (const server of running.values()) {
    if (server.child.exitCode !== null) left -= 1;
    else server.child.on('exit', () => --left === 0 && process.exit(code));
  }
  if (left === 0) process.exit(code);
}
process.on('SIGINT', () => stopAll(130));
process.on('SIGTERM', () => stopAll(143));

if (!process.env.API_URL) {
  const api = supervise('api', process.execPath, ['--import', 'tsx', 'reference-api/src/server.ts'], {
    ...common,
    PORT: apiPort,
    // The portal on this machine relays each learner's address in X-Forwarded-For (login throttling).
    TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
    TOKEN_SECRET: secrets.TOKEN_SECRET,
    OTP_SECRET: secrets.OTP_SECRET,
    // the card gateway beside it: the browser reaches both on this machine
    GATEWAY_WORKING_KEY: secrets.GATEWAY_WORKING_KEY,
    GATEWAY_URL: process.env.GATEWAY_URL ?? `http://localhost:${process.env.GATEWAY_PORT ?? '4020'}`,
    API_PUBLIC_URL: process.env.API_PUBLIC_URL ?? `http://localhost:${apiPort}`,
  });
  await waitForUrl(`${apiUrl}/health`, { server: api, timeoutMs: 120_000 });
  console.log(`reference API ready on ${apiUrl} (sandbox outbox: ${siteUrl}/dev/)`);
}

// The card-payment gateway sandbox (CCAvenue protocol), its own process and origin beside the API.
if (!process.env.GATEWAY_URL) {
  const gatewayPort = process.env.GATEWAY_PORT ?? '4020';
  const gateway = supervise('gateway', process.execPath, ['--import', 'tsx', 'reference-api/src/gateway/server.ts'], {
    GATEWAY_PORT: gatewayPort,
    GATEWAY_WORKING_KEY: secrets.GATEWAY_WORKING_KEY,
    GATEWAY_FRAME_ANCESTORS: new URL(siteUrl).origin,
    GATEWAY_DATA_DIR: process.env.GATEWAY_DATA_DIR ?? '.data/gateway',
  });
  await waitForUrl(`http://127.0.0.1:${gatewayPort}/health`, { server: gateway, timeoutMs: 60_000 });
  console.log(`gateway sandbox ready on http://127.0.0.1:${gatewayPort}`);
}

const portalEnv = {
  ...common,
  PORT: portalPort,
  SESSION_PASSWORD: secrets.SESSION_PASSWORD,
  GATEWAY_ORIGIN: process.env.GATEWAY_URL ?? `http://localhost:${process.env.GATEWAY_PORT ?? '4020'}`,
  PAYMENT_RETURN_ORIGIN: process.env.API_PUBLIC_URL ?? `http://localhost:${apiPort}`,
};

if (dev) {
  supervise('portal', process.execPath, ['scripts/portal-server.mjs', '--dev'], portalEnv);
} else {
  // A build is made for a checkout: after a pull (or a dependency change) it is made again.
  const code = await ensurePortalBuild(portalEnv, { rebuild: args.has('--rebuild') });
  if (code !== 0) stopAll(code);
  const web = supervise('portal', process.execPath, ['scripts/portal-server.mjs'], portalEnv);
  await waitForUrl(`http://127.0.0.1:${portalPort}/en`, { server: web });
  console.log(`\nPortal ready: ${siteUrl}/en  (Arabic: ${siteUrl}/ar)\n`);
}
