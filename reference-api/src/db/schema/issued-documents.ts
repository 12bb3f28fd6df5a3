import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, type LocalisedName } from './columns';
import type { LedgerLine } from './ledger';
import { users } from './users';

// Documents the centre issues besides an order's invoice (D§2 PDF pages, issue 25): a counter (CRM)
// invoice, the lump-sum invoice of a whole course, the training contract, a refund note, a clearance
// certificate, a pre-registration invoice, and a corporate client's invoices and refund notes. Each is
// a row written once when the centre issues it, with its lines priced by the money module (priceLine:
// VAT per line, rounded once) so its totals are sums of its lines (modules/money/lines.ts sumLines).

export type IssuedDocumentKind =
  | 'crm_invoice'
  | 'lumpsum_invoice'
  | 'contract'
  | 'refund'
  | 'clearance'
  | 'preregistration_invoice'
  | 'corporate_invoice'
  | 'corporate_lumpsum_invoice'
  | 'corporate_refund';

export const ISSUED_DOCUMENT_KINDS = [
  'crm_invoice',
  'lumpsum_invoice',
  'contract',
  'refund',
  'clearance',
  'preregistration_invoice',
  'corporate_invoice',
  'corporate_lumpsum_invoice',
  'corporate_refund',
] as const satisfies readonly IssuedDocumentKind[];

/** What a document says besides its lines; every field optional, each kind uses its own. */
export interface IssuedDocumentDetails {
  /** the course the document is about (lump-sum, contract, clearance) */
  courseId?: string;
  courseName?: LocalisedName;
  /** the invoice a refund note refunds */
  refundOf?: string;
  reason?: LocalisedName;
  /** how money moved: 'card', 'cash', 'bank_transfer', 'online' */
  method?: string;
  /** the staff member who took the payment at the counter (CRM invoice) */
  receivedBy?: string;
  /** the corporate client's purchase order (corporate invoices) */
  purchaseOrder?: string;
  /** payment terms: the date the corporate invoice is due */
  dueAt?: string;
  /** contract clauses and the clearance statement, paragraph by paragraph */
  paragraphs?: { en: string[]; ar: string[] };
  /** the trainees a corporate document covers */
  trainees?: string[];
}

/** A corporate client of the centre: a company that pays for its employees' licences. */
export const corporateAccounts = pgTable('corporate_accounts', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<LocalisedName>().notNull(),
  trn: text('trn').notNull(),
  address: jsonb('address').$type<LocalisedName>().notNull(),
  contactEmail: text('contact_email').notNull(),
  createdAt: createdAt(),
});

export const issuedDocuments = pgTable(
  'issued_documents',
  {
    /** the document's printed number, e.g. RF-2026-000041 */
    id: text('id').primaryKey(),
    kind: text('kind').$type<IssuedDocumentKind>().notNull(),
    /** the learner the document is for (a corporate document: the learner who may see it) */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    corporateAccountId: text('corporate_account_id').references(() => corporateAccounts.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    lines: jsonb('lines').$type<LedgerLine[]>().notNull(),
    details: jsonb('details').$type<IssuedDocumentDetails>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('issued_documents_user_idx').on(t.userId, t.kind),
    check(
      'issued_documents_kind_ck',
      sql`${t.kind} in ('crm_invoice', 'lumpsum_invoice', 'contract', 'refund', 'clearance', 'preregistration_invoice', 'corporate_invoice', 'corporate_lumpsum_invoice', 'corporate_refund')`,
    ),
    // a corporate document names its client; a learner's own names none
    check('issued_documents_corporate_ck', sql`(${t.kind} like 'corporate_%') = (${t.corporateAccountId} is not null)`),
  ],
);
