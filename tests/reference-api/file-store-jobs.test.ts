import { sql } from 'drizzle-orm';
import { createFileStore, postgresFileStore } from '../../reference-api/src/platform/file-store';
import { runWindow, startJobs, windowOf, type Job } from '../../reference-api/src/platform/jobs';
import { acquireLease } from '../../reference-api/src/platform/lease';
import { jobRuns } from '../../reference-api/src/db/schema/index';
import { startTestApp, type TestApp } from './support/test-app';

// Issue 24: uploaded files live in one store every API process shares (PostgreSQL here), and background
// work runs once per window however many processes tick: the lease and the job_runs row decide, on one
// database, and a holder that died mid-run is taken over once its lease runs out.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) => ((await t.app.ctx.db.execute(query)) as unknown as { rows: Row[] }).rows;

describe('the PostgreSQL file store', () => {
  it('keeps the bytes, type and size under a key; replaces, reads back null when gone', async () => {
    const store = postgresFileStore(t.app.ctx.db);
    const bytes = Buffer.from(Array.from({ length: 256 * 40 }, (_, i) => i % 256));
    await store.put('tests/a.bin', bytes, { contentType: 'application/pdf' });
    const got = await store.get('tests/a.bin');
    expect(got).toMatchObject({ contentType: 'application/pdf', sizeBytes: bytes.length });
    expect(got!.bytes.equals(bytes)).toBe(true);
    await store.put('tests/a.bin', Buffer.from('%PDF-2'), { contentType: 'application/pdf' });
    expect((await store.get('tests/a.bin'))!.bytes.toString()).toBe('%PDF-2');
    await store.delete('tests/a.bin');
    expect(await store.get('tests/a.bin')).toBeNull();
    await expect(store.delete('tests/never.bin')).resolves.toBeUndefined();
  });

  it('is the default: no S3 setting, the database', async () => {
    expect((await createFileStore(t.app.ctx.db, { S3_REGION: 'us-east-1' })).kind).toBe('postgres');
    expect(t.app.ctx.files.kind).toBe('postgres');
  });
});

describe('jobs: once per window across holders', () => {
  const EVERY = 60_000;
  const LEASE = 10_000;
  const counted = (name: string) => {
    const runs: number[] = [];
    const job: Job = { name, everyMs: EVERY, leaseMs: LEASE, run: async (now) => (runs.push(now), { n: runs.length }) };
    return { job, runs };
  };
  const runsOf = (name: string) =>
    rows(sql`select window_start, attempts, finished_at, result from job_runs where job = ${name} order by window_start`);

  it('twenty holders racing for one window: one run, one job_runs row; the next window runs again', async () => {
    const { job, runs } = counted('test.race');
    const start = windowOf(job, Date.now()) + 1000;
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => runWindow(t.app.ctx.db, job, start + i)));
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(runs).toHaveLength(1);
    // later in the same window: finished, not run again
    expect(await runWindow(t.app.ctx.db, job, start + 30_000)).toEqual({ ran: false, why: 'done' });
    expect(await runWindow(t.app.ctx.db, job, start + EVERY)).toMatchObject({ ran: true, attempt: 1 });
    expect(runs).toHaveLength(2);
    const recorded = await runsOf('test.race');
    expect(recorded).toHaveLength(2);
    expect(recorded.every((r) => r.finished_at !== null && Number(r.attempts) === 1)).toBe(true);
  });

  it('two runners ticking the same jobs: each job once per window', async () => {
    const a = counted('test.tick-a');
    const b = counted('test.tick-b');
    let now = windowOf(a.job, Date.now()) + 500;
    const runner = () => startJobs({ db: t.app.ctx.db, jobs: [a.job, b.job], now: () => now, timer: false });
    const [one, two] = [runner(), runner()];
    for (let i = 0; i < 5; i++) await Promise.all([one.tick(), two.tick()]);
    now += EVERY;
    for (let i = 0; i < 5; i++) await Promise.all([one.tick(), two.tick()]);
    await Promise.all([one.stop(), two.stop()]);
    expect([a.runs.length, b.runs.length]).toEqual([2, 2]);
    expect(await runsOf('test.tick-a')).toHaveLength(2);
  });

  it("takes over a crashed holder's window once its lease runs out", async () => {
    const { job, runs } = counted('test.crash');
    const start = windowOf(job, Date.now()) + 1000;
    // a holder took the lease and began the window, then died (no release, no finish)
    const dead = await acquireLease(t.app.ctx.db, `job:${job.name}`, start, LEASE);
    expect(dead).not.toBeNull();
    await t.app.ctx.db.insert(jobRuns).values({ job: job.name, windowStart: windowOf(job, start), holder: dead!, startedAt: new Date(start) });
    expect(await runWindow(t.app.ctx.db, job, start + LEASE - 1)).toEqual({ ran: false, why: 'held' });
    expect(runs).toHaveLength(0);
    expect(await runWindow(t.app.ctx.db, job, start + LEASE + 1)).toMatchObject({ ran: true, attempt: 2 });
    expect(runs).toHaveLength(1);
    const [row] = await runsOf('test.crash');
    expect(row).toMatchObject({ attempts: 2, result: { n: 1 } });
    expect(row!.finished_at).not.toBeNull();
  });

  it('a failing run closes its window with the error; the next window tries again', async () => {
    let calls = 0;
    const job: Job = {
      name: 'test.fail',
      everyMs: EVERY,
      leaseMs: LEASE,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('gateway down');
        return { ok: true };
      },
    };
    const start = windowOf(job, Date.now()) + 1000;
    expect(await runWindow(t.app.ctx.db, job, start)).toMatchObject({ ran: true, result: { error: 'Error: gateway down' } });
    expect(await runWindow(t.app.ctx.db, job, start + 1)).toEqual({ ran: false, why: 'done' });
    expect(await runWindow(t.app.ctx.db, job, start + EVERY)).toMatchObject({ ran: true, result: { ok: true } });
  });
});
