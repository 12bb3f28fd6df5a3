import { and, eq, inArray } from 'drizzle-orm';
import type { Reader } from '../../db/client';
import {
  contractLinks,
  contractSignatures,
  contractSignedFiles,
  courses,
  feeCodes,
  issuedDocuments,
  studentCourses,
  users,
} from '../../db/schema/index';

// The SQL of contracts signed by OTP (service.ts holds the rules).
export type LinkRow = typeof contractLinks.$inferSelect;
export type SignatureRow = typeof contractSignatures.$inferSelect;

export async function linkById(db: Reader, id: string) {
  const [row] = await db
    .select({ link: contractLinks, user: users })
    .from(contractLinks)
    .innerJoin(users, eq(users.id, contractLinks.userId))
    .where(eq(contractLinks.id, id));
  return row ?? null;
}

export async function signatureOf(db: Reader, documentId: string) {
  const [row] = await db
    .select({ signature: contractSignatures, file: contractSignedFiles })
    .from(contractSignatures)
    .leftJoin(contractSignedFiles, eq(contractSignedFiles.documentId, contractSignatures.documentId))
    .where(eq(contractSignatures.documentId, documentId));
  return row ?? null;
}

export async function contractDocument(db: Reader, id: string) {
  const [row] = await db
    .select()
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.id, id), eq(issuedDocuments.kind, 'contract')));
  return row ?? null;
}

/** The learner's registration course and the prices of its fee codes (for a newly issued contract). */
export async function courseWithFees(db: Reader, userId: string) {
  const [row] = await db
    .select({ course: courses })
    .from(studentCourses)
    .innerJoin(courses, eq(courses.id, studentCourses.courseId))
    .where(eq(studentCourses.userId, userId));
  if (!row) return null;
  const codes = [...new Set(row.course.milestones.flatMap((m) => m.stages.flatMap((s) => s.feeCodes.map((f) => f.code))))];
  const fees = codes.length ? await db.select().from(feeCodes).where(inArray(feeCodes.code, codes)) : [];
  return { course: row.course, fees };
}
