import { z } from 'zod';
import { localisedNameSchema } from './common';

// Exams and assessment results (docs/api-contract.md rows 8.2, 8.3, 8.37; D§3: fields "not shown", the
// reference's shapes in docs/learning-tabs.md). Pure zod: the reference API's tests parse with it too.

export const EXAM_STATUSES = ['BOOKED', 'PASSED', 'FAILED', 'ABSENT', 'CANCELLED'] as const;
export const COURSE_EXAM_STATUSES = ['STAGE_UNPAID', 'NOT_BOOKED', 'BOOKED', 'FAILED', 'PASSED'] as const;
export type ExamStatus = (typeof EXAM_STATUSES)[number];
export type CourseExamStatus = (typeof COURSE_EXAM_STATUSES)[number];

const examTypeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: localisedNameSchema,
  authority: z.enum(['rta', 'centre']),
  maxScore: z.number().int().nullable(),
  passScore: z.number().int().nullable(),
});

export const examAttemptSchema = z.object({
  _id: z.string(),
  examType: examTypeSchema,
  instanceCode: z.string(),
  attempt: z.number().int().positive(),
  status: z.enum(EXAM_STATUSES),
  scheduledAt: z.string(),
  location: localisedNameSchema,
  reference: z.string(),
  score: z.number().int().nullable(),
  remarks: localisedNameSchema.nullable(),
  resultAt: z.string().nullable(),
});
export type ExamAttempt = z.infer<typeof examAttemptSchema>;

export const courseExamSchema = z.object({
  examType: examTypeSchema,
  instanceCode: z.string(),
  stage: z.object({ _id: z.string(), name: localisedNameSchema, paid: z.boolean() }),
  status: z.enum(COURSE_EXAM_STATUSES),
  attempts: z.number().int().nonnegative(),
  latest: examAttemptSchema.nullable(),
});
export type CourseExam = z.infer<typeof courseExamSchema>;

export const courseExamsSchema = z.object({ courseId: z.string().nullable(), exams: z.array(courseExamSchema) });

export const assessmentResultSchema = z.object({
  _id: z.string(),
  instanceCode: z.string(),
  stage: z.object({ _id: z.string(), name: localisedNameSchema }).nullable(),
  title: localisedNameSchema,
  assessedAt: z.string(),
  assessor: z.string(),
  criteria: z.array(z.object({ name: localisedNameSchema, score: z.number().int(), maxScore: z.number().int() })),
  score: z.number().int(),
  maxScore: z.number().int(),
  passScore: z.number().int(),
  passed: z.boolean(),
  remarks: localisedNameSchema.nullable(),
});
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;
