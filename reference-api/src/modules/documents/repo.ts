import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { documentFiles, documentTypes, studentDocumentNumbers, type DocumentSide } from '../../db/schema/index';

// SQL for documents: the seeded types, a learner's numbers and files.
export type DocumentTypeRow = typeof documentTypes.$inferSelect;
export type DocumentFileRow = typeof documentFiles.$inferSelect;
export type NewDocumentFile = Omit<typeof documentFiles.$inferInsert, 'status' | 'reason' | 'reviewedAt' | 'reviewedBy'>;

export const listTypes = (db: Db) => db.select().from(documentTypes).orderBy(asc(documentTypes.sortOrder), asc(documentTypes.id));

export async function findType(db: Db, typeId: string): Promise<DocumentTypeRow | null> {
  const [row] = await db.select().from(documentTypes).where(eq(documentTypes.id, typeId));
  return row ?? null;
}

export const filesOf = (db: Db, userId: string) => db.select().from(documentFiles).where(eq(documentFiles.userId, userId));
export const numbersOf = (db: Db, userId: string) => db.select().from(studentDocumentNumbers).where(eq(studentDocumentNumbers.userId, userId));

export async function findFile(db: Db, fileId: string): Promise<DocumentFileRow | null> {
  const [row] = await db.select().from(documentFiles).where(eq(documentFiles.id, fileId));
  return row ?? null;
}

const sideOf = (userId: string, typeId: string, side: DocumentSide) =>
  and(eq(documentFiles.userId, userId), eq(documentFiles.typeId, typeId), eq(documentFiles.side, side));

export async function lockSide(tx: Tx, userId: string, typeId: string, side: DocumentSide): Promise<DocumentFileRow | null> {
  const [row] = await tx
    .select()
    .from(documentFiles)
    .where(sideOf(userId, typeId, side))
    .for('update');
  return row ?? null;
}

/** The side's new file, pending review again. */
export async function replaceFile(tx: Tx, oldId: string, file: NewDocumentFile): Promise<DocumentFileRow> {
  const [row] = await tx
    .update(documentFiles)
    .set({ ...file, status: 'pending', reason: null, reviewedAt: null, reviewedBy: null })
    .where(eq(documentFiles.id, oldId))
    .returning();
  return row as DocumentFileRow;
}

/** null when another upload of the same side was inserted first (held by the unique index). */
export async function insertFile(tx: Tx, file: NewDocumentFile): Promise<DocumentFileRow | null> {
  const [row] = await tx.insert(documentFiles).values(file).onConflictDoNothing().returning();
  return row ?? null;
}

export async function setReview(
  tx: Tx,
  fileId: string,
  review: { status: 'approved' | 'rejected'; reason: string | null; reviewedBy: string; at: Date },
): Promise<DocumentFileRow> {
  const [row] = await tx
    .update(documentFiles)
    .set({ status: review.status, reason: review.reason, reviewedBy: review.reviewedBy, reviewedAt: review.at })
    .where(eq(documentFiles.id, fileId))
    .returning();
  return row as DocumentFileRow;
}

export async function saveNumber(db: Db, userId: string, typeId: string, documentNumber: string, at: Date) {
  await db
    .insert(studentDocumentNumbers)
    .values({ userId, typeId, documentNumber, updatedAt: at })
    .onConflictDoUpdate({ target: [studentDocumentNumbers.userId, studentDocumentNumbers.typeId], set: { documentNumber, updatedAt: at } });
}

export { sideOf };
