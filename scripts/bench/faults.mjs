#!/usr/bin/env node
// npm run bench:faults – injects the faults of issue 14 under a steady load and prints one table:
// fault, what callers got (status counts), time to recover, acknowledged writes lost, peak memory.
//
// It runs everything on its own: a PostgreSQL (initdb into a temp folder, run as the `postgres`
// user because initdb refuses root) and a Redis on free ports, the reference API supervised as
// `npm start` supervises it, and the production portal (it builds once if there is no build).
// Nothing of the machine's own PostgreSQL or Redis is touched. A benchmark, not a test: it prints.
//
//   npm run bench:faults                 # ~2 minutes after the build
//   npm run bench:faults -- --window=8   # seconds of load around each fault (default 6)
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portalLoginCookie } from '../lib/portal-login.mjs';
import { freshSecrets } from '../lib/secrets.mjs';
import { createSupervisor } from '../lib/supervise.mjs';
import { freePort, run, startServer } from '../lib/proc.mjs';

const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
process.chdir(ROOT);
const arg = (name, def) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def);
const WINDOW_S = arg('window', 6);
const WORKERS = arg('workers', 6);
const secrets = freshSecrets();
const quiet = (line) => void line;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function waitFor(check, ms, what) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}
const rssMiB = (pid) => {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
};
/** RSS of a process and its children (tsx runs node under a wrapper). */
const treeRss = (pid) => {
  let total = rssMiB(pid);
  try {
    for (const child of readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean))
      total += treeRss(Number(child));
  } catch {
    /* gone */
  }
  return total;
};

