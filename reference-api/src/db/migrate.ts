import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

// Our own runner over drizzle-kit's output: it tracks applied tags in the *current* schema and drops
// drizzle-kit's hard-coded "public". qualifier, so a test file can migrate a private schema of its own.
const MIGRATIONS_DIR = typeof __dirname === 'string' ? path.join(__dirname, 'migrations') : path.resolve('reference-api/src/db/migrations');
const LOCK_KEY = 4_100_777; // pg_advisory_xact_lock: several API processes may boot at once

interface Journal {
  entries: { idx: number; tag: string }[];
}

export function readMigrations(dir = MIGRATIONS_DIR): { tag: string; statements: string[] }[] {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map(({ tag }) => ({
      tag,
      statements: readFileSync(path.join(dir, `${tag}.sql`), 'utf8')
        .split('--> statement-breakpoint')
        .map((s) => s.replaceAll('"public".', '').trim())
        .filter(Boolean),
    }));
}

export async function migrate(db: Db): Promise<string[]> {
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    await tx.execute(sql`create table if not exists api_migrations (tag text primary key, applied_at timestamptz not null default now())`);
    const done = (await tx.execute(sql`select tag from api_migrations`)) as unknown as { rows: { tag: string }[] };
    const doneTags = new Set(done.rows.map((r) => r.tag));
    for (const m of readMigrations()) {
      if (doneTags.has(m.tag)) continue;
      for (const statement of m.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into api_migrations (tag) values (${m.tag})`);
      applied.push(m.tag);
    }
  });
  return applied;
}
