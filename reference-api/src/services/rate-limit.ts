import type { Redis } from 'ioredis';

// Fixed-window counters: Redis when REDIS_URL is set (shared by every API process), else in memory.
export interface Hit {
  count: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** add one to key's window (opened on the first hit) and return the new count */
  hit(key: string, windowSeconds: number): Promise<Hit>;
  peek(key: string): Promise<Hit>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  const view = (w?: { count: number; resetAt: number }): Hit =>
    w ? { count: w.count, retryAfterSeconds: Math.ceil((w.resetAt - now()) / 1000) } : { count: 0, retryAfterSeconds: 0 };
  return {
    async hit(key, windowSeconds) {
      if (windows.size > 50_000) for (const k of windows.keys()) live(k);
      const w = live(key) ?? { count: 0, resetAt: now() + windowSeconds * 1000 };
      w.count += 1;
      windows.set(key, w);
      return view(w);
    },
    async peek(key) {
      return view(live(key));
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

export function redisRateLimiter(redis: Redis, prefix = 'rapi:rl:'): RateLimiter {
  const toHit = (count: number, pttl: number): Hit => ({ count, retryAfterSeconds: Math.max(0, Math.ceil(pttl / 1000)) });
  return {
    async hit(key, windowSeconds) {
      const [count, pttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowSeconds * 1000))) as [number, number];
      return toHit(count, pttl);
    },
    async peek(key) {
      const [count, pttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return count ? toHit(Number(count), pttl) : { count: 0, retryAfterSeconds: 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}

export async function createRateLimiter(redisUrl: string | undefined, prefix?: string): Promise<RateLimiter> {
  if (!redisUrl) return memoryRateLimiter();
  const { Redis } = await import('ioredis');
  return redisRateLimiter(new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }), prefix);
}
