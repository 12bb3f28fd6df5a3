import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import type { DocumentFormat } from './documents';
import { users } from './users';

// Stored files (platform/file-store.ts) and the learner's uploads (D§7 `upload/v1/upload`). The bytes
// live in `stored_files` by default, or in an S3-compatible bucket when one is configured; either way
// no API process keeps a file another process needs.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The PostgreSQL file store: one row per key (at most 5 MB each: R§9's document limit). */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('stored_files_size_ck', sql`${t.sizeBytes} = octet_length(${t.bytes})`)],
);

/**
 * One uploaded file and its owner. `attached_at` is set when POST student/documents puts it on a
 * document side; one never attached is removed after an hour (the `uploads.expire` job).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the file store's key */
    storageKey: text('storage_key').notNull().unique(),
    /** sniffed from the bytes, never the declared type */
    format: text('format').$type<DocumentFormat>().notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('uploads_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.attachedAt} is null`),
    check('uploads_format_ck', sql`${t.format} in ('jpeg', 'png', 'pdf')`),
    check('uploads_size_ck', sql`${t.sizeBytes} > 0`),
  ],
);
