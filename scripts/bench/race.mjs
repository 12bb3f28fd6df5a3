#!/usr/bin/env node
// npm run bench:race – issue 11's proof that a slot is never booked twice, measured on the running API.
//
// 200 learners (made in one call by the sandbox) book at the same instant:
//   1. one instructor's slot, all of them the same slot;
//   2. two overlapping slots of one instructor (half take 09:00–10:00, half 09:30–10:30, say);
//   3. one lecture-hall session (a seat counter: exactly as many bookings as seats left);
//   4. one lecture-hall session raced by 70 learners, most with starts nudged by 1–3 ms (issue 21 #4).
// Races 1 and 2 must end with exactly one 201; everything else must be a 409 in the error envelope (never
// a 5xx). Then it times the day's practical slot search (the query a learner waits on while picking a
// time), all 200 at once and one at a time.
//
// It runs on PGlite (one API process, the embedded default) and, when DATABASE_URL is set, on
// PostgreSQL with two API processes sharing a fresh database (requests alternate between them), so the
// database, not one process's memory, has to hold the invariant. It exits 1 when a race lets more or
// fewer than one booking through, so CI can run it (`--db=postgres` runs only the PostgreSQL pass).
//
//   npm run bench:race
//   npm run bench:race -- --learners=200 --searches=40 --db=pglite|postgres|both
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { hallShiftLine, hallShiftRace } from './hall-shift.mjs';
import { benchApi, call, must, option, ROOT } from './api-kit.mjs';

const LEARNERS = Number(option('learners', 200));
const SEARCHES = Number(option('searches', 40));
const DB = option('db', 'both');
const { secrets, startReferenceApi: startApi, stopAll } = benchApi();
const pgUrl = process.env.DATABASE_URL;

