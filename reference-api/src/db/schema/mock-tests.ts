import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, type LocalisedName } from './columns';
import { users } from './users';

// The online mock test (D§2 /mock-test/…, D§7 "Mock test"; docs/mock-test.md): a bilingual question
// bank per exam type, the learner's mock-test code, attempts with a server deadline, one saved answer
// per question and one result per attempt.

export type MockOption = { _id: string; text: LocalisedName };
export type MockQuestionKind = 'theory' | 'hazard';

export const mockTestQuestions = pgTable(
  'mock_test_questions',
  {
    id: text('id').primaryKey(),
    /** the RTA theory-test family the question belongs to: a licence type's code (light vehicle, motorcycle…) */
    examType: text('exam_type').notNull(),
    /** theory: a multiple-choice question; hazard: the video-question step's scene (D§2 /video-question) */
    kind: text('kind').$type<MockQuestionKind>().notNull().default('theory'),
    text: jsonb('text').$type<LocalisedName>().notNull(),
    options: jsonb('options').$type<MockOption[]>().notNull(),
    correctOptionId: text('correct_option_id').notNull(),
    /** why the right answer is right, shown in the report after submission */
    explanation: jsonb('explanation').$type<LocalisedName>().notNull(),
  },
  (t) => [index('mock_test_questions_exam_idx').on(t.examType, t.kind), check('mock_test_questions_kind_ck', sql`${t.kind} in ('theory', 'hazard')`)],
);

/** One mock-test code per learner at a time (a resend replaces it); verified opens the test for a while. */
export const mockTestCodes = pgTable(
  'mock_test_codes',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    examType: text('exam_type').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** set once the code is verified: the learner may start an attempt until `verifiedUntil` */
    verifiedUntil: timestamp('verified_until', { withTimezone: true }),
  },
  (t) => [check('mock_test_codes_attempts_ck', sql`${t.attempts} >= 0`)],
);

export const mockTestAttempts = pgTable(
  'mock_test_attempts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examType: text('exam_type').notNull(),
    language: text('language').$type<'en' | 'ar'>().notNull(),
    /** the questions drawn for this attempt, in the order shown */
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** the server's deadline: answers after it are refused */
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    score: integer('score'),
    total: integer('total').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('mock_test_attempts_user_idx').on(t.userId, t.createdAt),
    // at most one open attempt per learner: a double start makes one
    uniqueIndex('mock_test_attempts_one_open_idx')
      .on(t.userId)
      .where(sql`${t.submittedAt} is null`),
    check('mock_test_attempts_language_ck', sql`${t.language} in ('en', 'ar')`),
    check('mock_test_attempts_result_ck', sql`(${t.submittedAt} is null) = (${t.score} is null)`),
    check('mock_test_attempts_score_ck', sql`${t.score} is null or (${t.score} >= 0 and ${t.score} <= ${t.total})`),
  ],
);

export const mockTestAnswers = pgTable(
  'mock_test_answers',
  {
    attemptId: text('attempt_id')
      .notNull()
      .references(() => mockTestAttempts.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => mockTestQuestions.id),
    optionId: text('option_id').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);
