import { createRateLimiter, memoryRateLimiter, type RateLimiter } from '../../reference-api/src/services/rate-limit';

// The fixed-window counter behind login throttling and OTP send limits, in memory and (REDIS_URL) in Redis.
async function behaves(limiter: RateLimiter, advance: (ms: number) => Promise<void>) {
  const key = `k-${Math.random()}`;
  expect(await limiter.peek(key)).toEqual({ count: 0, retryAfterSeconds: 0 });
  expect((await limiter.hit(key, 2)).count).toBe(1);
  const second = await limiter.hit(key, 2);
  expect(second.count).toBe(2);
  expect(second.retryAfterSeconds).toBeGreaterThan(0);
  expect(second.retryAfterSeconds).toBeLessThanOrEqual(2);
  expect((await limiter.peek(key)).count).toBe(2);
  await advance(2100);
  expect((await limiter.peek(key)).count).toBe(0);
  expect((await limiter.hit(key, 2)).count).toBe(1);
  await limiter.reset(key);
  expect((await limiter.peek(key)).count).toBe(0);
}

it('counts per window in memory', async () => {
  let now = 1_000_000;
  await behaves(
    memoryRateLimiter(() => now),
    async (ms) => void (now += ms),
  );
});

const redisUrl = process.env.REDIS_URL;
(redisUrl ? it : it.skip)(
  'counts per window in Redis, shared by every process',
  async () => {
    const prefix = `rapi-test:${Math.random()}:`;
    const [a, b] = [await createRateLimiter(redisUrl, prefix), await createRateLimiter(redisUrl, prefix)];
    try {
      await behaves(a, (ms) => new Promise((r) => setTimeout(r, ms)));
      await a.hit('shared', 10);
      expect((await b.hit('shared', 10)).count).toBe(2);
    } finally {
      await a.reset('shared');
      await a.close();
      await b.close();
    }
  },
  15_000,
);
