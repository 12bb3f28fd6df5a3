#!/usr/bin/env node
// npm run bench:cluster – issue 24's figures: the cluster of `npm run start:cluster` (HAProxy in front
// of each tier, PostgreSQL, Redis) with 1 and then 2 processes of each, measured through the balancers:
//   1. the logged-in dashboard (GET /en/dashboard with the seeded student's session): requests/s, p99;
//   2. booking (POST /schedule/v1/schedule/book through the API balancer): 400 learners from 400
//      addresses booking practical slots of the coming weeks, every answer a 201 or a 409 (taken);
//   3. a fault under load: the dashboard and the learner's profile (GET /user/v1/student/profile, API
//      balancer) under load, and learners booking through the API balancer, while api-1 is killed
//      (SIGKILL) and started again by the supervisor: the errors the load saw, the last error after the
//      kill, when api-1 was back in the balancer, and every booking answered 201 looked up in the
//      database afterwards: acknowledged / found / lost (lost must be 0).
// A benchmark, not a test: it prints a table, writes .tmp/bench/cluster.json and fails only when a
// cluster does not start. Needs PostgreSQL and Redis (DATABASE_URL, REDIS_URL or the local defaults)
// and haproxy, and a production build (it builds one when the checkout has none).
//
//   npm run bench:cluster
//   npm run bench:cluster -- --sizes=1,2 --duration=10 --connections=20 --warmup=2 --fault-seconds=20 --writers=8
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { must, option, ROOT } from './api-kit.mjs';
import { loadTarget, loginCookie } from './portal-load.mjs';
import { bookingFixture, writesWhileKilled } from '../lib/cluster-faults.mjs';
import { checkServices, DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, dropDatabase, ensureDatabase, haproxyPath, startCluster } from '../lib/cluster.mjs';
import { ensurePortalBuild } from '../lib/portal-build.mjs';
import { freshSecrets } from '../lib/secrets.mjs';

process.chdir(ROOT);
const SIZES = option('sizes', '1,2').split(',').map(Number);
const DURATION = Number(option('duration', 10));
const CONNECTIONS = Number(option('connections', 20));
const WARMUP = Number(option('warmup', 2));
const FAULT_S = Number(option('fault-seconds', 20));
const WRITERS = Number(option('writers', 8));
const LEARNERS = 400;
const OUT = path.join(ROOT, '.tmp/bench/cluster.json');
const databaseBase = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;

const { problems } = await checkServices({ databaseUrl: databaseBase, redisUrl });
if (!haproxyPath()) problems.push('haproxy is not installed (apt-get install -y haproxy)');
if (problems.length) {
  console.error(`bench:cluster needs:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}

let stopCurrent = null;
process.on('SIGINT', () => void Promise.resolve(stopCurrent?.()).finally(() => process.exit(130)));

const round = (n) => Math.round(n * 10) / 10;

/** Booking load: each request a learner (and its own address) booking one of the slots. */
function bookingLoad(api, { learners, slots, stageId }, { duration, warmup }) {
  let n = 0;
  const statuses = {};
  const requests = [
    {
      method: 'POST',
      path: '/schedule/v1/schedule/book',
      setupRequest: (req) => {
        const i = n++;
        const learner = i % learners.length;
        return {
          ...req,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${learners[learner].token}`,
            'x-forwarded-for': `10.77.${Math.floor(learner / 250)}.${(learner % 250) + 1}`,
          },
          body: JSON.stringify({ instanceCode: stageId, slotId: slots[(i * 7919) % slots.length] }),
        };
      },
    },
  ];
  const run = (seconds, tally) =>
    new Promise((resolve, reject) => {
      const instance = autocannon({ url: api, connections: CONNECTIONS, duration: seconds, timeout: 10, requests }, (err, r) =>
        err ? reject(err) : resolve(r),
      );
      if (tally) instance.on('response', (_c, status) => (statuses[status] = (statuses[status] ?? 0) + 1));
    });
  return (warmup > 0 ? run(warmup, false) : Promise.resolve()).then(async () => {
    const r = await run(duration, true);
    return {
      reqPerSec: round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      requests: r.requests.total,
      statuses,
      errors: r.errors + r.timeouts,
    };
  });
}

