import { performance } from 'node:perf_hooks';
import { at, book, dayAhead, practicalSlots, queryCounter, sandboxLearners, slotAt, startScheduleApp } from './support/schedules';
import { post, type TestApp } from './support/test-app';

// Slot search stays fast on a busy day because it runs a handful of queries for the whole day (never one
// per slot), and a 31-day range one pass (never one per day). That is asserted on the number of SQL
// statements, which does not depend on the machine's load; the times are printed for the record only
// (`npm run bench:race` measures them), with a bound that only catches a hang.

const HANG_MS = 10_000;
const queries = queryCounter();
let t: TestApp;
beforeAll(async () => {
  t = await startScheduleApp({}, { logger: queries.logger });
}, 120_000);
afterAll(async () => t?.close());

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const find = (token: string, startDate: string, days: number) =>
  post(
    t.app,
    '/schedule/v1/schedule/find',
    {
      instanceCode: 'lmv-std-s-practice',
      startDate,
      endDate: new Date(Date.parse(startDate) + (days - 1) * 86_400_000).toISOString(),
      branchId: 'br-al-quoz',
      instructorTypeId: 'it-standard',
      gearType: 'automatic',
    },
    token,
  );

describe('slot search cost', () => {
  it('a day’s practical slot search runs as many queries on a busy day as on an empty one', async () => {
    const made = performance.now();
    const learners = await sandboxLearners(t, 200);
    const bulkMs = performance.now() - made;
    expect(learners).toHaveLength(200);
    const me = learners[199]!;

    const day = dayAhead(t, 5);
    const empty = await queries.count(() => practicalSlots(t, me.token, day));
    expect(empty.result.status).toBe(200);

    // a busy day at Al Quoz: every learner tries one slot; as many as there are instructor-and-car pairs win
    const slots = (await practicalSlots(t, learners[0]!.token, day, { durationMinutes: 30 })).body.data.slots;
    const answers = await Promise.all(learners.slice(0, 120).map((l, i) => book(t, l.token, { slotId: slots[i % slots.length].slotId })));
    const booked = answers.filter((a) => a.status === 201).length;
    expect(booked).toBeGreaterThan(30);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);

    const busy = await queries.count(() => practicalSlots(t, me.token, day));
    expect(busy.result.status).toBe(200);
    const searched = busy.result.body.data.slots.length;
    // the property: the query count is fixed, whatever the number of slots and booked sessions
    expect(busy.queries).toBe(empty.queries);
    expect(busy.queries).toBeLessThan(Math.max(searched, 10));

    const times: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const started = performance.now();
      const res = await practicalSlots(t, me.token, day);
      times.push(performance.now() - started);
      expect(res.status).toBe(200);
    }
    times.sort((a, b) => a - b);
    process.stdout.write(
      `[schedules perf] ${t.handle.kind}: 200 sandbox learners in ${bulkMs.toFixed(0)} ms; ${booked} sessions booked by 120 racers; ` +
        `day slot search (${searched} one-hour slots): ${busy.queries} queries (empty day ${empty.queries}), ` +
        `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms\n`,
    );
    expect(percentile(times, 50)).toBeLessThan(HANG_MS);
    expect(bulkMs).toBeLessThan(HANG_MS * 3);
  }, 240_000);

  it('a 31-day range (schedule/find) runs as many queries as a 1-day range: one pass', async () => {
    const [l] = await sandboxLearners(t, 1);
    const start = dayAhead(t, 1, 1);
    const oneDay = await queries.count(() => find(l!.token, start, 1));
    expect(oneDay.result.status).toBe(200);
    expect(oneDay.result.body.data.days.length).toBe(1);

    const started = performance.now();
    const month = await queries.count(() => find(l!.token, start, 31));
    const ms = performance.now() - started;
    expect(month.result.status).toBe(200);
    // Sundays: nobody at Al Quoz works them (Khalid, Sunday to Thursday, teaches manual only)
    expect(month.result.body.data.days.length).toBeGreaterThanOrEqual(25);
    expect(month.queries).toBe(oneDay.queries);
    process.stdout.write(
      `[schedules perf] ${t.handle.kind}: 31-day schedule/find in ${ms.toFixed(1)} ms, ${month.queries} queries (1 day: ${oneDay.queries})\n`,
    );
    expect(ms).toBeLessThan(HANG_MS);
    expect((await slotAt(t, l!.token, start, '08:30')).startsAt).toBe(at(start, '08:30'));
  });
});