/** The UTC-midnight ISO string of the Dubai calendar day `days` from today (D§7's range format). */
function dubaiDay(days) {
  const dubaiNow = new Date(Date.now() + 4 * 3_600_000);
  return new Date(Date.UTC(dubaiNow.getUTCFullYear(), dubaiNow.getUTCMonth(), dubaiNow.getUTCDate() + days)).toISOString();
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const ms = (n) => `${n.toFixed(1)} ms`;

/** Fires every request at once and tallies what came back. */
async function race(bases, requests, url = '/schedule/v1/schedule/book') {
  const t0 = performance.now();
  const results = await Promise.all(
    requests.map(async ({ token, body }, i) => {
      const start = performance.now();
      const r = await call(bases[i % bases.length], body ? 'POST' : 'GET', url, { token, body }).catch((e) => ({
        status: 0,
        json: { code: String(e) },
      }));
      return { ...r, ms: performance.now() - start };
    }),
  );
  const wallMs = performance.now() - t0;
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  const byOutcome = {};
  for (const r of results) {
    const key = `${r.status} ${r.json?.code ?? (r.status === 201 ? 'booked' : r.status === 200 ? 'ok' : '?')}`;
    byOutcome[key] = (byOutcome[key] ?? 0) + 1;
  }
  return { booked: results.filter((r) => r.status === 201).length, byOutcome, p50: pct(latencies, 50), p99: pct(latencies, 99), wallMs };
}

async function scenario(label, bases) {
  const base = bases[0];
  const learners = await must(base, 'POST', '/sandbox/learners', { body: { count: LEARNERS } }, 201);
  const [first] = learners;
  const config = await must(base, 'GET', '/schedule/v1/work-time/time-slots', { token: first.token });
  const practical = config.kinds.find((k) => k.kind === 'practical');
  const instructorTypeId = config.instructorTypes.find((t) => t._id === 'it-standard')?._id ?? config.instructorTypes[0]._id;
  const slotQuery = (date, durationMinutes) =>
    '/schedule/v1/work-time/practical-training/time-slots?' +
    new URLSearchParams({
      instanceCode: practical.stageId,
      licenseTypeId: config.licenseTypeId,
      branchId: config.branchId,
      instructorTypeId,
      courseTypeId: config.courseType._id,
      gearType: config.gearType,
      date,
      durationMinutes: String(durationMinutes),
    });
  const duration = config.courseType.maximumClassDuration;

  // The first day from `from` days ahead with at least four free slots (the probe and the races).
  async function freeDay(from) {
    for (let d = from; d < from + 40; d++) {
      const found = await must(base, 'GET', slotQuery(dubaiDay(d), duration), { token: first.token });
      const free = found.slots.filter((s) => s.status === 'AVAILABLE');
      if (free.length >= 4) return { offset: d, free };
    }
    throw new Error(`no day with free practical slots in the 40 days from ${from} days ahead`);
  }
  const { offset, free: slots } = await freeDay(3);

  // Learn which instructor holds a slot by booking it once and cancelling (it is days ahead).
  async function instructorOf(slot) {
    const probe = await must(
      base,
      'POST',
      '/schedule/v1/schedule/book',
      { token: first.token, body: { instanceCode: practical.stageId, slotId: slot.slotId } },
      201,
    );
    await must(base, 'DELETE', `/schedule/v1/schedule/${probe._id}?reason=${encodeURIComponent('bench probe')}`, { token: first.token });
    return probe.instructor._id;
  }
  const instructorId = await instructorOf(slots[0]);

  // 1. every learner, one instructor's slot
  const same = await race(
    bases,
    learners.map(({ token }) => ({ token, body: { instanceCode: practical.stageId, slotId: slots[0].slotId, instructorId } })),
  );

  // 2. two overlapping slots of one instructor (a slot starting inside the other), on a later day
  const { free } = await freeDay(offset + 1);
  const a = free.find((s) => free.some((t) => t.startsAt > s.startsAt && t.startsAt < s.endsAt));
  const b = a && free.find((t) => t.startsAt > a.startsAt && t.startsAt < a.endsAt);
  let overlap = null;
  if (a && b) {
    const sameInstructor = await instructorOf(a);
    overlap = await race(
      bases,
      learners.map(({ token }, i) => ({
        token,
        body: { instanceCode: practical.stageId, slotId: (i % 2 ? b : a).slotId, instructorId: sameInstructor },
      })),
    );
  }

  // 3. one lecture-hall session: exactly as many bookings as it had seats left
  let hall = null;
  let seatsLeft = 0;
  for (let d = offset + 2; d < offset + 30 && !hall; d++) {
    const found = await must(base, 'POST', '/schedule/v1/lecture-hall/find-schedule', {
      token: first.token,
      body: { startDate: dubaiDay(d), endDate: dubaiDay(d) },
    });
    const open = found.slots.find((s) => s.status === 'AVAILABLE' && s.seatsLeft > 1);
    if (open) {
      seatsLeft = open.seatsLeft;
      hall = await race(
        bases,
        learners.map(({ token }) => ({ token, body: { slotId: open.slotId } })),
        '/schedule/v1/lecture-hall/book-schedule',
      );
    }
  }

  // 4. a fresh hall session, 70 learners, starts nudged by milliseconds: exactly its seats, never more
  const shifted = await hallShiftRace(base, { secret: secrets.TOKEN_SECRET, fromDay: offset + 31 });

  // 5. a day's slot search, every learner at once, on the day of the races
  const crowd = await race(
    bases,
    learners.map(({ token }) => ({ token })),
    slotQuery(dubaiDay(offset), duration),
  );

  // The slot search a learner waits on, after the races (bookings present), one at a time.
  const searchMs = [];
  for (let i = 0; i < SEARCHES; i++) {
    const t = performance.now();
    await must(bases[i % bases.length], 'GET', slotQuery(dubaiDay(3 + (i % 10)), duration), { token: learners[i % learners.length].token });
    searchMs.push(performance.now() - t);
  }
  searchMs.sort((x, y) => x - y);

  console.log(`\n${label}`);
  const row = (name, r) =>
    console.log(
      `  ${name.padEnd(34)} booked ${String(r.booked).padStart(3)} of ${LEARNERS}   p50 ${ms(r.p50).padStart(9)}   p99 ${ms(r.p99).padStart(9)}   all done in ${ms(r.wallMs)}   ${JSON.stringify(r.byOutcome)}`,
    );
  row('one slot, one instructor', same);
  if (overlap) row('two overlapping slots, one instructor', overlap);
  else console.log('  two overlapping slots: no pair of overlapping free slots found (duration equals the step?)');
  if (hall) row(`a lecture-hall session, ${seatsLeft} seats`, hall);
  else console.log('  lecture hall: no session with free seats found');
  console.log(hallShiftLine(shifted));
  console.log(
    `  day's practical slot search, ${LEARNERS} at once   p50 ${ms(crowd.p50)}   p99 ${ms(crowd.p99)}   ${JSON.stringify(crowd.byOutcome)}`,
  );
  console.log(
    `  day's practical slot search (${SEARCHES} sequential)  p50 ${ms(pct(searchMs, 50))}   p95 ${ms(pct(searchMs, 95))}   max ${ms(searchMs.at(-1))}`,
  );
  const only = (r, codes) => Object.keys(r.byOutcome).every((k) => codes.test(k));
  const bad = [same, overlap].filter(Boolean).filter((r) => r.booked !== 1 || !only(r, /^(201|409) /));
  const hallOk = hall !== null && hall.booked === seatsLeft && only(hall, /^(201|409) /);
  return bad.length === 0 && overlap !== null && hallOk && shifted.ok && only(crowd, /^200 /);
}

let ok = true;
const tmp = path.join(ROOT, '.tmp/bench-race');
mkdirSync(tmp, { recursive: true });

if (DB === 'pglite' || DB === 'both') {
  const dataDir = path.join(tmp, `pglite-${randomBytes(4).toString('hex')}`);
  try {
    const base = await startApi('api', { DATA_DIR: dataDir, DATABASE_URL: undefined });
    ok = (await scenario(`PGlite, one API process (${LEARNERS} learners)`, [base])) && ok;
  } finally {
    stopAll();
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if ((DB === 'postgres' || DB === 'both') && pgUrl) {
  const require = createRequire(path.join(ROOT, 'reference-api/package.json'));
  const { Client } = require('pg');
  const dbName = `race_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(pgUrl);
  url.pathname = `/${dbName}`;
  try {
    const dataDir = path.join(tmp, dbName);
    // The first process migrates and seeds; the second starts on the ready database.
    const one = await startApi('api-1', { DATA_DIR: `${dataDir}-1`, DATABASE_URL: url.toString() });
    const two = await startApi('api-2', { DATA_DIR: `${dataDir}-2`, DATABASE_URL: url.toString() });
    ok = (await scenario(`PostgreSQL, two API processes (${LEARNERS} learners)`, [one, two])) && ok;
  } finally {
    stopAll();
    await new Promise((r) => setTimeout(r, 1000));
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end();
    rmSync(tmp, { recursive: true, force: true });
  }
} else if (DB === 'postgres') {
  console.log('DATABASE_URL is not set: nothing to run on PostgreSQL');
}

console.log(
  ok ? '\nexactly one booking per race' : '\nFAILED: a race let more or fewer than one booking through (or answered something other than 201/409)',
);
process.exit(ok ? 0 : 1);