/** Load that records when each failure happened (a non-2xx answer or no answer). */
function timedLoad(url, headers, seconds, connections) {
  const failures = [];
  let ok = 0;
  const instance = autocannon({ url, headers, connections, duration: seconds, timeout: 10 }, () => undefined);
  instance.on('response', (_c, status) => (status >= 200 && status < 300 ? ok++ : failures.push({ at: Date.now(), status })));
  instance.on('reqError', (err) => failures.push({ at: Date.now(), status: String(err?.code ?? err) }));
  const done = new Promise((resolve) => instance.on('done', () => resolve({ ok, failures })));
  return done;
}

/**
 * api-1 is killed under load and started again: the dashboard (portal balancer) and the learner's
 * profile (API balancer) under read load, and learners booking (a write) through the API balancer.
 * Errors seen, the last one after the kill, when the balancer took api-1 out and had it back, and
 * every booking answered 201 looked up in the database afterwards (acknowledged vs found).
 */
async function fault(cluster, cookie, token, databaseUrl) {
  const fixture = await bookingFixture(cluster.apiUrl, { learners: 300, maxSlots: 400, fromDay: 34, days: 26 });
  const readers = Math.max(2, CONNECTIONS / 2);
  const dashboard = timedLoad(`${cluster.portalUrl}/en/dashboard`, { cookie }, FAULT_S, readers);
  const profile = timedLoad(`${cluster.apiUrl}/user/v1/student/profile`, { authorization: `Bearer ${token}` }, FAULT_S, readers);
  // the writes kill api-1 after 5 s and watch the balancer until api-1 is back (past the load's end
  // if need be: a restart on a loaded machine can take longer than the load runs)
  const writes = await writesWhileKilled(cluster, fixture, { databaseUrl, seconds: FAULT_S, concurrency: WRITERS, killAfterMs: 5000 });
  const [d, p] = await Promise.all([dashboard, profile]);
  const summary = (x) => {
    const after = x.failures.filter((f) => f.at >= writes.killedAt);
    const byStatus = {};
    for (const f of x.failures) byStatus[f.status] = (byStatus[f.status] ?? 0) + 1;
    return {
      ok: x.ok,
      errors: x.failures.length,
      byStatus,
      lastErrorAfterKillMs: after.length ? after.at(-1).at - writes.killedAt : 0,
    };
  };
  return {
    dashboard: summary(d),
    apiProfile: summary(p),
    bookings: {
      sent: writes.sent,
      statuses: writes.statuses,
      acknowledged: writes.acknowledged,
      acknowledgedAfterKill: writes.acknowledgedAfterKill,
      found: writes.found,
      lost: writes.lost.length,
      storedUnacknowledged: writes.storedUnacknowledged,
      errors: writes.errors,
      lastErrorAfterKillMs: writes.lastErrorAfterKillMs,
    },
    balancerTookItOutMs: writes.balancerTookItOutMs,
    backInBalancerMs: writes.backInBalancerMs,
  };
}