// ── PostgreSQL and Redis of our own ─────────────────────────────────────────────────────────────
const pgBin = path.join('/usr/lib/postgresql', readdirSync('/usr/lib/postgresql').sort().at(-1), 'bin');
const pgDir = mkdtempSync(path.join(tmpdir(), 'bench-faults-pg-'));
chmodSync(pgDir, 0o777);
const asPostgres = (cmd, args) => execFileSync('runuser', ['-u', 'postgres', '--', path.join(pgBin, cmd), ...args], { stdio: 'pipe' });
const pgPort = await freePort();
asPostgres('initdb', ['-D', path.join(pgDir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
const pgStart = () =>
  asPostgres('pg_ctl', [
    '-D',
    path.join(pgDir, 'data'),
    '-o',
    `-p ${pgPort} -k ${pgDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    '-l',
    path.join(pgDir, 'log'),
    '-w',
    'start',
  ]);
const pgStop = () => asPostgres('pg_ctl', ['-D', path.join(pgDir, 'data'), '-m', 'fast', '-w', 'stop']);
pgStart();
const DATABASE_URL = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;

const redisPort = await freePort();
let redis;
const redisStart = async () => {
  redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitFor(
    () =>
      new Promise((resolve) => {
        const s = net.connect(redisPort, '127.0.0.1', () => (s.destroy(), resolve(true)));
        s.on('error', () => resolve(false));
      }),
    10_000,
    'redis',
  );
};
const redisStop = () => redis?.kill('SIGKILL');
await redisStart();

// ── The API (supervised like npm start) and the portal ─────────────────────────────────────────
const apiPort = await freePort();
const portalPort = await freePort();
const API_URL = `http://127.0.0.1:${apiPort}`;
const PORTAL = `http://127.0.0.1:${portalPort}`;
const SITE_URL = `http://localhost:${portalPort}`;
const APP_NAME = 'bench-faults-api';
const quietStart = (name, cmd, args, { env }) => {
  const s = startServer(name, cmd, args, { env });
  s.child.stdout.removeAllListeners('data');
  s.child.stderr.removeAllListeners('data');
  s.child.stdout.resume();
  s.child.stderr.resume();
  return s;
};
const apiSupervisor = createSupervisor({ log: quiet, initialDelayMs: 500, start: quietStart });
const supervisor = createSupervisor({ log: quiet, initialDelayMs: 500, start: quietStart });
apiSupervisor.supervise('api', process.execPath, ['--import', 'tsx', 'reference-api/src/server.ts'], {
  PORT: String(apiPort),
  DATABASE_URL,
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  PG_APPLICATION_NAME: APP_NAME,
  SANDBOX: '1',
  TRUST_PROXY: 'loopback',
  LOG_LEVEL: 'error',
  PORTAL_URL: SITE_URL,
  TOKEN_SECRET: secrets.TOKEN_SECRET,
  OTP_SECRET: secrets.OTP_SECRET,
});
await waitFor(async () => (await fetch(`${API_URL}/health`)).ok, 120_000, 'the API');

const portalEnv = { API_URL, SITE_URL, SANDBOX: '1', SECURE_COOKIES: '0', SESSION_PASSWORD: secrets.SESSION_PASSWORD, NEXT_TELEMETRY_DISABLED: '1' };
if (!existsSync('.next/BUILD_ID')) {
  console.log('building the portal once (next build)…');
  if ((await run('node_modules/.bin/next', ['build'], { env: portalEnv, quiet: true })) !== 0) throw new Error('next build failed');
}
supervisor.supervise('portal', process.execPath, ['scripts/portal-server.mjs'], { ...portalEnv, PORT: String(portalPort) });
await waitFor(async () => (await fetch(`${PORTAL}/en`)).ok, 120_000, 'the portal');

// ── Load: learners reading pages and the BFF, and writes whose acknowledgements we keep ───────────
const cookie = await portalLoginCookie({
  portalUrl: PORTAL,
  origin: SITE_URL,
  credentials: { countryCode: '971', startingCode: '50', number: '1234567', password: 'Student@12345' },
});

const acked = new Set();
let statuses = {};
const agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS * 2 });
function call(url, { method = 'GET', body, headers = {} } = {}) {
  return new Promise((resolve) => {
    const req = http.request(
      url,
      { method, agent, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) }, timeout: 20_000 },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode, text }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ status: e.code === 'ECONNREFUSED' ? 'refused' : e.message === 'timeout' ? 'timeout' : 'reset' }));
    if (body) req.write(JSON.stringify(body));
    req.end();
  });
}
const steps = [
  () => call(`${PORTAL}/en`),
  () => call(`${PORTAL}/api/entity/v1/license-type?_start=0&_end=1000`),
  () => call(`${PORTAL}/api/user/v1/student/profile`, { headers: { cookie } }),
  async () => {
    // A write the API acknowledges: a notification for the seeded learner, kept by id.
    const res = await call(`${API_URL}/sandbox/notify`, { method: 'POST', body: { phone: '971501234567', kind: 'bench', en: 'bench', ar: 'bench' } });
    if (res.status === 200) acked.add(JSON.parse(res.text).data._id);
    return res;
  },
];
let running = true;
const workers = Array.from({ length: WORKERS }, async (_, w) => {
  for (let i = w; running; i += 1) {
    const res = await steps[i % steps.length]();
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (typeof res.status !== 'number' || res.status >= 500) await sleep(20);
  }
});

let peak = { api: 0, portal: 0 };
const sampler = setInterval(() => {
  const api = apiSupervisor.running.get('api')?.child.pid;
  const portal = supervisor.running.get('portal')?.child.pid;
  peak = { api: Math.max(peak.api, api ? treeRss(api) : 0), portal: Math.max(peak.portal, portal ? treeRss(portal) : 0) };
}, 200);

/** Time from `since` until the API answers a logged-in read through the portal again. */
async function recovery(since) {
  await waitFor(async () => (await call(`${PORTAL}/api/user/v1/student/profile`, { headers: { cookie } })).status === 200, 120_000, 'recovery');
  return Date.now() - since;
}

