import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema/index';
import { acquireLease, releaseLease } from './lease';

// Background work that runs once across API processes (issue 24). A job has a name, an interval and a
// lease: time is cut into windows of the interval (aligned to the epoch, so every process agrees), and
// in each window one process runs the job, holding the lease `job:<name>` and writing the window's
// `job_runs` row. The row's key (job, window) is what makes the run once: a second process in the same
// window finds it finished and skips. A holder that dies mid-run leaves its row unfinished and its lease
// held; once the lease runs out, the next process takes the window over (`attempts` counts the tries).
// This module owns the only timer; nothing else in the API runs on a per-process interval.

export interface Job {
  name: string;
  everyMs: number;
  /** longer than a run can take: a holder that died is taken over after this */
  leaseMs: number;
  /** one run at `now`; its answer (counts) is kept in `job_runs.result` */
  run: (now: number) => Promise<Record<string, unknown>>;
}

export type WindowOutcome = { ran: true; attempt: number; result: Record<string, unknown> } | { ran: false; why: 'held' | 'done' };

/** job_runs rows are kept this long (the tests and the operator read recent ones). */
const KEEP_RUNS_MS = 7 * 24 * 60 * 60_000;

export const windowOf = (job: Pick<Job, 'everyMs'>, now: number) => Math.floor(now / job.everyMs) * job.everyMs;

/** Runs `job`'s window at `now` here unless another process holds it or has finished it. */
export async function runWindow(db: Db, job: Job, now: number): Promise<WindowOutcome> {
  const lease = `job:${job.name}`;
  const holder = await acquireLease(db, lease, now, job.leaseMs);
  if (!holder) return { ran: false, why: 'held' };
  try {
    const windowStart = windowOf(job, now);
    const at = new Date(now);
    const [claimed] = await db
      .insert(jobRuns)
      .values({ job: job.name, windowStart, holder, startedAt: at })
      .onConflictDoUpdate({
        target: [jobRuns.job, jobRuns.windowStart],
        set: { holder, startedAt: at, attempts: sql`${jobRuns.attempts} + 1` },
        setWhere: isNull(jobRuns.finishedAt),
      })
      .returning({ attempts: jobRuns.attempts });
    if (!claimed) return { ran: false, why: 'done' };
    let result: Record<string, unknown>;
    try {
      result = await job.run(now);
    } catch (err) {
      // the window is over for this job; the next window tries again
      result = { error: String(err) };
    }
    await db
      .update(jobRuns)
      .set({ finishedAt: new Date(), result })
      .where(and(eq(jobRuns.job, job.name), eq(jobRuns.windowStart, windowStart), eq(jobRuns.holder, holder)));
    await db.delete(jobRuns).where(and(eq(jobRuns.job, job.name), lt(jobRuns.windowStart, now - KEEP_RUNS_MS)));
    return { ran: true, attempt: claimed.attempts, result };
  } finally {
    await releaseLease(db, lease, holder);
  }
}

export interface JobRunner {
  /** one pass over every job (the timer calls it; tests may too) */
  tick(): Promise<void>;
  /** stops the timer and waits for a pass in flight */
  stop(): Promise<void>;
}

/**
 * Ticks every job a few times per window; a window this process has seen settled (run here or finished
 * elsewhere) is not asked about again. `onRun` hears of each run made here.
 */
export function startJobs(opts: {
  db: Db;
  jobs: Job[];
  now: () => number;
  onRun?: (job: Job, outcome: Extract<WindowOutcome, { ran: true }>) => void;
  onError?: (job: Job, err: unknown) => void;
  /** false: no timer (tests tick by hand) */
  timer?: boolean;
}): JobRunner {
  const settled = new Map<string, number>();
  let inFlight: Promise<void> | null = null;
  let stopped = false;

  const pass = async () => {
    for (const job of opts.jobs) {
      if (stopped) return;
      const now = opts.now();
      if (settled.get(job.name) === windowOf(job, now)) continue;
      try {
        const outcome = await runWindow(opts.db, job, now);
        if (outcome.ran || outcome.why === 'done') settled.set(job.name, windowOf(job, now));
        if (outcome.ran) opts.onRun?.(job, outcome);
      } catch (err) {
        opts.onError?.(job, err);
      }
    }
  };
  const tick = () => {
    inFlight ??= pass().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const shortest = Math.min(...opts.jobs.map((j) => j.everyMs));
  const timer = opts.timer === false ? null : setInterval(() => void tick(), Math.min(15_000, Math.max(250, shortest / 4)));
  timer?.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await inFlight;
    },
  };
}
