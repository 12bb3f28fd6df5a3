import { hasRedisServer, startTestRedis, type TestRedis } from './support/redis-server';

// Several portal processes share sessions through Redis: a logout in one ends the session in all of
// them. While Redis is down a request costs milliseconds, not seconds; a sealed, unexpired cookie is
// believed meanwhile, except sessions this process itself ended.

const describeWithRedis = hasRedisServer() ? describe : describe.skip;

type Store = Awaited<ReturnType<(typeof import('@/lib/session-store'))['sessionStore']>>;

/** A store as a separate portal process would have it (its own module instance and connection). */
async function processStore(redisUrl: string): Promise<Store> {
  const previous = process.env.REDIS_URL;
  process.env.REDIS_URL = redisUrl;
  const key = Symbol.for('portal.session-store');
  const saved = (globalThis as Record<symbol, unknown>)[key];
  delete (globalThis as Record<symbol, unknown>)[key];
  try {
    let store: Store | undefined;
    await jest.isolateModulesAsync(async () => {
      store = await (await import('@/lib/session-store')).sessionStore();
    });
    return store!;
  } finally {
    (globalThis as Record<symbol, unknown>)[key] = saved;
    if (previous === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = previous;
  }
}

describeWithRedis('the session store on Redis', () => {
  let redis: TestRedis;
  let a: Store;
  let b: Store;

  beforeAll(async () => {
    redis = await startTestRedis();
    a = await processStore(redis.url);
    b = await processStore(redis.url);
  }, 30_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.stop();
  });

  it('a session started in one process is alive in another, and a logout in either ends it in both', async () => {
    await a.add('sid-shared', 60);
    expect(await b.has('sid-shared')).toBe(true);
    await b.remove('sid-shared');
    expect(await a.has('sid-shared')).toBe(false);
    expect(await b.has('sid-unknown')).toBe(false);
  });

  it('a session lives as long as its TTL', async () => {
    await a.add('sid-short', 1);
    expect(await b.has('sid-short')).toBe(true);
    await new Promise((r) => setTimeout(r, 1300));
    expect(await b.has('sid-short')).toBe(false);
  });

  it('with Redis down, answers come in milliseconds; a session this process ended stays ended', async () => {
    await a.add('sid-during-outage', 60);
    await a.add('sid-ended-during-outage', 60);
    await redis.stop();

    const t0 = Date.now();
    expect(await a.has('sid-during-outage')).toBe(true); // unverifiable: the sealed cookie is believed
    await a.remove('sid-ended-during-outage');
    expect(await a.has('sid-ended-during-outage')).toBe(false);
    expect(Date.now() - t0).toBeLessThan(1500);

    await redis.start();
    // Back: the store answers from Redis again (reconnect within the retry strategy's back-off).
    const deadline = Date.now() + 5000;
    let added = false;
    while (!added && Date.now() < deadline) {
      added = await a.add('sid-after', 60).then(
        () => true,
        () => false,
      );
      if (!added) await new Promise((r) => setTimeout(r, 200));
    }
    expect(added).toBe(true);
    expect(await b.has('sid-after')).toBe(true);
  }, 30_000);
});
