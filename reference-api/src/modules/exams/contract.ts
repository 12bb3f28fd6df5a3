import { z } from 'zod';
import { localised } from '../enrolment/contract';

// Exams and assessment results (D§7; D§3 says their fields are "not shown": the shapes below are the
// reference's, docs/learning-tabs.md). Instants are ISO strings (UTC); the portal shows them in Asia/Dubai.

const examStatus = z.enum(['BOOKED', 'PASSED', 'FAILED', 'ABSENT', 'CANCELLED']);

export const examType = z.object({
  _id: z.string(),
  code: z.string(),
  name: localised,
  authority: z.enum(['rta', 'centre']),
  /** null: passed or failed with no score */
  maxScore: z.number().int().nullable(),
  passScore: z.number().int().nullable(),
});

/** One attempt (integrator/v1/getStudentExamList/{id}). */
export const examAttempt = z
  .object({
    _id: z.string(),
    examType,
    /** the course stage the exam belongs to (D§3 instanceCode) */
    instanceCode: z.string(),
    attempt: z.number().int().positive(),
    status: examStatus,
    scheduledAt: z.string(),
    location: localised,
    reference: z.string(),
    score: z.number().int().nullable(),
    remarks: localised.nullable(),
    resultAt: z.string().nullable(),
  })
  .meta({ id: 'ExamAttempt' });

/**
 * Where the learner stands on each exam of the course (student/course/exams/): STAGE_UNPAID until its
 * stage is paid, then NOT_BOOKED, BOOKED, FAILED (the last sat attempt failed) or PASSED.
 */
export const courseExam = z
  .object({
    examType,
    instanceCode: z.string(),
    stage: z.object({ _id: z.string(), name: localised, paid: z.boolean() }),
    status: z.enum(['STAGE_UNPAID', 'NOT_BOOKED', 'BOOKED', 'FAILED', 'PASSED']),
    /** attempts sat or missed (booked and cancelled ones do not count) */
    attempts: z.number().int().nonnegative(),
    /** the booked attempt, else the latest one */
    latest: examAttempt.nullable(),
  })
  .meta({ id: 'CourseExam' });

export const courseExams = z.object({ courseId: z.string().nullable(), exams: z.array(courseExam) });

export const assessmentResult = z
  .object({
    _id: z.string(),
    instanceCode: z.string(),
    /** the stage's name in the learner's course, null when the course has no such stage any more */
    stage: z.object({ _id: z.string(), name: localised }).nullable(),
    title: localised,
    assessedAt: z.string(),
    assessor: z.string(),
    criteria: z.array(z.object({ name: localised, score: z.number().int(), maxScore: z.number().int() })),
    score: z.number().int(),
    maxScore: z.number().int(),
    passScore: z.number().int(),
    passed: z.boolean(),
    remarks: localised.nullable(),
  })
  .meta({ id: 'AssessmentResult' });

export const learnerParams = z.object({ id: z.string().trim().min(1).max(60) });
/** D§7 `?instanceCode`: a stage id of the learner's course; without it, every stage */
export const assessmentQuery = z.object({ instanceCode: z.string().trim().min(1).max(60).optional() });

export type ExamAttempt = z.output<typeof examAttempt>;
export type CourseExam = z.output<typeof courseExam>;
export type AssessmentResult = z.output<typeof assessmentResult>;
