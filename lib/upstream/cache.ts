import 'server-only';

// A last-good cache for upstream reads that change rarely (licence types, countries …). A fresh entry
// is served as it is; a stale one is served at once while one refresh runs behind it; a failed or
// slow refresh never replaces a good value, and is tried again soon. Per process (every portal
// process holds its own copy; these lists are public and small).

interface Entry<T> {
  value: T;
  freshUntil: number;
  refreshing?: Promise<void>;
  retryAt?: number;
}

const GLOBAL_KEY = Symbol.for('portal.upstream-cache');
type Holder = { [GLOBAL_KEY]?: Map<string, Entry<unknown>> };
const entries = ((globalThis as Holder)[GLOBAL_KEY] ??= new Map());

/** After a failed refresh, wait this long before the next try (the stale value keeps serving). */
const RETRY_MS = 15_000;
/**
 * At most this many keys per process; the oldest goes first. Keys can come from a browser's query
 * (the BFF caches public reads by path and query), so the map must not grow with an attacker's input.
 */
export const MAX_ENTRIES = 500;

export interface CachedOptions {
  /** How long a value is served without asking again. */
  ttlMs: number;
  now?: () => number;
}

export async function cached<T>(key: string, load: () => Promise<T>, { ttlMs, now = Date.now }: CachedOptions): Promise<T> {
  const entry = entries.get(key) as Entry<T> | undefined;
  const at = now();
  if (!entry) {
    // Nothing to fall back on: this caller waits (and a failure is theirs to handle).
    const value = await load();
    entries.delete(key);
    entries.set(key, { value, freshUntil: now() + ttlMs });
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    return value;
  }
  if (at >= entry.freshUntil && !entry.refreshing && (entry.retryAt ?? 0) <= at) {
    entry.refreshing = load()
      .then((value) => {
        entry.value = value;
        entry.freshUntil = now() + ttlMs;
        delete entry.retryAt;
      })
      .catch((error: unknown) => {
        entry.retryAt = now() + RETRY_MS;
        console.warn(`[upstream-cache] ${key}: refresh failed, serving the last good value (${(error as Error)?.message ?? error})`);
      })
      .finally(() => {
        delete entry.refreshing;
      });
  }
  return entry.value;
}

/** Tests and revalidation hooks. */
export function forgetCached(key?: string): void {
  if (key === undefined) entries.clear();
  else entries.delete(key);
}
