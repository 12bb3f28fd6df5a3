import 'server-only';
import { z } from 'zod';
import { upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { envelopeSchema } from './schemas/common';
import { assessmentResultSchema, courseExamsSchema, examAttemptSchema } from './schemas/exams';

// The Test Details tab's calls (D§7). `learnerId` is the profile's `_id`; the API answers 404 for anyone else's.

const ctxOr = async (ctx?: CallContext) => ctx ?? (await requestContext());
const id = (value: string) => encodeURIComponent(value);

/** D§7 GET student/course/exams/: the exams of the learner's course and where the learner stands on each. */
export async function getCourseExams(ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(courseExamsSchema), 'student/course/exams/', await ctxOr(ctx))).data;
}

/** D§7 GET integrator/v1/getStudentExamList/{id}: every exam attempt, oldest first. */
export async function getStudentExamList(learnerId: string, ctx?: CallContext) {
  const path = `integrator/v1/getStudentExamList/${id(learnerId)}`;
  return (await upstreamJson(envelopeSchema(z.array(examAttemptSchema)), path, await ctxOr(ctx))).data;
}

/** D§7 GET curriculum/v1/assessment-results/{id}?instanceCode: the assessments of one stage, or of every stage. */
export async function getAssessmentResults(learnerId: string, instanceCode?: string, ctx?: CallContext) {
  const context = await ctxOr(ctx);
  const path = `curriculum/v1/assessment-results/${id(learnerId)}`;
  const searchParams = instanceCode ? { instanceCode } : undefined;
  return (await upstreamJson(envelopeSchema(z.array(assessmentResultSchema)), path, { ...context, ...(searchParams ? { searchParams } : {}) })).data;
}
