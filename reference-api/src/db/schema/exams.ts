import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, nameColumn, sortOrder, type LocalisedName } from './columns';
import { feeCodes } from './courses';
import { users } from './users';

// Exams and assessment results (D§2 Test Details, D§7 student/course/exams/, integrator/v1/getStudentExamList/{id},
// curriculum/v1/assessment-results/{id}?instanceCode; D§3: "fields not shown", decided in docs/learning-tabs.md).
// The RTA's tests are recorded by the centre's integrator (the RTA link), never by the learner: the learner
// only reads. The invariants are constraints: attempts numbered once per learner and exam, at most one
// booked and at most one passed attempt per learner and exam, a score only on a sat test and never above
// the exam's maximum.

export type ExamAuthority = 'rta' | 'centre';
export type ExamStatus = 'BOOKED' | 'PASSED' | 'FAILED' | 'ABSENT' | 'CANCELLED';
export const EXAM_STATUSES: readonly ExamStatus[] = ['BOOKED', 'PASSED', 'FAILED', 'ABSENT', 'CANCELLED'];

/** The tests a course may include; a course stage includes one when it carries the exam's fee code. */
export const examTypes = pgTable(
  'exam_types',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: nameColumn(),
    authority: text('authority').$type<ExamAuthority>().notNull(),
    /** the fee code that puts this exam in a stage (RTA-THEORY, RTA-PARKING, RTA-ROAD …) */
    feeCode: text('fee_code')
      .notNull()
      .unique()
      .references(() => feeCodes.code),
    /** null: a pass or fail with no score (the eye test) */
    maxScore: integer('max_score'),
    passScore: integer('pass_score'),
    sortOrder: sortOrder(),
  },
  (t) => [
    check('exam_types_authority_ck', sql`${t.authority} in ('rta', 'centre')`),
    check(
      'exam_types_score_ck',
      sql`(${t.maxScore} is null and ${t.passScore} is null) or (${t.maxScore} > 0 and ${t.passScore} between 1 and ${t.maxScore})`,
    ),
  ],
);

/** One attempt of a learner at an exam: booked, then sat (passed or failed), missed or cancelled. */
export const studentExams = pgTable(
  'student_exams',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examTypeId: text('exam_type_id')
      .notNull()
      .references(() => examTypes.id),
    /** the catalogue stage the exam belongs to (D§3 instanceCode) */
    stageId: text('stage_id').notNull(),
    attempt: integer('attempt').notNull(),
    status: text('status').$type<ExamStatus>().notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    location: jsonb('location').$type<LocalisedName>().notNull(),
    /** the authority's booking reference */
    reference: text('reference').notNull(),
    score: integer('score'),
    /** the examiner's remarks on a sat test */
    remarks: jsonb('remarks').$type<LocalisedName>(),
    resultAt: timestamp('result_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('student_exams_attempt_uq').on(t.userId, t.examTypeId, t.attempt),
    uniqueIndex('student_exams_one_booked_uq')
      .on(t.userId, t.examTypeId)
      .where(sql`${t.status} = 'BOOKED'`),
    uniqueIndex('student_exams_one_passed_uq')
      .on(t.userId, t.examTypeId)
      .where(sql`${t.status} = 'PASSED'`),
    index('student_exams_user_idx').on(t.userId, t.scheduledAt),
    check('student_exams_attempt_ck', sql`${t.attempt} >= 1`),
    check('student_exams_status_ck', sql`${t.status} in ('BOOKED', 'PASSED', 'FAILED', 'ABSENT', 'CANCELLED')`),
    // a result (and its score) only on a test that was sat
    check(
      'student_exams_result_ck',
      sql`(${t.status} in ('PASSED', 'FAILED')) = (${t.resultAt} is not null) and (${t.score} is null or (${t.status} in ('PASSED', 'FAILED') and ${t.score} >= 0))`,
    ),
  ],
);

export interface AssessmentCriterion {
  name: LocalisedName;
  score: number;
  maxScore: number;
}

/** A centre's assessment of the learner in one stage (D§3 instanceCode): an instructor's or a lecturer's marks. */
export const assessmentResults = pgTable(
  'assessment_results',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the catalogue stage assessed (D§7 `instanceCode`) */
    instanceCode: text('instance_code').notNull(),
    title: jsonb('title').$type<LocalisedName>().notNull(),
    assessedAt: timestamp('assessed_at', { withTimezone: true }).notNull(),
    assessor: text('assessor').notNull(),
    criteria: jsonb('criteria').$type<AssessmentCriterion[]>().notNull(),
    score: integer('score').notNull(),
    maxScore: integer('max_score').notNull(),
    passScore: integer('pass_score').notNull(),
    remarks: jsonb('remarks').$type<LocalisedName>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('assessment_results_user_idx').on(t.userId, t.instanceCode, t.assessedAt),
    check(
      'assessment_results_score_ck',
      sql`${t.maxScore} > 0 and ${t.score} between 0 and ${t.maxScore} and ${t.passScore} between 1 and ${t.maxScore}`,
    ),
  ],
);
