import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, nameColumn, sortOrder, type LocalisedName } from './columns';
import { users } from './users';

// Documents (D§3, D§4): the types the centre asks for (seeded), a learner's number per type, and one
// stored file per learner, type and side. Replacing a side replaces its row (held by a unique index).
export type DocumentSide = 'front' | 'back';
export type DocumentStatus = 'pending' | 'approved' | 'rejected';
export type DocumentFormat = 'jpeg' | 'png' | 'pdf';

export const documentTypes = pgTable('document_types', {
  id: text('id').primaryKey(),
  name: nameColumn(),
  instruction: jsonb('instruction').$type<LocalisedName>().notNull(),
  formats: jsonb('formats').$type<DocumentFormat[]>().notNull(),
  hasFrontSide: boolean('has_front_side').notNull().default(true),
  hasBackSide: boolean('has_back_side').notNull().default(false),
  requiresNumber: boolean('requires_number').notNull().default(false),
  sortOrder: sortOrder(),
});

export const studentDocumentNumbers = pgTable(
  'student_document_numbers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: text('type_id')
      .notNull()
      .references(() => documentTypes.id),
    documentNumber: text('document_number').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.typeId] })],
);

export const documentFiles = pgTable(
  'document_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: text('type_id')
      .notNull()
      .references(() => documentTypes.id),
    side: text('side').$type<DocumentSide>().notNull(),
    /** the learner's own file name (shown back to them, never used as a path) */
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** sniffed from the bytes, never the declared type */
    format: text('format').$type<DocumentFormat>().notNull(),
    /** the file store key (the upload's; its id is this row's id) */
    storageKey: text('storage_key').notNull(),
    status: text('status').$type<DocumentStatus>().notNull().default('pending'),
    reason: text('reason'),
    uploadedAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
  },
  (t) => [
    uniqueIndex('document_files_user_type_side_uq').on(t.userId, t.typeId, t.side),
    index('document_files_status_idx').on(t.status, t.uploadedAt),
    check('document_files_side_ck', sql`${t.side} in ('front', 'back')`),
    check('document_files_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('document_files_format_ck', sql`${t.format} in ('jpeg', 'png', 'pdf')`),
    check('document_files_size_ck', sql`${t.sizeBytes} > 0`),
  ],
);
