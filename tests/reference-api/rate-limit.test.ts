import { randomBytes } from 'node:crypto';
import { createRateLimits, type RateLimits } from '../../reference-api/src/platform/rate-limits';
import { randomSecret, startTestApp, type TestApp } from './support/test-app';

// The limiter behind every limit (rate-limiter-flexible), on each store the API can use: consume is atomic,
// so 40 parallel consumes against 5 points let exactly 5 through.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => t?.close());

async function behaves(limits: RateLimits) {
  const name = `spec-${randomBytes(4).toString('hex')}`;
  const limiter = limits.limiter(name, { points: 5, durationSeconds: 60 });
  const key = `k-${Math.random()}`;
  const decisions = await Promise.all(Array.from({ length: 40 }, () => limiter.consume(key)));
  expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
  const refused = decisions.find((d) => !d.allowed);
  expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
  expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(60);
  expect(await limiter.used(key)).toBeGreaterThanOrEqual(5);

  await limiter.delete(key);
  expect(await limiter.used(key)).toBe(0);
  expect((await limiter.consume(key)).allowed).toBe(true);
  await limiter.reward(key);
  expect(await limiter.used(key)).toBe(0);

  const short = limits.limiter(`${name}-short`, { points: 5, durationSeconds: 2 });
  const started = Date.now();
  for (let i = 0; i < 5; i++) await short.consume(key);
  expect((await short.consume(key)).allowed).toBe(false);
  await new Promise((r) => setTimeout(r, Math.max(0, started + 2100 - Date.now()))); // the window passes
  expect((await short.consume(key)).allowed).toBe(true);
}

it('counts atomically in memory', async () => {
  const limits = await createRateLimits({ secret: randomSecret() });
  expect(limits.store).toBe('memory');
  await behaves(limits);
});

it("counts atomically in the API's own database (RateLimiterDrizzle), shared by every app on it", async () => {
  const secret = randomSecret();
  const [a, b] = [
    await createRateLimits({ db: t.handle.db, secret, prefix: 'shared' }),
    await createRateLimits({ db: t.handle.db, secret, prefix: 'shared' }),
  ];
  expect(a.store).toBe('database');
  await behaves(a);
  const spec = { points: 3, durationSeconds: 60 };
  await a.limiter('x', spec).consume('k', 2);
  expect(await b.limiter('x', spec).used('k')).toBe(2);
  await a.close();
  await b.close();
});

const redisUrl = process.env.REDIS_URL;
(redisUrl ? it : it.skip)(
  'counts atomically in Redis, shared by every process',
  async () => {
    const secret = randomSecret();
    const prefix = `rl-test-${randomBytes(4).toString('hex')}`;
    const [a, b] = [await createRateLimits({ redisUrl, secret, prefix }), await createRateLimits({ redisUrl, secret, prefix })];
    try {
      expect(a.store).toBe('redis');
      await behaves(a);
      const spec = { points: 3, durationSeconds: 60 };
      await a.limiter('x', spec).consume('k', 2);
      expect(await b.limiter('x', spec).used('k')).toBe(2);
      await a.limiter('x', spec).delete('k');
    } finally {
      await a.close();
      await b.close();
    }
  },
  15_000,
);

it('keeps the limit per process while Redis is unreachable (the memory insurance limiter)', async () => {
  // a closed port on loopback: every Redis command fails at once
  const limits = await createRateLimits({ redisUrl: 'redis://127.0.0.1:1', secret: randomSecret() });
  try {
    const limiter = limits.limiter('down', { points: 5, durationSeconds: 60 });
    const decisions = await Promise.all(Array.from({ length: 40 }, () => limiter.consume('k')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
  } finally {
    await limits.close();
  }
}, 15_000);
