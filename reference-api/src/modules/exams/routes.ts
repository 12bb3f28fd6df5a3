import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { guard, sessionOf } from '../session/guard';
import { assessmentQuery, assessmentResult, courseExams as courseExamsSchema, examAttempt, learnerParams } from './contract';
import { assessmentResults, courseExams, examList } from './service';

// The Test Details tab's reads (D§2, D§7). `{id}` is the learner's own user id (`_id` of the profile):
// any other id answers 404.
export function registerExams(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['exams'];
  const security = [{ bearer: [] }];
  const student = guard(['student']);

  // GET /student/course/exams/ – the exams of the learner's course and where the learner stands on each
  r.get(
    '/student/course/exams/',
    { preValidation: student, schema: { tags, security, response: { 200: envelope(courseExamsSchema), ...errorResponses(401, 403) } } },
    async (req) => ({ statusCode: 200, data: await courseExams(app.ctx.db, sessionOf(req).user) }),
  );

  // GET /integrator/v1/getStudentExamList/:id – every exam attempt of the learner, oldest first
  r.get(
    '/integrator/v1/getStudentExamList/:id',
    {
      preValidation: student,
      schema: { tags, security, params: learnerParams, response: { 200: envelope(z.array(examAttempt)), ...errorResponses(400, 401, 403, 404) } },
    },
    async (req) => ({ statusCode: 200, data: await examList(app.ctx.db, sessionOf(req).user, req.params.id) }),
  );

  // GET /curriculum/v1/assessment-results/:id?instanceCode – the learner's assessment results, of one stage when asked
  r.get(
    '/curriculum/v1/assessment-results/:id',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        params: learnerParams,
        querystring: assessmentQuery,
        response: { 200: envelope(z.array(assessmentResult)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({ statusCode: 200, data: await assessmentResults(app.ctx.db, sessionOf(req).user, req.params.id, req.query.instanceCode) }),
  );
}
