import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { guard, sessionOf } from '../session/guard';
import {
  answerBody,
  attemptSchema,
  examTypeSchema,
  instructionsSchema,
  otpAnswer,
  reportSchema,
  resultSchema,
  savedAnswer,
  sendOtpBody,
  startBody,
  submitBody,
  verifiedAnswer,
  verifyOtpBody,
} from './contract';
import { createMockTestOtp } from './otp';
import { attemptView, currentAttempt, instructions, report, saveAnswer, start, submit } from './service';

// The online mock test (D§7 "Mock test"; contract "Mock test"): the code at the door, the
// instructions, an attempt with its questions, one answer at a time, the result once, the report.
// Every route is the learner's own: another learner's attempt id is 404.
export function registerMockTest(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['mock-test'];
  const security = [{ bearer: [] }];
  const student = guard(['student']);
  const otp = createMockTestOtp(app.ctx);
  const { db } = app.ctx;
  /** D§7 "a language header on GETs when a mock-test setting exists": the chosen test language */
  const langOf = (req: FastifyRequest, fallback: 'en' | 'ar' = 'en'): 'en' | 'ar' => {
    const header = String(req.headers['accept-language'] ?? '');
    return /^\s*ar\b/i.test(header) ? 'ar' : /^\s*en\b/i.test(header) ? 'en' : fallback;
  };
  const examTypeOf = (user: { studentDetails: { requiredLicenseCategory?: string | undefined } }) =>
    user.studentDetails.requiredLicenseCategory ?? 'LMV';

  // POST /user/v1/auth/send-mocktest-otp – a code by SMS to the learner's phone
  r.post(
    '/user/v1/auth/send-mocktest-otp',
    {
      preValidation: student,
      schema: { tags, security, body: sendOtpBody, response: { 200: envelope(otpAnswer), ...errorResponses(400, 401, 403, 429) } },
    },
    async (req) => {
      const { user } = sessionOf(req);
      return { statusCode: 200, message: 'OTP sent', data: await otp.send(user, req.body.examType ?? examTypeOf(user)) };
    },
  );

  // POST /user/v1/auth/resend-mock-test-otp – a new code once the countdown has run out
  r.post(
    '/user/v1/auth/resend-mock-test-otp',
    { preValidation: student, schema: { tags, security, response: { 200: envelope(otpAnswer), ...errorResponses(400, 401, 403, 429) } } },
    async (req) => ({ statusCode: 200, message: 'OTP sent', data: await otp.resend(sessionOf(req).user) }),
  );

  // POST /user/v1/auth/verify_mock_test_otp – the code opens the test for a while
  r.post(
    '/user/v1/auth/verify_mock_test_otp',
    {
      preValidation: student,
      schema: { tags, security, body: verifyOtpBody, response: { 200: envelope(verifiedAnswer), ...errorResponses(400, 401, 403, 410, 429) } },
    },
    async (req) => ({ statusCode: 200, data: await otp.verify(sessionOf(req).user, req.body.otp) }),
  );

  // GET /mock-test/v1/instructions – how many questions, how long, the pass mark
  r.get(
    '/mock-test/v1/instructions',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        querystring: z.object({ examType: examTypeSchema.optional() }),
        response: { 200: envelope(instructionsSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({ statusCode: 200, data: await instructions(db, req.query.examType ?? examTypeOf(sessionOf(req).user)) }),
  );

  // POST /mock-test/v1/start – the attempt (after a verified code), or the open one resumed
  r.post(
    '/mock-test/v1/start',
    {
      preValidation: student,
      schema: { tags, security, body: startBody, response: { 201: envelope(attemptSchema), ...errorResponses(400, 401, 403) } },
    },
    async (req, reply) => {
      const now = app.ctx.now();
      const attempt = await start(db, sessionOf(req).user, req.body, now);
      return reply.code(201).send({ statusCode: 201, data: await attemptView(db, attempt, attempt.language, now) });
    },
  );

  // GET /mock-test/v1/questions?examType – the open attempt's questions, without their answers
  r.get(
    '/mock-test/v1/questions',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        querystring: z.object({ examType: examTypeSchema }),
        response: { 200: envelope(attemptSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const attempt = await currentAttempt(db, sessionOf(req).user, req.query.examType);
      return { statusCode: 200, data: await attemptView(db, attempt, langOf(req, attempt.language), app.ctx.now()) };
    },
  );

  // PUT /mock-test/v1/answer – one question's answer, before the deadline
  r.put(
    '/mock-test/v1/answer',
    {
      preValidation: student,
      schema: { tags, security, body: answerBody, response: { 200: envelope(savedAnswer), ...errorResponses(400, 401, 403, 404, 409, 410) } },
    },
    async (req) => ({ statusCode: 200, data: await saveAnswer(db, sessionOf(req).user, req.body, app.ctx.now()) }),
  );

  // POST /mock-test/v1/save-mocktest-result – the result, stored once
  r.post(
    '/mock-test/v1/save-mocktest-result',
    {
      preValidation: student,
      schema: { tags, security, body: submitBody, response: { 200: envelope(resultSchema), ...errorResponses(400, 401, 403, 404) } },
    },
    async (req) => ({ statusCode: 200, data: await submit(db, sessionOf(req).user, req.body.attemptId, app.ctx.now()) }),
  );

  // GET /mock-test/v1/report/:id – score and the right answers, once submitted
  r.get(
    '/mock-test/v1/report/:id',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().trim().min(1).max(100) }),
        response: { 200: envelope(reportSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => ({ statusCode: 200, data: await report(db, sessionOf(req).user, req.params.id, langOf(req)) }),
  );
}
