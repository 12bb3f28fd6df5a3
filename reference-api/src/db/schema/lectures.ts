import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, type LocalisedName } from './columns';
import { licenseTypes } from './lookups';
import { users } from './users';

// Online lectures (issue 26, D§3 "Lecture", D§7 "Lectures"): a curriculum per licence type, in English
// and Arabic. The structure (lesson → topic → subtopic, quiz topics with questions and answers) is one
// per licence type, its texts and videos per language, so switching the lecture language keeps the
// learner's progress. Decisions in docs/learning.md.

export type LectureLanguage = 'en' | 'ar';
export type TopicKind = 'video' | 'quiz';

export const lectureLessons = pgTable(
  'lecture_lessons',
  {
    id: text('id').primaryKey(),
    licenseTypeId: text('license_type_id')
      .notNull()
      .references(() => licenseTypes.id),
    position: integer('position').notNull(),
    title: jsonb('title').$type<LocalisedName>().notNull(),
  },
  (t) => [uniqueIndex('lecture_lessons_order_uq').on(t.licenseTypeId, t.position)],
);

export const lectureTopics = pgTable(
  'lecture_topics',
  {
    id: text('id').primaryKey(),
    lessonId: text('lesson_id')
      .notNull()
      .references(() => lectureLessons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<TopicKind>().notNull(),
    title: jsonb('title').$type<LocalisedName>().notNull(),
  },
  (t) => [uniqueIndex('lecture_topics_order_uq').on(t.lessonId, t.position), check('lecture_topics_kind_ck', sql`${t.kind} in ('video', 'quiz')`)],
);

export const lectureSubtopics = pgTable(
  'lecture_subtopics',
  {
    id: text('id').primaryKey(),
    topicId: text('topic_id')
      .notNull()
      .references(() => lectureTopics.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: jsonb('title').$type<LocalisedName>().notNull(),
    /** both languages' videos last this long (the Arabic one is a dub of the English one) */
    durationSeconds: integer('duration_seconds').notNull(),
  },
  (t) => [uniqueIndex('lecture_subtopics_order_uq').on(t.topicId, t.position), check('lecture_subtopics_duration_ck', sql`${t.durationSeconds} > 0`)],
);

/** A subtopic's video in one language: bytes in the file store (platform/file-store.ts) under `storage_key`. */
export const lectureVideos = pgTable(
  'lecture_videos',
  {
    subtopicId: text('subtopic_id')
      .notNull()
      .references(() => lectureSubtopics.id, { onDelete: 'cascade' }),
    language: text('language').$type<LectureLanguage>().notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subtopicId, t.language] }), check('lecture_videos_language_ck', sql`${t.language} in ('en', 'ar')`)],
);

export const lectureQuestions = pgTable(
  'lecture_questions',
  {
    id: text('id').primaryKey(),
    topicId: text('topic_id')
      .notNull()
      .references(() => lectureTopics.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: jsonb('text').$type<LocalisedName>().notNull(),
  },
  (t) => [uniqueIndex('lecture_questions_order_uq').on(t.topicId, t.position)],
);

export const lectureAnswers = pgTable(
  'lecture_answers',
  {
    id: text('id').primaryKey(),
    questionId: text('question_id')
      .notNull()
      .references(() => lectureQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: jsonb('text').$type<LocalisedName>().notNull(),
    isCorrect: boolean('is_correct').notNull(),
  },
  (t) => [
    uniqueIndex('lecture_answers_order_uq').on(t.questionId, t.position),
    // exactly one right answer per question (at least one is the seed's business; at most one, this index's)
    uniqueIndex('lecture_answers_one_correct_uq')
      .on(t.questionId)
      .where(sql`${t.isCorrect}`),
  ],
);

/**
 * A learner's progress on one subtopic. `watched_ms` is what the server credited (never more than
 * the wall-clock time between two reports), `position_ms` where playback stood (resume point, the
 * contract's completedTime); `completed_at` is set once, when watched_ms reaches the threshold.
 */
export const lectureProgress = pgTable(
  'lecture_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subtopicId: text('subtopic_id')
      .notNull()
      .references(() => lectureSubtopics.id, { onDelete: 'cascade' }),
    watchedMs: integer('watched_ms').notNull().default(0),
    positionMs: integer('position_ms').notNull().default(0),
    lastReportAt: timestamp('last_report_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.subtopicId] }),
    check('lecture_progress_watched_ck', sql`${t.watchedMs} >= 0`),
    check('lecture_progress_position_ck', sql`${t.positionMs} >= 0`),
  ],
);

/**
 * One submitted quiz. `attempt` is the number the quiz page was given when it opened (the next one for
 * this learner and topic): a double submit carries the same number and the unique key stores it once.
 */
export const lectureQuizAttempts = pgTable(
  'lecture_quiz_attempts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: text('topic_id')
      .notNull()
      .references(() => lectureTopics.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    /** questionId → the chosen answerId */
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    passed: boolean('passed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.topicId, t.attempt] }),
    index('lecture_quiz_attempts_passed_idx')
      .on(t.userId, t.topicId)
      .where(sql`${t.passed}`),
    check('lecture_quiz_attempts_score_ck', sql`${t.correct} >= 0 and ${t.correct} <= ${t.total} and ${t.attempt} >= 1`),
  ],
);

/**
 * The learner's lecture state: the lecture language (independent of the page's) and the lecture OTP
 * (D§4, D§9: 5 minutes). A verified code opens the lectures until `access_until`.
 */
export const lectureLearners = pgTable(
  'lecture_learners',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').$type<LectureLanguage>().notNull().default('en'),
    codeHash: text('code_hash'),
    otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }),
    otpAttempts: integer('otp_attempts').notNull().default(0),
    accessUntil: timestamp('access_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lecture_learners_language_ck', sql`${t.language} in ('en', 'ar')`),
    check('lecture_learners_attempts_ck', sql`${t.otpAttempts} >= 0`),
  ],
);
