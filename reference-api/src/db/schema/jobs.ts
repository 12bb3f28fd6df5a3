import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Leases for background jobs (platform/lease.ts): a job's round runs in the one process that holds its
 * row until `expires_at`, so several API processes on one database run it once, on PGlite and PostgreSQL.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * One row per job and window (platform/jobs.ts): the primary key lets a window run once across
 * processes; `attempts` > 1 says a holder died mid-run and another took the window over.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    /** the window's start, epoch milliseconds (a multiple of the job's interval) */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    holder: text('holder').notNull(),
    attempts: integer('attempts').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** what the run did (counts), or its error */
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.job, t.windowStart] })],
);
