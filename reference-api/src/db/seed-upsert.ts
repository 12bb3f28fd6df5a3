import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

// How the seed writes rows that follow the seed on every start (lookups, courses, the lecture
// curriculum): insert, or on the key's conflict take every other column from the seed.

/** `set col = excluded.col` for every column but the key. */
function excludedAll(table: PgTable, key: string): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [name, col] of Object.entries(getTableColumns(table))) {
    if (name !== key) set[name] = sql.raw(`excluded."${col.name}"`);
  }
  return set;
}

export async function upsert(db: Db, table: PgTable, rows: Record<string, unknown>[], key = 'id'): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(table)
    .values(rows as never)
    .onConflictDoUpdate({ target: getTableColumns(table)[key] as never, set: excludedAll(table, key) });
}
