// npm run api – migrate, seed and serve the reference API (PGlite in DATA_DIR, or DATABASE_URL).
import { buildApp } from './app';
import { reconcileRound } from './modules/payments/orders/reconcile';
import { sendReminders } from './modules/schedules/notices';
import { openDb } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { parseEnv } from './env';

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
  await seed(handle.db);
  const app = await buildApp({ db: handle.db, env, dbKind: handle.kind, logger: { level: env.LOG_LEVEL } });
  log = (msg) => app.log.warn(msg);
  app.log.info({ db: handle.kind, openMs: opened - started, readyMs: Date.now() - started }, 'database ready');

  let closing = false;
  const timers: NodeJS.Timeout[] = [];
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    for (const timer of timers) clearInterval(timer);
    app.log.info({ signal }, 'shutting down');
    // Requests in flight get their answers; whatever still hangs after 9 s does not hold the exit.
    setTimeout(() => process.exit(0), 9000).unref();
    try {
      await app.close();
    } finally {
      await handle.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });

  // Orders the gateway never brought back (the learner closed the tab) are asked about and settled.
  // Every process ticks; a lease in the database lets one of them run each round (reconcile.ts).
  const reconcileTimer = setInterval(() => {
    if (closing) return;
    reconcileRound({ ...app.ctx, log: app.log }, Date.now())
      .then((r) => {
        if (r.settled.length || r.expired.length || r.deferred.length) {
          app.log.info({ settled: r.settled.length, expired: r.expired.length, deferred: r.deferred.length }, 'reconciliation round');
        }
      })
      .catch((err: unknown) => app.log.warn({ err: String(err) }, 'reconciliation round failed'));
  }, env.RECONCILE_EVERY_SECONDS * 1000);
  reconcileTimer.unref();

  // Session reminders (24 h and 2 h before): each process sweeps; event keys make two sweeps notify once.
  const reminderTimer = setInterval(() => {
    if (closing) return;
    sendReminders(app.ctx)
      .then((n) => n && app.log.info({ sent: n }, 'session reminders sent'))
      .catch((err: unknown) => app.log.warn({ err: String(err) }, 'reminder sweep failed'));
  }, env.SCHEDULE_REMINDER_EVERY_SECONDS * 1000);
  reminderTimer.unref();
  timers.push(reconcileTimer, reminderTimer);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
