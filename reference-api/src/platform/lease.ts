import { randomUUID } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobLeases } from '../db/schema/index';

// A job that must run once across API processes takes a lease row first: one upsert that succeeds only
// where no lease is held or the holder's has run out (a process that died mid-round). `now` is passed
// in, so tests and benchmarks run rounds in simulated time; every process's clock is NTP-close.

/** Takes the lease `name` until `now + ttlMs`; the holder's id, or null while another holder's lease runs. */
export async function acquireLease(db: Db, name: string, now: number, ttlMs: number): Promise<string | null> {
  const holder = randomUUID();
  const [taken] = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt: new Date(now + ttlMs) })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt: new Date(now + ttlMs) },
      setWhere: lte(jobLeases.expiresAt, new Date(now)),
    })
    .returning({ holder: jobLeases.holder });
  return taken?.holder === holder ? holder : null;
}

/** Hands the lease back at once (the next round need not wait out the time-to-live), only by its own holder. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.delete(jobLeases).where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}

/** Runs `fn` while holding the lease `name` for up to `ttlMs`; `{ ran: false }` when another run holds it. */
export async function withLease<T>(
  db: Db,
  name: string,
  now: number,
  ttlMs: number,
  fn: (holder: string) => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const holder = await acquireLease(db, name, now, ttlMs);
  if (!holder) return { ran: false };
  try {
    return { ran: true, value: await fn(holder) };
  } finally {
    await releaseLease(db, name, holder);
  }
}