const rows = [];
async function fault(name, inject, restore) {
  statuses = {};
  peak = { api: 0, portal: 0 };
  await sleep((WINDOW_S * 1000) / 3);
  await inject();
  await sleep(WINDOW_S * 500);
  const restoredAt = Date.now();
  await restore?.();
  const recoverMs = await recovery(restoredAt);
  await sleep((WINDOW_S * 1000) / 3);
  rows.push({ name, statuses: { ...statuses }, recoverMs, peak: { ...peak } });
  console.log(`  ${name}: ${JSON.stringify(statuses)}, back in ${recoverMs} ms`);
}

console.log(`load: ${WORKERS} workers (landing, BFF lookups, logged-in profile, acknowledged writes); ${WINDOW_S} s around each fault\n`);
await fault('steady load (no fault)', async () => {});
await fault('pg_terminate_backend of the API connections', async () => {
  asPostgres('psql', [
    '-h',
    '127.0.0.1',
    '-p',
    String(pgPort),
    '-U',
    'postgres',
    '-c',
    `select pg_terminate_backend(pid) from pg_stat_activity where application_name = '${APP_NAME}'`,
  ]);
});
await fault(
  'PostgreSQL stopped, then started',
  async () => pgStop(),
  async () => pgStart(),
);
await fault(
  'Redis stopped, then started',
  async () => redisStop(),
  async () => redisStart(),
);
await fault('API killed (SIGKILL); the launcher restarts it', async () => {
  const pid = apiSupervisor.running.get('api')?.child.pid;
  if (pid) process.kill(-pid, 'SIGKILL');
});
await fault('API sent SIGTERM with requests in flight; restarted', async () => {
  const child = apiSupervisor.running.get('api')?.child;
  if (!child?.pid) return;
  const at = Date.now();
  child.once('exit', () => (statuses[`API exited after SIGTERM in ${Date.now() - at} ms`] = 1));
  process.kill(-child.pid, 'SIGTERM');
});
await fault('five chunked 100 MB posts to the portal', async () => {
  const big = () =>
    new Promise((resolve) => {
      let sent = 0;
      let done = false;
      const req = http.request(
        `${PORTAL}/api/eid/read`,
        { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x', origin: SITE_URL, 'transfer-encoding': 'chunked' } },
        (res) => {
          done = true;
          res.resume();
          resolve(res.statusCode);
        },
      );
      req.on('error', () => resolve(done ? 413 : 'reset'));
      const chunk = Buffer.alloc(256 * 1024, 0x20);
      const pump = () => {
        while (!done && sent < 100 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
  const answers = await Promise.all([big(), big(), big(), big(), big()]);
  statuses[`oversized→${answers.join(',')}`] = 5;
});
running = false;
await Promise.all(workers);
clearInterval(sampler);

// Every acknowledged write must be in the database.
const ids = [...acked];
const present = Number(
  asPostgres('psql', [
    '-h',
    '127.0.0.1',
    '-p',
    String(pgPort),
    '-U',
    'postgres',
    '-tAc',
    `select count(*) from notifications where id in (${ids.map((id) => `'${id}'`).join(',') || 'null'})`,
  ])
    .toString()
    .trim(),
);
const lost = ids.length - present;

console.log('\n| fault | what callers got (status: count) | time to recover | acknowledged writes lost | peak RSS API / portal (MiB) |');
console.log('|---|---|---|---|---|');
for (const r of rows) {
  const got = Object.entries(r.statuses)
    .sort()
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  console.log(`| ${r.name} | ${got} | ${r.recoverMs} ms | – | ${r.peak.api} / ${r.peak.portal} |`);
}
console.log(`\nacknowledged writes: ${ids.length}, present after all faults: ${present}, lost: ${lost}`);

apiSupervisor.stop();
supervisor.stop();
redisStop();
await sleep(1500);
try {
  pgStop();
} catch {
  /* already stopped */
}
rmSync(pgDir, { recursive: true, force: true });
agent.destroy();
process.exit(lost === 0 ? 0 : 1);
