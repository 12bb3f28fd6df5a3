// Faults across the processes of `npm run start:cluster` (issue 24), shared by tests/cluster/faults.test.ts
// and `npm run bench:cluster`:
//  - a Redis of our own that can be stopped and started again (the machine's Redis serves others);
//  - bookings as the write under load, and a count of the acknowledged ones found in the database
//    afterwards while one API process is SIGKILLed and restarted by the supervisor, with the time from
//    the kill to the last error and to the balancer taking the process out and back in.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './cluster.mjs';

const require = createRequire(path.join(ROOT, 'reference-api/package.json'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * redis-server on `port` with nothing persisted (`--save '' --appendonly no`): a restart comes back
 * empty, as a managed Redis failing over without its data would.
 */
export function ownRedis(port) {
  let child = null;
  const url = `redis://127.0.0.1:${port}`;
  const { Redis } = require('ioredis');
  const client = () => {
    const c = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
    c.on('error', () => undefined);
    return c;
  };
  async function ping() {
    const c = client();
    try {
      await c.connect();
      return (await c.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      c.disconnect();
    }
  }
  return {
    url,
    port,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      const deadline = Date.now() + 10_000;
      while (!(await ping())) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`redis-server on ${port} did not start`);
        await sleep(100);
      }
    },
    /** SIGKILL: the clients see their connections drop, as in a crash */
    async kill() {
      if (!child || child.exitCode !== null) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await gone;
    },
    /** How many clients are connected (the API and portal processes reconnecting after a restart). */
    async clients() {
      const c = client();
      try {
        await c.connect();
        return String(await c.client('LIST'))
          .split('\n')
          .filter((line) => line.includes(' cmd=') && !line.includes(' cmd=client'));
      } finally {
        c.disconnect();
      }
    },
  };
}

