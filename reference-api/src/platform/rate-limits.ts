import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/index';
import { deriveKey, hmacHex } from './secrets';

// Every limit in the API is a rate-limiter-flexible limiter, used consume-then-check: the point is taken
// atomically before the guarded work, so parallel requests cannot slip past a check made before the count.
//
// Store: with REDIS_URL, RateLimiterRedis (shared by every API process). Without it, RateLimiterDrizzle on
// the API's own database rather than RateLimiterMemory: several API processes on one PostgreSQL then share
// their counters too (ARCHITECTURE: no state another process needs), and an embedded PGlite keeps them
// across restarts; its `insert … on conflict do update` is atomic on both (TOOLCHAIN: 40 parallel consumes
// against 5 points let exactly 5 through). Either way a RateLimiterMemory insurance limiter keeps the limit
// per process while the store is unreachable.
export interface LimitSpec {
  points: number;
  durationSeconds: number;
}

export type Decision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface Limiter {
  /** take `points` now; refused when the key has none left */
  consume(key: string, points?: number): Promise<Decision>;
  /** give points back (a success that should not count) */
  reward(key: string, points?: number): Promise<void>;
  /** points used in the current window */
  used(key: string): Promise<number>;
  delete(key: string): Promise<void>;
}

export interface RateLimits {
  readonly store: 'redis' | 'database' | 'memory';
  limiter(name: string, spec: LimitSpec): Limiter;
  close(): Promise<void>;
}

export interface RateLimitsOptions {
  redisUrl?: string;
  /** the API's database, used when there is no Redis; without it (unit tests) counters live in memory */
  db?: Db;
  /** keys are HMACs of what they count (phones, addresses): no personal data in the store */
  secret: string;
  /** separates test apps sharing one Redis or database */
  prefix?: string;
  /** where to say that Redis is not there (the API starts anyway) */
  warn?: (message: string) => void;
}

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

function wrap(rl: RateLimiterAbstract, hashKey: (k: string) => string): Limiter {
  return {
    async consume(key, points = 1) {
      try {
        const res = await rl.consume(hashKey(key), points);
        return { allowed: true, remaining: res.remainingPoints };
      } catch (err) {
        if (err instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: retryAfter(err) };
        throw err;
      }
    },
    async reward(key, points = 1) {
      await rl.reward(hashKey(key), points);
    },
    async used(key) {
      return (await rl.get(hashKey(key)))?.consumedPoints ?? 0;
    },
    async delete(key) {
      await rl.delete(hashKey(key));
    },
  };
}

async function connectRedis(url: string, warn: (message: string) => void): Promise<Redis> {
  const { Redis } = await import('ioredis');
  // fail fast rather than queue: a limiter that waits on a dead Redis would hold every login up
  const client = new Redis(url, { enableOfflineQueue: false, commandTimeout: 200, maxRetriesPerRequest: 1 });
  client.on('error', () => {}); // reconnects by itself; meanwhile the insurance limiter answers
  const ready = await new Promise<boolean>((resolve) => {
    client.once('ready', () => resolve(true));
    setTimeout(() => resolve(false), 2000).unref();
  });
  // Not fatal: each process counts in memory (the insurance limiter) until Redis answers.
  if (!ready) warn(`Redis at ${new URL(url).host} is not reachable; rate limits count per process until it is`);
  return client;
}

export async function createRateLimits(opts: RateLimitsOptions): Promise<RateLimits> {
  const key = deriveKey(opts.secret, 'rate-limit-keys');
  const hashKey = (k: string) => hmacHex(key, k).slice(0, 40);
  const prefix = opts.prefix ?? 'rl';
  const redis = opts.redisUrl ? await connectRedis(opts.redisUrl, opts.warn ?? ((m) => console.warn(`[rate-limits] ${m}`))) : undefined;
  const store = redis ? 'redis' : opts.db ? 'database' : 'memory';
  // the Drizzle store's own sweeper is a timer per limiter; expired rows are swept by the `rate-limits.sweep`
  // job instead (background-jobs.ts), once per window across processes

  return {
    store,
    limiter(name, spec) {
      const base = { keyPrefix: `${prefix}:${name}`, points: spec.points, duration: spec.durationSeconds };
      const insuranceLimiter = new RateLimiterMemory(base);
      if (redis) return wrap(new RateLimiterRedis({ ...base, storeClient: redis, insuranceLimiter, rejectIfRedisNotReady: true }), hashKey);
      if (opts.db) {
        return wrap(
          new RateLimiterDrizzle({ ...base, storeClient: opts.db, schema: rateLimits, insuranceLimiter, clearExpiredByTimeout: false }),
          hashKey,
        );
      }
      return wrap(new RateLimiterMemory(base), hashKey);
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
