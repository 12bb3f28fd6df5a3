import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  lectureAnswers,
  lectureLessons,
  lectureProgress,
  lectureQuestions,
  lectureQuizAttempts,
  lectureSubtopics,
  lectureTopics,
} from '../../db/schema/index';

// Reads of the curriculum and of one learner's progress (every read names the learner).

export type LessonRow = typeof lectureLessons.$inferSelect;
export type TopicRow = typeof lectureTopics.$inferSelect;
export type SubtopicRow = typeof lectureSubtopics.$inferSelect;
export type ProgressRow = typeof lectureProgress.$inferSelect;

export const lessonsOf = (db: Db | Tx, licenseTypeId: string) =>
  db.select().from(lectureLessons).where(eq(lectureLessons.licenseTypeId, licenseTypeId)).orderBy(asc(lectureLessons.position));

export const topicsOf = (db: Db | Tx, lessonIds: string[]) =>
  lessonIds.length
    ? db
        .select()
        .from(lectureTopics)
        .where(inArray(lectureTopics.lessonId, lessonIds))
        .orderBy(asc(lectureTopics.lessonId), asc(lectureTopics.position))
    : Promise.resolve([] as TopicRow[]);

export const subtopicsOf = (db: Db | Tx, topicIds: string[]) =>
  topicIds.length
    ? db
        .select()
        .from(lectureSubtopics)
        .where(inArray(lectureSubtopics.topicId, topicIds))
        .orderBy(asc(lectureSubtopics.topicId), asc(lectureSubtopics.position))
    : Promise.resolve([] as SubtopicRow[]);

export async function progressOf(db: Db | Tx, userId: string, subtopicIds: string[]) {
  if (!subtopicIds.length) return new Map<string, ProgressRow>();
  const rows = await db
    .select()
    .from(lectureProgress)
    .where(and(eq(lectureProgress.userId, userId), inArray(lectureProgress.subtopicId, subtopicIds)));
  return new Map(rows.map((r) => [r.subtopicId, r]));
}

/** Topic ids (of those given) the learner has passed. */
export async function passedTopics(db: Db | Tx, userId: string, topicIds: string[]): Promise<Set<string>> {
  if (!topicIds.length) return new Set();
  const rows = await db
    .selectDistinct({ topicId: lectureQuizAttempts.topicId })
    .from(lectureQuizAttempts)
    .where(and(eq(lectureQuizAttempts.userId, userId), eq(lectureQuizAttempts.passed, true), inArray(lectureQuizAttempts.topicId, topicIds)));
  return new Set(rows.map((r) => r.topicId));
}

/** The learner's latest submitted attempt at a quiz, or null. */
export async function lastAttempt(db: Db | Tx, userId: string, topicId: string) {
  const [row] = await db
    .select()
    .from(lectureQuizAttempts)
    .where(and(eq(lectureQuizAttempts.userId, userId), eq(lectureQuizAttempts.topicId, topicId)))
    .orderBy(desc(lectureQuizAttempts.attempt))
    .limit(1);
  return row ?? null;
}

/** The quiz's questions and answers in order; `isCorrect` stays on the server. */
export async function quizOf(db: Db | Tx, topicId: string) {
  const questions = await db.select().from(lectureQuestions).where(eq(lectureQuestions.topicId, topicId)).orderBy(asc(lectureQuestions.position));
  const answers = questions.length
    ? await db
        .select()
        .from(lectureAnswers)
        .where(
          inArray(
            lectureAnswers.questionId,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(asc(lectureAnswers.position))
    : [];
  return questions.map((q) => ({ ...q, answers: answers.filter((a) => a.questionId === q.id) }));
}