async function measure(size, build) {
  const id = randomBytes(4).toString('hex');
  const url = new URL(databaseBase);
  url.pathname = `/bench_cluster_${id}`;
  const databaseUrl = url.toString();
  await ensureDatabase(databaseUrl, { fresh: true });
  const dataDir = path.join(ROOT, '.tmp/bench/cluster', `${size}-${id}`);
  console.log(`\n${size} portal + ${size} API process(es): starting (logs in ${path.relative(ROOT, dataDir)}/logs)`);
  const t0 = Date.now();
  let cluster;
  try {
    cluster = await startCluster({
      portals: size,
      apis: size,
      databaseUrl,
      redisUrl,
      redisPrefix: `bench-cluster-${id}`,
      secrets: freshSecrets(),
      dataDir,
      logDir: path.join(dataDir, 'logs'),
      build,
      log: (line) => console.log(`  ${line}`),
      onStop: (stop) => (stopCurrent = stop),
    });
    const startMs = Date.now() - t0;
    // on the public origin: Next checks a server action's Origin against the Host the balancer passes on
    const cookie = await loginCookie(cluster.siteUrl, cluster.siteUrl);
    console.log('  load: the logged-in dashboard');
    const dash = await loadTarget(
      { url: `${cluster.portalUrl}/en/dashboard`, headers: { cookie } },
      { duration: DURATION, connections: CONNECTIONS, warmup: WARMUP },
    );
    console.log('  load: booking');
    const setup = await bookingFixture(cluster.apiUrl, { learners: LEARNERS });
    const booking = await bookingLoad(cluster.apiUrl, setup, { duration: DURATION, warmup: WARMUP });
    console.log(`  fault: api-1 killed under load (${FAULT_S} s of load)`);
    const student = await must(cluster.apiUrl, 'POST', '/user/v1/auth/login', { body: { username: '971501234567', password: 'Student@12345' } });
    const faultResult = await fault(cluster, cookie, student.token, databaseUrl);
    return {
      size,
      startMs,
      dashboard: {
        reqPerSec: dash.reqPerSec,
        p50: dash.latencyMs.p50,
        p99: dash.latencyMs.p99,
        requests: dash.requests,
        non2xx: dash.non2xx,
        errors: dash.errors + dash.timeouts,
      },
      booking: { ...booking, learners: setup.learners.length, slots: setup.slots.length },
      fault: faultResult,
    };
  } finally {
    await cluster?.stop();
    stopCurrent = null;
    await dropDatabase(databaseUrl);
  }
}

const results = [];
let built = false;
for (const size of SIZES) {
  // the first cluster builds the portal when this checkout has no build (its API tier is up by then)
  const build = built ? undefined : (env) => ensurePortalBuild(env);
  results.push(await measure(size, build));
  built = true;
}

const pad = (s, n) => String(s).padEnd(n);
console.log(
  '\nbench:cluster (through HAProxy; PostgreSQL + Redis; this machine: ' + `${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})\n`,
);
console.log(
  `${pad('processes', 11)}${pad('dashboard req/s', 17)}${pad('p99 ms', 8)}${pad('booking req/s', 15)}${pad('p99 ms', 8)}${pad('fault errors (dash / api / writes)', 36)}${pad('writes acked / found / lost', 29)}${pad('last error after kill', 23)}back in balancer`,
);
for (const r of results) {
  const f = r.fault;
  const lastError = Math.max(f.dashboard.lastErrorAfterKillMs, f.apiProfile.lastErrorAfterKillMs, f.bookings.lastErrorAfterKillMs);
  console.log(
    `${pad(`${r.size} + ${r.size}`, 11)}${pad(r.dashboard.reqPerSec, 17)}${pad(r.dashboard.p99, 8)}${pad(r.booking.reqPerSec, 15)}${pad(r.booking.p99, 8)}${pad(
      `${f.dashboard.errors} / ${f.apiProfile.errors} / ${f.bookings.errors}`,
      36,
    )}${pad(`${f.bookings.acknowledged} / ${f.bookings.found} / ${f.bookings.lost}`, 29)}${pad(`${lastError} ms`, 23)}${
      f.backInBalancerMs === null ? 'not seen' : `${f.backInBalancerMs} ms`
    }`,
  );
}
for (const r of results) {
  console.log(
    `  ${r.size}+${r.size}: booking answers ${JSON.stringify(r.booking.statuses)} (errors ${r.booking.errors}); dashboard non-2xx ${r.dashboard.non2xx}; fault: dashboard ${JSON.stringify(r.fault.dashboard.byStatus)}, api ${JSON.stringify(r.fault.apiProfile.byStatus)}, bookings ${JSON.stringify(r.fault.bookings.statuses)} (stored without a 201: ${r.fault.bookings.storedUnacknowledged}), taken out after ${r.fault.balancerTookItOutMs ?? '?'} ms`,
  );
}
mkdirSync(path.dirname(OUT), { recursive: true });
writeFileSync(
  OUT,
  JSON.stringify(
    {
      at: new Date().toISOString(),
      machine: { cores: os.cpus().length, load1: os.loadavg()[0] },
      duration: DURATION,
      connections: CONNECTIONS,
      results,
    },
    null,
    2,
  ),
);
console.log(`\nwritten: ${path.relative(ROOT, OUT)}`);
process.exit(0);
