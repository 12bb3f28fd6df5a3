import 'server-only';
import type { Redis } from 'ioredis';
import { env } from './env';

// Which sessions are alive. The sealed cookie proves who a visitor is; this says whether that
// session still stands, so a logout (or an upstream 401) ends it everywhere at once, even for a
// copy of the cookie. One lookup per request: Redis when REDIS_URL is set (every portal process
// shares it), else a map in this process (middleware and handlers share it through globalThis, as
// Next loads them as separate bundles into one process).

export interface SessionStore {
  add(sid: string, ttlSeconds: number): Promise<void>;
  has(sid: string): Promise<boolean>;
  remove(sid: string): Promise<void>;
  /** Lets go of connections (shutdown, tests). */
  close(): Promise<void>;
}

function memoryStore(): SessionStore {
  const live = new Map<string, number>();
  let sweptAt = Date.now();
  const sweep = (now: number) => {
    if (now - sweptAt < 60_000) return;
    sweptAt = now;
    for (const [sid, until] of live) if (until <= now) live.delete(sid);
  };
  return {
    async add(sid, ttlSeconds) {
      const now = Date.now();
      sweep(now);
      live.set(sid, now + ttlSeconds * 1000);
    },
    async has(sid) {
      const until = live.get(sid);
      return until !== undefined && until > Date.now();
    },
    async remove(sid) {
      live.delete(sid);
    },
    async close() {},
  };
}

const KEY = (sid: string) => `portal:session:${sid}`;

/**
 * Redis with short time-outs and no offline queue: a Redis outage must cost a request milliseconds,
 * not seconds. While it is unreachable a sealed, unexpired cookie is believed (revocation cannot be
 * checked); sessions this process started or ended meanwhile are remembered here and written to
 * Redis when it is back, so nobody is logged out by the outage and no logout is forgotten.
 */
function redisStore(redis: Redis): SessionStore {
  const startedHere = new Map<string, number>();
  const endedHere = new Map<string, number>();
  let warnedAt = 0;
  const warn = (error: unknown) => {
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    console.warn(`[session-store] Redis unavailable, session revocation degraded: ${(error as Error)?.message ?? error}`);
  };
  const live = (map: Map<string, number>, sid: string) => {
    const until = map.get(sid);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    map.delete(sid);
    return false;
  };
  redis.on('ready', () => {
    const now = Date.now();
    for (const [sid, until] of startedHere) {
      const ttl = Math.ceil((until - now) / 1000);
      if (ttl > 0 && !live(endedHere, sid)) void redis.set(KEY(sid), '1', 'EX', ttl).catch(() => undefined);
    }
    startedHere.clear();
    for (const sid of endedHere.keys()) void redis.del(KEY(sid)).catch(() => undefined);
  });
  return {
    async add(sid, ttlSeconds) {
      try {
        await redis.set(KEY(sid), '1', 'EX', ttlSeconds);
      } catch (error) {
        warn(error);
        startedHere.set(sid, Date.now() + ttlSeconds * 1000);
      }
    },
    async has(sid) {
      if (live(endedHere, sid)) return false;
      if (live(startedHere, sid)) return true;
      try {
        return (await redis.exists(KEY(sid))) === 1;
      } catch (error) {
        warn(error);
        return true;
      }
    },
    async remove(sid) {
      endedHere.set(sid, Date.now() + env.SESSION_TTL_SECONDS * 1000);
      startedHere.delete(sid);
      try {
        await redis.del(KEY(sid));
      } catch (error) {
        warn(error);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

const GLOBAL_KEY = Symbol.for('portal.session-store');
type Holder = { [GLOBAL_KEY]?: Promise<SessionStore> };

async function create(): Promise<SessionStore> {
  if (!env.REDIS_URL) return memoryStore();
  // ioredis is CommonJS: bundled as an external, its class is the module's default export.
  const ioredis = await import('ioredis');
  const Redis = (ioredis.Redis ?? ioredis.default) as typeof ioredis.Redis;
  const redis = new Redis(env.REDIS_URL, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 300,
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 250, 2000),
    lazyConnect: false,
  });
  redis.on('error', () => undefined); // reported per call (warn), not as an unhandled 'error' event
  // The first requests after boot should find the connection up; an unreachable Redis costs one
  // second here, once, and the store then works degraded until it comes.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 1000);
    redis.once('ready', () => (clearTimeout(timer), resolve()));
  });
  return redisStore(redis);
}

/** The process's one store. */
export function sessionStore(): Promise<SessionStore> {
  const holder = globalThis as Holder;
  holder[GLOBAL_KEY] ??= create();
  return holder[GLOBAL_KEY];
}