const dubaiDay = (days) => {
  const now = new Date(Date.now() + 4 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString();
};

async function api(base, method, url, { token, body } = {}, status = 200) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => ({}));
  if (res.status !== status) throw new Error(`${method} ${url} → ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

/** Registered learners and the free practical slots of the coming weeks (each slot has several instructors). */
export async function bookingFixture(apiUrl, { learners: count = 200, maxSlots = 400, fromDay = 3, days = 30 } = {}) {
  const learners = [];
  while (learners.length < count)
    learners.push(...(await api(apiUrl, 'POST', '/sandbox/learners', { body: { count: Math.min(300, count - learners.length) } }, 201)));
  const token = learners[0].token;
  const config = await api(apiUrl, 'GET', '/schedule/v1/work-time/time-slots', { token });
  const practical = config.kinds.find((k) => k.kind === 'practical');
  const instructorTypeId = config.instructorTypes.find((t) => t._id === 'it-standard')?._id ?? config.instructorTypes[0]._id;
  const slots = [];
  // the API books up to 60 days ahead (reference-api schedules/time.ts WINDOW_DAYS)
  for (let d = fromDay; d < Math.min(fromDay + days, 60) && slots.length < maxSlots; d++) {
    const query = new URLSearchParams({
      instanceCode: practical.stageId,
      licenseTypeId: config.licenseTypeId,
      branchId: config.branchId,
      instructorTypeId,
      courseTypeId: config.courseType._id,
      gearType: config.gearType,
      date: dubaiDay(d),
      durationMinutes: String(config.courseType.maximumClassDuration),
    });
    const found = await api(apiUrl, 'GET', `/schedule/v1/work-time/practical-training/time-slots?${query}`, { token });
    slots.push(...found.slots.filter((s) => s.status === 'AVAILABLE').map((s) => s.slotId));
  }
  return { learners, slots, stageId: practical.stageId };
}

/** Which of `ids` are rows of the schedules table (a booking the API acknowledged must be one). */
export async function bookingsFound(databaseUrl, ids) {
  return new Set((await query(databaseUrl, 'select id from schedules where id = any($1::text[])', [ids])).map((r) => r.id));
}

/** How many bookings these learners hold (the fixture's learners are new: every one is from the load). */
async function bookingsHeld(databaseUrl, userIds) {
  const [row] = await query(databaseUrl, 'select count(*)::int as n from schedules where user_id = any($1::text[])', [userIds]);
  return row.n;
}

async function query(databaseUrl, text, values) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Bookings sent through the API balancer by `concurrency` learners at a time for `seconds`, while
 * `victim` is SIGKILLed after `killAfterMs` (the supervisor starts it again). Every 201 is an
 * acknowledged write: afterwards each must be a row in the database. An error is an answer of 5xx or
 * no answer (a 409 "taken" or 429 is the API answering). Also watches the balancer: when it took the
 * process out and when it had it back (waits up to `backTimeoutMs` for that).
 */
export async function writesWhileKilled(
  cluster,
  fixture,
  { databaseUrl, seconds = 10, concurrency = 8, killAfterMs = 3000, victim = 'api-1', backTimeoutMs = 120_000 },
) {
  const { learners, slots, stageId } = fixture;
  const acknowledged = [];
  const failures = [];
  const statuses = {};
  let sent = 0;
  let killedAt = null;
  const end = Date.now() + seconds * 1000;
  async function worker() {
    while (Date.now() < end) {
      const i = sent++;
      const learner = i % learners.length;
      let status;
      try {
        const res = await fetch(`${cluster.apiUrl}/schedule/v1/schedule/book`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${learners[learner].token}`,
            // one address per learner, as learners on their own phones (the per-address booking ceiling)
            'x-forwarded-for': `10.88.${Math.floor(learner / 250)}.${(learner % 250) + 1}`,
          },
          body: JSON.stringify({ instanceCode: stageId, slotId: slots[(i * 7919) % slots.length] }),
          signal: AbortSignal.timeout(15_000),
        });
        status = res.status;
        const json = await res.json().catch(() => ({}));
        if (status === 201) acknowledged.push({ id: json.data?._id, at: Date.now() });
      } catch (error) {
        status = String(error?.cause?.code ?? error?.name ?? error);
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (typeof status !== 'number' || status >= 500) failures.push({ at: Date.now(), status });
    }
  }
  const watch = (async () => {
    await sleep(killAfterMs);
    killedAt = Date.now();
    cluster.kill(victim);
    let outAt = null;
    let backAt = null;
    while (Date.now() < killedAt + backTimeoutMs && backAt === null) {
      const state = await cluster.state('api').catch(() => ({}));
      if (outAt === null && state[victim] && !state[victim].startsWith('UP')) outAt = Date.now();
      if (outAt !== null && state[victim]?.startsWith('UP')) backAt = Date.now();
      await sleep(100);
    }
    return { outAt, backAt };
  })();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const { outAt, backAt } = await watch;
  const ids = acknowledged.map((a) => a.id);
  const found = await bookingsFound(databaseUrl, ids);
  // a request that died with api-1 may have committed before its answer was lost: stored, never
  // acknowledged (the learner saw an error and finds the booking on their schedule)
  const held = await bookingsHeld(
    databaseUrl,
    learners.map((l) => l.userId),
  );
  const after = failures.filter((f) => f.at >= killedAt);
  const byStatus = {};
  for (const f of failures) byStatus[f.status] = (byStatus[f.status] ?? 0) + 1;
  return {
    killedAt,
    sent,
    statuses,
    acknowledged: ids.length,
    acknowledgedAfterKill: acknowledged.filter((a) => a.at >= killedAt).length,
    found: ids.filter((id) => found.has(id)).length,
    lost: ids.filter((id) => !found.has(id)),
    storedUnacknowledged: held - found.size,
    errors: failures.length,
    byStatus,
    lastErrorAfterKillMs: after.length ? after.at(-1).at - killedAt : 0,
    balancerTookItOutMs: outAt === null ? null : outAt - killedAt,
    backInBalancerMs: backAt === null ? null : backAt - killedAt,
  };
}
