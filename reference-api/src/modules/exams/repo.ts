import { and, asc, eq } from 'drizzle-orm';
import type { Reader } from '../../db/client';
import { assessmentResults, courses, examTypes, studentCourses, studentExams } from '../../db/schema/index';

// The exams module's SQL: reads only (the integrator records attempts; docs/learning-tabs.md).

export const listExamTypes = (db: Reader) => db.select().from(examTypes).orderBy(asc(examTypes.sortOrder));

export async function learnerCourse(db: Reader, userId: string) {
  const [row] = await db
    .select({ courseId: studentCourses.courseId, paidStageIds: studentCourses.paidStageIds, milestones: courses.milestones })
    .from(studentCourses)
    .innerJoin(courses, eq(courses.id, studentCourses.courseId))
    .where(eq(studentCourses.userId, userId));
  return row ?? null;
}

export const listAttempts = (db: Reader, userId: string) =>
  db.select().from(studentExams).where(eq(studentExams.userId, userId)).orderBy(asc(studentExams.scheduledAt), asc(studentExams.attempt));

export const listAssessments = (db: Reader, userId: string, instanceCode?: string) =>
  db
    .select()
    .from(assessmentResults)
    .where(and(eq(assessmentResults.userId, userId), instanceCode === undefined ? undefined : eq(assessmentResults.instanceCode, instanceCode)))
    .orderBy(asc(assessmentResults.assessedAt));
