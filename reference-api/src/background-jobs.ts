import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context';
import { rateLimits } from './db/schema/index';
import { deleteExpiredPending } from './modules/auth/repo';
import { reconcileRound } from './modules/payments/orders/reconcile';
import { sendReminders } from './modules/schedules/notices';
import { expireUploads } from './modules/upload/files';
import type { Job } from './platform/jobs';

// Every periodic job of the API, on platform/jobs.ts (one run per window across processes):
// - payments.reconcile: orders whose answer never came back are asked about and settled, and unpaid
//   orders expire (1 h unseen by the gateway, 24 h seen but unfinished: reconcile.ts);
// - schedules.reminders: a reminder 24 h and 2 h before a booked session, once per booking and mark
//   (the notification's event key is unique);
// - signups.expire: pending sign-ups past their 24 h (PENDING_REGISTRATION_TTL_SECONDS);
// - uploads.expire: uploads not attached to a document within an hour, row and bytes;
// - rate-limits.sweep: limiter rows (the database store, used without Redis) expired an hour ago.
const LEASE_MS = 2 * 60_000;

export function backgroundJobs(ctx: AppContext, log?: FastifyBaseLogger): Job[] {
  const { env } = ctx;
  const expiryMs = env.EXPIRY_EVERY_SECONDS * 1000;
  return [
    {
      name: 'payments.reconcile',
      everyMs: env.RECONCILE_EVERY_SECONDS * 1000,
      leaseMs: LEASE_MS,
      run: async (now) => {
        const r = await reconcileRound({ ...ctx, ...(log ? { log } : {}) }, now);
        return { checked: r.checked.length, settled: r.settled.length, expired: r.expired.length, deferred: r.deferred.length };
      },
    },
    {
      name: 'schedules.reminders',
      everyMs: env.SCHEDULE_REMINDER_EVERY_SECONDS * 1000,
      leaseMs: LEASE_MS,
      run: async (now) => ({ sent: await sendReminders({ ...ctx, now: () => now }) }),
    },
    {
      name: 'signups.expire',
      everyMs: expiryMs,
      leaseMs: LEASE_MS,
      run: async (now) => ({ removed: (await deleteExpiredPending(ctx.db, new Date(now)).returning()).length }),
    },
    {
      name: 'uploads.expire',
      everyMs: expiryMs,
      leaseMs: LEASE_MS,
      run: async (now) => ({ removed: await expireUploads(ctx, now) }),
    },
    {
      name: 'rate-limits.sweep',
      everyMs: expiryMs,
      leaseMs: LEASE_MS,
      run: async (now) => ({
        removed: (
          await ctx.db
            .delete(rateLimits)
            .where(lt(rateLimits.expire, new Date(now - 3_600_000)))
            .returning({ key: rateLimits.key })
        ).length,
      }),
    },
  ];
}
