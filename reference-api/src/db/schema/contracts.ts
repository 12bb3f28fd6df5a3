import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { issuedDocuments } from './issued-documents';
import { users } from './users';

// Contracts signed by OTP (issue 27, D§3 Contract, D§7 Contracts; docs/contracts.md). The centre sends a
// link (a signed, expiring token naming a row here); the learner signs with a code sent to their phone.
// A signature is one row per contract, written once: its primary key refuses a second signature and a
// trigger (migration 0024) refuses any change to it, to its stored file or to the signed contract itself.

/** A link the centre sent: the token carries this id; the row says which contract, whose, until when. */
export const contractLinks = pgTable(
  'contract_links',
  {
    id: text('id').primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => issuedDocuments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the staff member who sent it (null: the seed) */
    sentBy: text('sent_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** the OTP conversation the last send-otp opened for this link: only its code signs through this link */
    otpChallengeId: text('otp_challenge_id'),
    createdAt: createdAt(),
  },
  (t) => [index('contract_links_document_idx').on(t.documentId)],
);

/** Who signed which contract, when, from which address, with which OTP conversation. */
export const contractSignatures = pgTable('contract_signatures', {
  documentId: text('document_id')
    .primaryKey()
    .references(() => issuedDocuments.id, { onDelete: 'cascade' }),
  linkId: text('link_id')
    .notNull()
    .references(() => contractLinks.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  signerName: text('signer_name').notNull(),
  signerPhone: text('signer_phone').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  ipAddress: text('ip_address').notNull(),
  /** the otp_challenges row whose code signed (kept as text: old conversations are swept after a day) */
  otpChallengeId: text('otp_challenge_id').notNull(),
});

/** The signed PDF, stored once through the file store (platform/file-store.ts) under `fileKey`. */
export const contractSignedFiles = pgTable('contract_signed_files', {
  documentId: text('document_id')
    .primaryKey()
    .references(() => contractSignatures.documentId, { onDelete: 'cascade' }),
  fileKey: text('file_key').notNull(),
  sha256: text('sha256').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull(),
});
