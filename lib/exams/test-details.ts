import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import { getAssessmentResults, getCourseExams, getStudentExamList } from '@/lib/upstream/exams';
import type { AssessmentResult, CourseExam, ExamAttempt } from '@/lib/upstream/schemas/exams';
import { attempt } from '@/lib/upstream/result';

export interface TestDetails {
  exams: Result<CourseExam[]>;
  attempts: Result<ExamAttempt[]>;
  assessments: Result<AssessmentResult[]>;
}

/**
 * The Test Details tab's three reads, side by side (no waterfall), each failing on its own: the course's
 * exams, every attempt, and the assessment results (of one stage, D§7 `instanceCode`, when asked).
 */
export async function testDetails(learnerId: string, instanceCode?: string): Promise<TestDetails> {
  const [exams, attempts, assessments] = await Promise.all([
    attempt(async () => (await getCourseExams()).exams),
    attempt(() => getStudentExamList(learnerId)),
    attempt(() => getAssessmentResults(learnerId, instanceCode)),
  ]);
  return { exams, attempts, assessments };
}

/** The course's exams alone (the Courses tab shows each stage's). */
export async function courseExams(): Promise<Result<CourseExam[]>> {
  return attempt(async () => (await getCourseExams()).exams);
}
