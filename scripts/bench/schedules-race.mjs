#!/usr/bin/env node
// Booking races over real HTTP (issue 11): 200 registered learners made in one sandbox call, then all of
// them at once booking one instructor's slot, one slot of a branch, and one 20-seat lecture-hall
// session; and 200 day slot searches at once. Reports outcomes (exactly as many 201s as there are
// resources, the rest 409) and latencies. A benchmark, not a test: it prints, it never fails on figures.
//
//   node scripts/bench/schedules-race.mjs                 starts a private API (PGlite) and stops it after
//   node scripts/bench/schedules-race.mjs --api=URL       against a running API with SANDBOX=1
//   --learners=N (default 200)   --out=FILE (default .tmp/bench/schedules-race.json)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_URL, ROOT, removeApiData, startApi, stopAll } from './servers.mjs';

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (ms) => Math.round(ms * 10) / 10;

/** The Dubai day `ahead` days from today, moved to a Wednesday, as the UTC-midnight ISO string (D§7). */
function wednesdayAhead(ahead) {
  const dubai = new Date(Date.now() + 4 * 3600_000);
  const d = new Date(Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth(), dubai.getUTCDate() + ahead));
  while (d.getUTCDay() !== 3) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}
const at = (day, hhmm) => new Date(`${day.slice(0, 10)}T${hhmm}:00+04:00`).toISOString();

async function request(apiUrl, method, url, token, body) {
  const started = performance.now();
  const res = await fetch(`${apiUrl}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  return { status: res.status, body: json, ms: performance.now() - started };
}

function summarise(answers) {
  const outcomes = {};
  for (const a of answers) {
    const key = a.status === 201 || a.status === 200 ? String(a.status) : `${a.status} ${a.body?.code}`;
    outcomes[key] = (outcomes[key] ?? 0) + 1;
  }
  const ms = answers.map((a) => a.ms).sort((x, y) => x - y);
  return { outcomes, p50Ms: round(pct(ms, 50)), p95Ms: round(pct(ms, 95)), maxMs: round(ms.at(-1)) };
}

export async function runScheduleRace({ apiUrl, learners: count = 200, log = console.log }) {
  const results = {};
  const made = performance.now();
  const created = await request(apiUrl, 'POST', '/sandbox/learners', null, { count });
  if (created.status !== 201) throw new Error(`sandbox learners answered ${created.status} (is SANDBOX=1 set?)`);
  const learners = created.body.data;
  results.sandboxLearners = { count: learners.length, ms: round(performance.now() - made) };
  log(`  ${learners.length} learners in ${results.sandboxLearners.ms} ms`);

  const slotsOf = async (token, day, extra = '') => {
    const q = new URLSearchParams({ instanceCode: 'lmv-std-s-practice', branchId: 'br-al-quoz', instructorTypeId: 'it-standard', date: day });
    const res = await request(apiUrl, 'GET', `/schedule/v1/work-time/practical-training/time-slots?${q}${extra}`, token);
    if (res.status !== 200) throw new Error(`slot search answered ${res.status}`);
    return res.body.data.slots;
  };
  const book = (token, body) => request(apiUrl, 'POST', '/schedule/v1/schedule/book', token, { instanceCode: 'lmv-std-s-practice', ...body });

  // 1. one instructor's slot: exactly one 201
  const day1 = wednesdayAhead(7);
  const slot1 = (await slotsOf(learners[0].token, day1)).find((s) => s.startsAt === at(day1, '10:00'));
  results.oneInstructor = summarise(await Promise.all(learners.map((l) => book(l.token, { slotId: slot1.slotId, instructorId: 'ins-quoz-imran' }))));
  log(`  one instructor's slot, ${count} at once: ${JSON.stringify(results.oneInstructor)}`);

  // 2. one slot of the branch, any instructor: as many 201s as instructor-and-car pairs (3 at Al Quoz)
  const day2 = wednesdayAhead(14);
  const slot2 = (await slotsOf(learners[0].token, day2)).find((s) => s.startsAt === at(day2, '11:00'));
  results.oneBranchSlot = summarise(await Promise.all(learners.map((l) => book(l.token, { slotId: slot2.slotId }))));
  log(`  one branch slot (3 pairs), ${count} at once: ${JSON.stringify(results.oneBranchSlot)}`);

  // 3. one 20-seat lecture-hall session
  const day3 = wednesdayAhead(21);
  const hall = await request(apiUrl, 'POST', '/schedule/v1/lecture-hall/find-schedule', learners[0].token, {
    startDate: day3,
    endDate: day3,
    branchId: 'br-al-quoz',
  });
  const seat = hall.body.data.slots[0];
  results.hallSeats = summarise(
    await Promise.all(learners.map((l) => request(apiUrl, 'POST', '/schedule/v1/lecture-hall/book-schedule', l.token, { slotId: seat.slotId }))),
  );
  log(`  a 20-seat hall session, ${count} at once: ${JSON.stringify(results.hallSeats)}`);

  // 4. a day's slot search, everyone at once, on the busy day of race 2
  const q = new URLSearchParams({ instanceCode: 'lmv-std-s-practice', branchId: 'br-al-quoz', instructorTypeId: 'it-standard', date: day2 });
  results.daySearch = summarise(
    await Promise.all(learners.map((l) => request(apiUrl, 'GET', `/schedule/v1/work-time/practical-training/time-slots?${q}`, l.token))),
  );
  const sequential = [];
  for (let i = 0; i < 50; i += 1)
    sequential.push(await request(apiUrl, 'GET', `/schedule/v1/work-time/practical-training/time-slots?${q}`, learners[i].token));
  results.daySearchSequential = summarise(sequential);
  log(`  a day's slot search, ${count} at once: ${JSON.stringify(results.daySearch)}; one at a time: ${JSON.stringify(results.daySearchSequential)}`);
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const opt = (name, def) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? def;
  const external = opt('api', null);
  const out = path.resolve(ROOT, opt('out', '.tmp/bench/schedules-race.json'));
  let api = null;
  try {
    if (!external) {
      console.log('starting a private reference API (PGlite)…');
      api = await startApi();
    }
    const results = await runScheduleRace({ apiUrl: external ?? API_URL, learners: Number(opt('learners', 200)) });
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), api: external ?? 'private (PGlite)', ...results }, null, 2));
    console.log(`written ${path.relative(ROOT, out)}`);
  } finally {
    await stopAll();
    if (api) removeApiData(api.dataDir);
  }
}
