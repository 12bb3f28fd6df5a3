import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../platform/passwords';
import type { Db } from './client';
import * as s from './schema/index';
import { COUNTRIES, EMIRATES, LANGUAGES, LICENSE_TYPES, OCCUPATIONS, TRAINING_BRANCHES, VISA_PROFESSIONS } from './seed-lookups';
import { DEMO_PASSWORD, SEED_USERS } from './seed-users';

/** `set col = excluded.col` for every column but the id: lookups follow the seed on every start. */
function excludedAll(table: PgTable): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, col] of Object.entries(getTableColumns(table))) {
    if (key !== 'id') set[key] = sql.raw(`excluded."${col.name}"`);
  }
  return set;
}

async function upsert(db: Db, table: PgTable & { id: unknown }, rows: Record<string, unknown>[]) {
  if (!rows.length) return;
  await db
    .insert(table)
    .values(rows as never)
    .onConflictDoUpdate({ target: (table as unknown as { id: never }).id, set: excludedAll(table) });
}

export async function seed(db: Db): Promise<void> {
  await upsert(db, s.licenseTypes, LICENSE_TYPES);
  await upsert(db, s.emirates, EMIRATES);
  await upsert(db, s.trainingBranches, TRAINING_BRANCHES);
  await upsert(db, s.countries, COUNTRIES);
  await upsert(db, s.occupations, OCCUPATIONS);
  await upsert(db, s.visaProfessions, VISA_PROFESSIONS);
  await upsert(db, s.languages, LANGUAGES);

  // Demo users are inserted once and then keep whatever a demo did to them (stage, password…).
  const existing = await db.select({ id: s.users.id }).from(s.users);
  const have = new Set(existing.map((u) => u.id));
  for (const u of SEED_USERS) {
    if (have.has(u.id)) continue;
    await db
      .insert(s.users)
      .values({ ...u, countryCode: '971', phone: `971${u.startingCode}${u.number}`, passwordHash: await hashPassword(DEMO_PASSWORD) })
      .onConflictDoNothing();
  }
}
