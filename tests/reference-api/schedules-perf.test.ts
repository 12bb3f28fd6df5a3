import { performance } from 'node:perf_hooks';
import { at, book, dayAhead, practicalSlots, sandboxLearners, slotAt, startScheduleApp } from './support/schedules';
import { post, type TestApp } from './support/test-app';

// Slot search stays fast on a busy day: a handful of queries for the whole day (never one per slot), so a
// day's practical search answers in a few milliseconds however many slots and sessions there are. The
// figures are printed for the record; the bounds are loose enough for a slow CI machine.

let t: TestApp;
beforeAll(async () => {
  t = await startScheduleApp();
}, 120_000);
afterAll(async () => t?.close());

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

describe('slot search speed', () => {
  it('a day’s practical slot search on a busy day: p50 well under 50 ms', async () => {
    const made = performance.now();
    const learners = await sandboxLearners(t, 200);
    const bulkMs = performance.now() - made;
    expect(learners).toHaveLength(200);

    // a busy day at Al Quoz: every learner tries one slot; as many as there are instructor-and-car pairs win
    const day = dayAhead(t, 5);
    const slots = (await practicalSlots(t, learners[0]!.token, day, { durationMinutes: 30 })).body.data.slots;
    const answers = await Promise.all(learners.slice(0, 120).map((l, i) => book(t, l.token, { slotId: slots[i % slots.length].slotId })));
    const booked = answers.filter((a) => a.status === 201).length;
    expect(booked).toBeGreaterThan(30);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);

    const me = learners[199]!;
    const times: number[] = [];
    let searched = 0;
    for (let i = 0; i < 40; i += 1) {
      const started = performance.now();
      const res = await practicalSlots(t, me.token, day);
      times.push(performance.now() - started);
      expect(res.status).toBe(200);
      searched = res.body.data.slots.length;
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    process.stdout.write(
      `[schedules perf] ${t.handle.kind}: 200 sandbox learners in ${bulkMs.toFixed(0)} ms; ${booked} sessions booked by 120 racers; ` +
        `day slot search (${searched} one-hour slots) p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms\n`,
    );
    expect(p50).toBeLessThan(50);
    expect(bulkMs).toBeLessThan(5000);
  });

  it('a 31-day range (schedule/find) answers in one pass too', async () => {
    const [l] = await sandboxLearners(t, 1);
    const start = dayAhead(t, 1, 1);
    const end = new Date(Date.parse(start) + 30 * 86_400_000).toISOString();
    const started = performance.now();
    const res = await post(
      t.app,
      '/schedule/v1/schedule/find',
      {
        instanceCode: 'lmv-std-s-practice',
        startDate: start,
        endDate: end,
        branchId: 'br-al-quoz',
        instructorTypeId: 'it-standard',
        gearType: 'automatic',
      },
      l!.token,
    );
    const ms = performance.now() - started;
    expect(res.status).toBe(200);
    // Sundays: nobody at Al Quoz works them (Khalid, Sunday to Thursday, teaches manual only)
    expect(res.body.data.days.length).toBeGreaterThanOrEqual(25);
    process.stdout.write(`[schedules perf] ${t.handle.kind}: 31-day schedule/find in ${ms.toFixed(1)} ms\n`);
    expect(ms).toBeLessThan(1000);
    expect((await slotAt(t, l!.token, start, '08:30')).startsAt).toBe(at(start, '08:30'));
  });
});
