// npm run api – migrate, seed and serve the reference API (PGlite in DATA_DIR, or DATABASE_URL).
import { buildApp } from './app';
import { backgroundJobs } from './background-jobs';
import { openDb } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { parseEnv } from './env';
import { createFileStore } from './platform/file-store';
import { startJobs, type JobRunner } from './platform/jobs';

async function main() {
  const env = parseEnv();
  const started = Date.now();
  let log: (msg: string) => void = (msg) => console.warn(msg);
  const handle = await openDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    applicationName: env.PG_APPLICATION_NAME,
    onConnectionError: (err) => log(`database connection lost (${err.message}); reconnecting on demand`),
  });
  const opened = Date.now();
  await migrate(handle.db);
  await seed(handle.db, { files: await createFileStore(handle.db, env) });
  const app = await buildApp({ db: handle.db, env, dbKind: handle.kind, logger: { level: env.LOG_LEVEL } });
  log = (msg) => app.log.warn(msg);
  app.log.info({ db: handle.kind, openMs: opened - started, readyMs: Date.now() - started }, 'database ready');

  let closing = false;
  let jobs: JobRunner | null = null;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Requests in flight get their answers; whatever still hangs after 9 s does not hold the exit.
    setTimeout(() => process.exit(0), 9000).unref();
    try {
      // a job run in flight finishes (or its lease runs out and another process takes its window over)
      await Promise.all([jobs?.stop(), app.close()]);
    } finally {
      await handle.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });

  // Background work (payment reconciliation, session reminders, expiry of sign-ups and uploads): every
  // process ticks, and each job's window runs in one of them (platform/jobs.ts, background-jobs.ts).
  if (env.JOBS) {
    jobs = startJobs({
      db: handle.db,
      jobs: backgroundJobs(app.ctx, app.log),
      now: app.ctx.now,
      onRun: (job, outcome) => app.log.debug({ job: job.name, attempt: outcome.attempt, result: outcome.result }, 'job ran'),
      onError: (job, err) => app.log.warn({ job: job.name, err: String(err) }, 'job window failed'),
    });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
