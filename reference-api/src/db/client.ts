import { mkdirSync } from 'node:fs';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';
/** the handle a db.transaction callback receives: every write of more than one statement goes through one */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** the database or a transaction on it: inside a transaction every read must use the transaction */
export type Reader = Pick<Db, 'select'>;

export interface DbHandle {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL only: run every connection with this search_path (tests isolate files by schema) */
  schema?: string;
  /** PostgreSQL only: names the connections (pg_stat_activity), so an operator or a test can find them */
  applicationName?: string;
  /** PostgreSQL only: an idle connection that broke (a restart, a failover, pg_terminate_backend) */
  onConnectionError?: (err: Error) => void;
  /** sees every SQL statement drizzle runs; tests count them to prove a request's query count is fixed */
  logger?: Logger;
}

const SAFE_IDENT = /^[a-z_][a-z0-9_]{0,62}$/;

/** PostgreSQL when a URL is given, else PGlite in dataDir (one process per folder, never two). */
export async function openDb(opts: DbOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    if (opts.schema && !SAFE_IDENT.test(opts.schema)) throw new Error(`bad schema name ${opts.schema}`);
    const pool = new Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // During an outage a request waits at most this long for a connection, then answers 503. Long
      // enough that a burst queued behind one seat counter (70 learners racing for a hall session on a
      // loaded machine) is served, not shed; an unreachable server still fails at once (ECONNREFUSED).
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      application_name: opts.applicationName ?? 'reference-api',
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    });
    // Without a listener, one idle connection dropped by the server would kill the process
    // ("Unhandled 'error' event"). The pool discards that connection and opens new ones on demand,
    // so the API is back as soon as the database is.
    pool.on('error', (err) => (opts.onConnectionError ?? ((e: Error) => console.warn(`[db] idle connection lost: ${e.message}`)))(err));
    const db = drizzle({ client: pool, schema, ...(opts.logger ? { logger: opts.logger } : {}) }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  mkdirSync(opts.dataDir, { recursive: true });
  // btree_gist: the schedules' exclusion constraints compare ids with `=` inside a gist index
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const client = await PGlite.create(opts.dataDir, { extensions: { btree_gist } });
  const db = drizzle({ client, schema, ...(opts.logger ? { logger: opts.logger } : {}) }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}
