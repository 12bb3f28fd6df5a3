import { cached, forgetCached, MAX_ENTRIES } from '@/lib/upstream/cache';

// The last-good cache for rarely changing upstream reads (licence types, countries …): a fresh
// value is served as it is, a stale one at once while one refresh runs behind it, and a failed
// refresh never loses the good value (it is tried again after 15 s). Time is injected.

let clock = 0;
const now = () => clock;
const TTL = 60_000;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => {
  forgetCached();
  clock = 1_000_000;
});

describe('cached', () => {
  it('the first caller waits for the value; callers within the TTL are served without asking again', async () => {
    const load = jest.fn(async () => ['lmv']);
    expect(await cached('k', load, { ttlMs: TTL, now })).toEqual(['lmv']);
    clock += TTL - 1;
    expect(await cached('k', load, { ttlMs: TTL, now })).toEqual(['lmv']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale value at once while one refresh runs, then the new value', async () => {
    await cached('k', async () => 'old', { ttlMs: TTL, now });
    clock += TTL;
    const refresh = deferred<string>();
    const load = jest.fn(() => refresh.promise);

    const answers = await Promise.all([1, 2, 3].map(() => cached('k', load, { ttlMs: TTL, now })));
    expect(answers).toEqual(['old', 'old', 'old']);
    expect(load).toHaveBeenCalledTimes(1);

    refresh.resolve('new');
    await settle();
    expect(await cached('k', load, { ttlMs: TTL, now })).toBe('new');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a refresh that never ends never holds a caller up', async () => {
    await cached('k', async () => 'good', { ttlMs: TTL, now });
    clock += TTL * 10;
    const hang = jest.fn(() => new Promise<string>(() => undefined));
    expect(await cached('k', hang, { ttlMs: TTL, now })).toBe('good');
    expect(await cached('k', hang, { ttlMs: TTL, now })).toBe('good');
    expect(hang).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh keeps the good value and is tried again only after 15 s', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await cached('k', async () => 'good', { ttlMs: TTL, now });
    clock += TTL;
    const failing = jest.fn(async (): Promise<string> => {
      throw new Error('upstream down');
    });

    expect(await cached('k', failing, { ttlMs: TTL, now })).toBe('good');
    await settle();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('refresh failed, serving the last good value'));

    clock += 14_999;
    expect(await cached('k', failing, { ttlMs: TTL, now })).toBe('good');
    expect(failing).toHaveBeenCalledTimes(1);

    clock += 1;
    const recovered = jest.fn(async () => 'fresh');
    expect(await cached('k', recovered, { ttlMs: TTL, now })).toBe('good');
    await settle();
    expect(recovered).toHaveBeenCalledTimes(1);
    expect(await cached('k', recovered, { ttlMs: TTL, now })).toBe('fresh');
    warn.mockRestore();
  });

  it('with nothing to fall back on, a failure is the caller’s, and nothing is kept', async () => {
    await expect(cached('k', async () => Promise.reject(new Error('down')), { ttlMs: TTL, now })).rejects.toThrow('down');
    expect(await cached('k', async () => 'later', { ttlMs: TTL, now })).toBe('later');
  });

  it('keeps each key apart', async () => {
    await cached('countries', async () => 'C', { ttlMs: TTL, now });
    expect(await cached('licences', async () => 'L', { ttlMs: TTL, now })).toBe('L');
    expect(await cached('countries', async () => 'X', { ttlMs: TTL, now })).toBe('C');
  });

  it('holds at most MAX_ENTRIES keys, dropping the oldest, however many a browser invents', async () => {
    for (let i = 0; i < MAX_ENTRIES + 50; i++) await cached(`k${i}`, async () => i, { ttlMs: TTL, now });
    const reload = jest.fn(async () => -1);
    expect(await cached(`k${MAX_ENTRIES + 49}`, reload, { ttlMs: TTL, now })).toBe(MAX_ENTRIES + 49);
    expect(reload).not.toHaveBeenCalled();
    expect(await cached('k0', reload, { ttlMs: TTL, now })).toBe(-1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
