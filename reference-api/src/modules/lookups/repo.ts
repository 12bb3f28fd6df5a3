import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { licenseTypes } from '../../db/schema/index';

// The generic list's SQL: one table at a time, the where/order built by generic-list.ts.
type Row = Record<string, unknown>;

export async function page(db: Db, table: PgTable, q: { where?: SQL; order: SQL[]; offset: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(q.where)
      .orderBy(...q.order)
      .offset(q.offset)
      .limit(q.limit),
    db.select({ n: count() }).from(table).where(q.where),
  ]);
  return { rows: rows as Row[], total: total?.n ?? 0 };
}

export async function findById(db: Db, table: PgTable, idColumn: PgColumn, id: string): Promise<Row | undefined> {
  const [row] = await db.select().from(table).where(eq(idColumn, id));
  return row as Row | undefined;
}

export async function insert(db: Db, table: PgTable, values: Row) {
  await db.insert(table).values(values as never);
}

export async function updateById(db: Db, table: PgTable, idColumn: PgColumn, id: string, set: Row): Promise<boolean> {
  const rows = await db
    .update(table)
    .set(set as never)
    .where(eq(idColumn, id))
    .returning({ id: idColumn });
  return rows.length > 0;
}

export async function deleteById(db: Db, table: PgTable, idColumn: PgColumn, id: string): Promise<boolean> {
  const rows = await db.delete(table).where(eq(idColumn, id)).returning({ id: idColumn });
  return rows.length > 0;
}

/** GET /entity/v1/license-type/all: every licence type's id and name, in the list's order. */
export const licenceTypeNames = (db: Db) =>
  db.select({ id: licenseTypes.id, name: licenseTypes.name }).from(licenseTypes).orderBy(asc(licenseTypes.sortOrder), asc(licenseTypes.id));
