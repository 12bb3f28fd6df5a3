// Starts and stops what the benchmark measures: a private reference API and a production portal.
// Everything runs in its own process group so stopAll() takes the whole tree down (next-server too).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, rmSync, symlinkSync, lstatSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freshSecrets } from '../lib/secrets.mjs';

export const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
export const BENCH_DIR = path.join(ROOT, '.tmp/bench');
export const SRV_DIR = path.join(BENCH_DIR, 'srv');
// BENCH_API_PORT / BENCH_PORTAL_PORT: for two checkouts benching on one machine at once.
export const API_PORT = Number(process.env.BENCH_API_PORT || 4450);
export const PORTAL_PORT = Number(process.env.BENCH_PORTAL_PORT || 3450);
export const API_URL = `http://127.0.0.1:${API_PORT}`;
export const SITE_URL = `http://localhost:${PORTAL_PORT}`;

// Secrets of this run only: no process runs on a value anyone could know.
const secrets = freshSecrets();

const portalEnv = {
  SESSION_PASSWORD: secrets.SESSION_PASSWORD,
  API_URL,
  SITE_URL,
  SANDBOX: '1',
  SECURE_COOKIES: '0',
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
};

const started = [];

/** Sends SIGTERM to every process group we started, then SIGKILL to what is left after a grace period. */
export async function stopAll() {
  const live = started.filter((s) => s.child.exitCode === null && s.child.signalCode === null);
  for (const s of live) {
    try {
      process.kill(-s.child.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline && live.some((s) => s.child.exitCode === null && s.child.signalCode === null)) {
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const s of live) {
    try {
      process.kill(-s.child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  started.length = 0;
}

/** Synchronous last resort for process.on('exit'). */
export function killAllSync() {
  for (const s of started) {
    try {
      process.kill(-s.child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
}

function startServer(name, cmd, args, { env, cwd }) {
  mkdirSync(BENCH_DIR, { recursive: true });
  const logFile = path.join(BENCH_DIR, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const s = { name, child, logFile };
  started.push(s);
  return s;
}

async function waitForUrl(url, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited with ${server.child.exitCode}; see ${server.logFile}`);
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
      if (res.status < 400) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${url}; see ${server.logFile}`);
}

async function portFree(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
    return false;
  } catch (e) {
    return e?.cause?.code === 'ECONNREFUSED';
  }
}

export async function startApi() {
  if (!(await portFree(API_PORT))) throw new Error(`port ${API_PORT} is in use (a previous bench still running?)`);
  const dataDir = path.join('.tmp/bench', `api-${randomBytes(4).toString('hex')}`);
  const t0 = Date.now();
  const api = startServer('api', process.execPath, ['--import', 'tsx', 'reference-api/src/server.ts'], {
    cwd: ROOT,
    env: {
      PORT: String(API_PORT),
      DATA_DIR: dataDir,
      SANDBOX: '1',
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      TOKEN_SECRET: secrets.TOKEN_SECRET,
      OTP_SECRET: secrets.OTP_SECRET,
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  });
  await waitForUrl(`${API_URL}/health`, api, 180_000);
  return { dataDir: path.join(ROOT, dataDir), readyMs: Date.now() - t0 };
}

/** Builds under the shared lock and copies .next into the private server folder (still under the lock). */
export async function buildPortal() {
  mkdirSync(BENCH_DIR, { recursive: true });
  const logFile = path.join(BENCH_DIR, 'build.log');
  const script = `
    ./node_modules/.bin/next build > "${logFile}" 2>&1 || exit 1
    rm -rf "${SRV_DIR}/.next" && mkdir -p "${SRV_DIR}" && cp -a .next "${SRV_DIR}/.next"
  `;
  const t0 = Date.now();
  // Its own process group like the servers, so an interrupted bench also stops a build in progress.
  const build = startServer('build-wrapper', 'flock', ['/tmp/next-build.lock', 'sh', '-c', script], { cwd: ROOT, env: portalEnv });
  const code = await new Promise((resolve) => build.child.on('exit', (c, sig) => resolve(c ?? (sig ? 1 : 0))));
  started.splice(started.indexOf(build), 1);
  if (code !== 0) throw new Error(`next build failed (exit ${code}); see ${logFile}`);
  return { buildMs: Date.now() - t0, logFile };
}

/** The private folder: symlinks to the checkout's inputs plus its own .next copy. */
export function prepareServerDir() {
  mkdirSync(SRV_DIR, { recursive: true });
  for (const name of ['node_modules', 'public', 'package.json', 'next.config.mjs', 'lib', 'messages', '.pdf-worker']) {
    const link = path.join(SRV_DIR, name);
    let exists = false;
    try {
      lstatSync(link);
      exists = true;
    } catch {
      /* missing */
    }
    if (!exists) symlinkSync(path.join(ROOT, name), link);
  }
  if (!existsSync(path.join(SRV_DIR, '.next/BUILD_ID'))) {
    throw new Error(`no build in ${SRV_DIR}/.next: run without --no-build first`);
  }
}

export async function startPortal() {
  if (!(await portFree(PORTAL_PORT))) throw new Error(`port ${PORTAL_PORT} is in use (a previous bench still running?)`);
  const t0 = Date.now();
  const portal = startServer('portal', process.execPath, [path.join(ROOT, 'scripts/portal-server.mjs')], {
    cwd: SRV_DIR,
    env: { ...portalEnv, PORT: String(PORTAL_PORT) },
  });
  await waitForUrl(`http://127.0.0.1:${PORTAL_PORT}/en`, portal, 90_000);
  return { readyMs: Date.now() - t0 };
}

export function removeApiData(dir) {
  if (dir && dir.startsWith(BENCH_DIR)) rmSync(dir, { recursive: true, force: true });
}
