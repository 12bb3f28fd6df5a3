import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Leases for background jobs (platform/lease.ts): a job's round runs in the one process that holds its
 * row until `expires_at`, so several API processes on one database run it once, on PGlite and PostgreSQL.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
