import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, notFound } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { guard, sessionOf } from '../session/guard';
import {
  accessResult,
  languageBody,
  languageResult,
  lectureQuery,
  lectureResult,
  otpExpiryResult,
  progressBody,
  progressResult,
  quizBody,
  quizSubmitResult,
  sendOtpBody,
  verifyOtpBody,
  videoParams,
  videoQuery,
} from './contract';
import { parseRange } from './range';
import { getLecture, lectureAccess, reportProgress, sendLectureOtp, setLanguage, submitQuiz, verifyLectureOtp, videoOf } from './service';
import { z } from 'zod';

// Online lectures (D§7 "Lectures"): the curriculum with progress, video progress, quiz answers, the
// lecture OTP, the lecture language, and the videos themselves (HTTP ranges).
export function registerLectures(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lectures'];
  const security = [{ bearer: [] }];
  const student = guard(['student']);
  const ctx = () => app.ctx;

  // GET /student/lecture?licenseTypeId&language&lessonId – lessons with locks, the asked (or current) lesson
  r.get(
    '/student/lecture',
    {
      preValidation: student,
      schema: { tags, security, querystring: lectureQuery, response: { 200: envelope(lectureResult), ...errorResponses(400, 401, 403, 404) } },
    },
    async (req) => ({ statusCode: 200, data: await getLecture(ctx(), sessionOf(req).user, req.query) }),
  );

  // PUT /student/lecture/sub-topic – { id, completePercentage, completedTime }: video progress (the server credits it)
  r.put(
    '/student/lecture/sub-topic',
    {
      preValidation: student,
      schema: { tags, security, body: progressBody, response: { 200: envelope(progressResult), ...errorResponses(400, 401, 403, 404) } },
    },
    async (req) => ({ statusCode: 200, data: await reportProgress(ctx(), sessionOf(req).user, req.body) }),
  );

  // PUT /student/lecture/question – { lessonId, topicId, attempt, questionAnswers }: one quiz submit, scored here
  r.put(
    '/student/lecture/question',
    {
      preValidation: student,
      schema: { tags, security, body: quizBody, response: { 200: envelope(quizSubmitResult), ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (req) => ({ statusCode: 200, data: await submitQuiz(ctx(), sessionOf(req).user, req.body) }),
  );

  // POST /student/send-lecture-otp – { source: 'web' }: a code by SMS, data.otpExpiry 5 minutes ahead (D§4, D§9)
  r.post(
    '/student/send-lecture-otp',
    {
      preValidation: student,
      schema: { tags, security, body: sendOtpBody, response: { 200: envelope(otpExpiryResult), ...errorResponses(400, 401, 403, 429) } },
    },
    async (req) => ({ statusCode: 200, data: await sendLectureOtp(ctx(), sessionOf(req).user) }),
  );

  // POST /student/verify-lecture-otp – { otp }: opens the lectures for a while (docs/learning.md)
  r.post(
    '/student/verify-lecture-otp',
    {
      preValidation: student,
      schema: { tags, security, body: verifyOtpBody, response: { 200: envelope(accessResult), ...errorResponses(400, 401, 403, 410, 429) } },
    },
    async (req) => ({ statusCode: 200, data: await verifyLectureOtp(ctx(), sessionOf(req).user.id, req.body.otp) }),
  );

  // GET /student/lecture/access – the lecture language and whether a verified lecture OTP is still open
  r.get(
    '/student/lecture/access',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        response: {
          200: envelope(z.object({ language: languageResult.shape.language, accessUntil: z.string().nullable(), otpExpiry: z.string().nullable() })),
          ...errorResponses(401, 403),
        },
      },
    },
    async (req) => ({ statusCode: 200, data: await lectureAccess(ctx(), sessionOf(req).user.id) }),
  );

  // PUT /student/lecture/language – { language }: the lecture language, independent of the page's (path: ours, spec silent)
  r.put(
    '/student/lecture/language',
    {
      preValidation: student,
      schema: { tags, security, body: languageBody, response: { 200: envelope(languageResult), ...errorResponses(400, 401, 403) } },
    },
    async (req) => ({ statusCode: 200, data: await setLanguage(ctx(), sessionOf(req).user.id, req.body.language) }),
  );

  // GET /student/lecture/video/:subTopicId?language – the video bytes, 206 for a Range (path: ours, spec silent)
  r.get(
    '/student/lecture/video/:subTopicId',
    // no response schema: the answer is bytes (errors still go out in the envelope)
    { preValidation: student, schema: { tags, security, params: videoParams, querystring: videoQuery } },
    async (req, reply) => {
      const video = await videoOf(ctx(), sessionOf(req).user, req.params.subTopicId, req.query.language);
      const file = await app.ctx.files.get(video.storageKey);
      if (!file) throw notFound();
      const size = file.bytes.length;
      reply
        .header('accept-ranges', 'bytes')
        .header('content-type', video.contentType)
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff');
      const range = parseRange(req.headers.range, size);
      if (range.kind === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${size}`).send(Buffer.alloc(0));
      }
      if (range.kind === 'whole') return reply.code(200).header('content-length', size).send(file.bytes);
      const part = file.bytes.subarray(range.start, range.end + 1);
      return reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`).header('content-length', part.length).send(part);
    },
  );
}
