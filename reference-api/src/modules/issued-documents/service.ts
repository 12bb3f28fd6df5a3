import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Reader } from '../../db/client';
import { corporateAccounts, issuedDocuments, users, type IssuedDocumentKind } from '../../db/schema/index';
import { notFound } from '../../platform/errors';
import { CENTRE } from '../../platform/centre';
import { aedOf } from '../money/format';
import { sumLines } from '../money/lines';
import type { UserRow } from '../session/guard';
import type { IssuedDocument } from './contract';

// Issued documents read by their learner (docs/api-contract.md "Issued documents"). A document of
// another learner, or of another kind than the call asks for, is 404: the caller cannot tell it exists.

type Row = typeof issuedDocuments.$inferSelect;

/** The figures of a document's lines, from the money module: the one place they are summed. */
export function documentTotals(lines: Row['lines']) {
  const s = sumLines(lines);
  return { centreFils: s.centreFils, discountFils: s.discountFils, vatFils: s.vatFils, rtaFils: s.rtaFils, totalFils: s.totalFils };
}

async function present(db: Reader, row: Row): Promise<IssuedDocument> {
  const [[learner], [corporate]] = await Promise.all([
    db.select({ name: users.name, studentId: users.studentId, emiratesId: users.emiratesId }).from(users).where(eq(users.id, row.userId)),
    row.corporateAccountId ? db.select().from(corporateAccounts).where(eq(corporateAccounts.id, row.corporateAccountId)) : Promise.resolve([]),
  ]);
  const t = documentTotals(row.lines);
  return {
    _id: row.id,
    kind: row.kind,
    documentNumber: row.id,
    issuedAt: row.issuedAt.toISOString(),
    learner: { name: learner?.name ?? '', studentId: learner?.studentId ?? null, emiratesId: learner?.emiratesId ?? null },
    corporate: corporate ? { _id: corporate.id, name: corporate.name, trn: corporate.trn, address: corporate.address } : null,
    centre: CENTRE,
    lines: row.lines.map((l) => ({
      name: l.name,
      payee: l.payee,
      quantity: l.quantity,
      pricePerQuantity: aedOf(l.unitFils),
      price: aedOf(l.grossFils),
      discount: aedOf(l.discountFils),
      netAmount: aedOf(l.netFils),
      tax: aedOf(l.vatFils),
      totalAmount: aedOf(l.totalFils),
    })),
    totals: {
      drivingCenter: aedOf(t.centreFils),
      totalDiscount: aedOf(t.discountFils),
      totalTax: aedOf(t.vatFils),
      rta: aedOf(t.rtaFils),
      totalAmount: aedOf(t.totalFils),
    },
    details: row.details,
  };
}

/** One of the learner's documents of one of `kinds`, by its number; anything else is 404. */
export async function issuedDocument(db: Reader, user: UserRow, id: string, kinds: readonly IssuedDocumentKind[]): Promise<IssuedDocument> {
  const [row] = await db
    .select()
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.id, id), eq(issuedDocuments.userId, user.id), inArray(issuedDocuments.kind, [...kinds])));
  if (!row) throw notFound();
  return present(db, row);
}

/** Staff who may open any learner's issued documents (docs/api-contract.md "Issued documents"): the counter that issues them. */
export const DOCUMENT_STAFF_ROLES = ['cashier', 'admin'] as const;

/** Any learner's document by its number, for staff with a DOCUMENT_STAFF_ROLES role; anyone else (another learner, a salesman): 404. */
export async function issuedDocumentForStaff(db: Reader, user: UserRow, id: string): Promise<IssuedDocument> {
  if (!user.roles.some((r) => (DOCUMENT_STAFF_ROLES as readonly string[]).includes(r))) throw notFound();
  const [row] = await db.select().from(issuedDocuments).where(eq(issuedDocuments.id, id));
  if (!row) throw notFound();
  return present(db, row);
}

/** The learner's lump-sum invoice of a course (D§7 lumpsum-payment-history?courseId&invoiceNumber). */
export async function lumpsumInvoice(db: Reader, user: UserRow, courseId: string | undefined, invoiceNumber: string | undefined) {
  const rows = await db
    .select()
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.userId, user.id), eq(issuedDocuments.kind, 'lumpsum_invoice')))
    .orderBy(asc(issuedDocuments.issuedAt));
  const row = rows.find((r) => (!invoiceNumber || r.id === invoiceNumber) && (!courseId || r.details.courseId === courseId));
  if (!row) throw notFound();
  return present(db, row);
}

/** Every document issued to the learner, oldest first (the documents page links each to its PDF). */
export async function issuedDocumentList(db: Reader, user: UserRow) {
  const rows = await db
    .select()
    .from(issuedDocuments)
    .where(eq(issuedDocuments.userId, user.id))
    .orderBy(asc(issuedDocuments.issuedAt), asc(issuedDocuments.id));
  return rows.map((r) => ({
    _id: r.id,
    kind: r.kind,
    documentNumber: r.id,
    issuedAt: r.issuedAt.toISOString(),
    courseId: r.details.courseId ?? null,
    corporateId: r.corporateAccountId,
    totalAmount: aedOf(documentTotals(r.lines).totalFils),
  }));
}
