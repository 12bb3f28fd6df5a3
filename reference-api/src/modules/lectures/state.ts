import type { Db, Tx } from '../../db/client';
import {
  lessonsOf,
  passedTopics,
  progressOf,
  subtopicsOf,
  topicsOf,
  type LessonRow,
  type ProgressRow,
  type SubtopicRow,
  type TopicRow,
} from './repo';

// Where a learner stands in a licence type's curriculum: which lessons, subtopics and quizzes are open.
// Lesson 1 is open; a lesson opens when the one before it is passed (its quiz passed). Inside an open
// lesson, subtopics open one after another as each is completed, and the quiz opens once every video
// of the lesson is complete.

export interface SubtopicState {
  row: SubtopicRow;
  progress: ProgressRow | undefined;
  isLocked: boolean;
  isCompleted: boolean;
}
export interface TopicState {
  row: TopicRow;
  isLocked: boolean;
  isPassed: boolean;
  subtopics: SubtopicState[];
}
export interface LessonState {
  row: LessonRow;
  isLocked: boolean;
  isPassed: boolean;
  topics: TopicState[];
}

export async function curriculumState(db: Db | Tx, userId: string, licenseTypeId: string): Promise<LessonState[]> {
  const lessons = await lessonsOf(db, licenseTypeId);
  const topics = await topicsOf(
    db,
    lessons.map((l) => l.id),
  );
  const subtopics = await subtopicsOf(
    db,
    topics.map((t) => t.id),
  );
  const progress = await progressOf(
    db,
    userId,
    subtopics.map((s) => s.id),
  );
  const passed = await passedTopics(
    db,
    userId,
    topics.filter((t) => t.kind === 'quiz').map((t) => t.id),
  );

  let previousPassed = true;
  return lessons.map((lesson) => {
    const lessonLocked = !previousPassed;
    let previousDone = !lessonLocked;
    const lessonTopics = topics
      .filter((t) => t.lessonId === lesson.id)
      .map((topic): TopicState => {
        if (topic.kind === 'quiz') {
          const isLocked = !previousDone;
          const isPassed = passed.has(topic.id);
          previousDone = previousDone && isPassed;
          return { row: topic, isLocked, isPassed, subtopics: [] };
        }
        const subs = subtopics
          .filter((s) => s.topicId === topic.id)
          .map((row): SubtopicState => {
            const p = progress.get(row.id);
            const isCompleted = !!p?.completedAt;
            const isLocked = !previousDone;
            previousDone = previousDone && isCompleted;
            return { row, progress: p, isLocked, isCompleted };
          });
        return { row: topic, isLocked: subs[0]?.isLocked ?? lessonLocked, isPassed: subs.every((s) => s.isCompleted), subtopics: subs };
      });
    const quizzes = lessonTopics.filter((t) => t.row.kind === 'quiz');
    const isPassed = quizzes.length > 0 && quizzes.every((t) => t.isPassed);
    previousPassed = isPassed;
    return { row: lesson, isLocked: lessonLocked, isPassed, topics: lessonTopics };
  });
}

export function findSubtopic(state: LessonState[], subtopicId: string) {
  for (const lesson of state)
    for (const topic of lesson.topics) for (const s of topic.subtopics) if (s.row.id === subtopicId) return { lesson, topic, sub: s };
  return null;
}
