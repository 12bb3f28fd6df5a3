import 'server-only';
import { z } from 'zod';
import { upstreamFetch, upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { envelopeSchema } from './schemas/common';
import { lectureAccessSchema, lectureSchema, progressAnswerSchema, quizSubmitAnswerSchema, type LectureLanguage } from './schemas/lectures';

// Online lectures (D§7 "Lectures", rows 8.25–8.29 and 7.x of docs/api-contract.md): the curriculum with
// the learner's progress, video progress, quiz answers, the lecture OTP, the lecture language, and the
// video bytes (streamed with the browser's Range, so seeking works on a phone).

export const LECTURE_PATH = 'student/lecture';
export const SUB_TOPIC_PATH = 'student/lecture/sub-topic';
export const QUESTION_PATH = 'student/lecture/question';
export const SEND_LECTURE_OTP_PATH = 'student/send-lecture-otp';
export const VERIFY_LECTURE_OTP_PATH = 'student/verify-lecture-otp';
export const LECTURE_ACCESS_PATH = 'student/lecture/access';
export const LECTURE_LANGUAGE_PATH = 'student/lecture/language';
export const lectureVideoPath = (subTopicId: string) => `student/lecture/video/${encodeURIComponent(subTopicId)}`;

const context = async (ctx?: CallContext) => ctx ?? (await requestContext());

export async function getLecture(query: { licenseTypeId: string; language: LectureLanguage; lessonId?: string }, ctx?: CallContext) {
  const searchParams: Record<string, string> = { licenseTypeId: query.licenseTypeId, language: query.language };
  if (query.lessonId) searchParams.lessonId = query.lessonId;
  return (await upstreamJson(envelopeSchema(lectureSchema), LECTURE_PATH, { ...(await context(ctx)), method: 'GET', searchParams })).data;
}

export async function reportProgress(body: { id: string; completePercentage: number; completedTime: number }, ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(progressAnswerSchema), SUB_TOPIC_PATH, { ...(await context(ctx)), method: 'PUT', json: body })).data;
}

export interface QuizAnswers {
  lessonId: string;
  topicId: string;
  attempt: number;
  questionAnswers: { _id: string; answers: { _id: string; isSelected: boolean }[] }[];
}

export async function submitQuizAnswers(body: QuizAnswers, ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(quizSubmitAnswerSchema), QUESTION_PATH, { ...(await context(ctx)), method: 'PUT', json: body })).data;
}

export async function sendLectureOtp(ctx?: CallContext) {
  const answer = await upstreamJson(envelopeSchema(z.object({ otpExpiry: z.string() })), SEND_LECTURE_OTP_PATH, {
    ...(await context(ctx)),
    method: 'POST',
    json: { source: 'web' },
  });
  return answer.data;
}

export async function verifyLectureOtp(otp: string, ctx?: CallContext) {
  const answer = await upstreamJson(envelopeSchema(z.object({ accessUntil: z.string() })), VERIFY_LECTURE_OTP_PATH, {
    ...(await context(ctx)),
    method: 'POST',
    json: { otp },
  });
  return answer.data;
}

export async function getLectureAccess(ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(lectureAccessSchema), LECTURE_ACCESS_PATH, { ...(await context(ctx)), method: 'GET' })).data;
}

export async function setLectureLanguage(language: LectureLanguage, ctx?: CallContext) {
  const answer = await upstreamJson(envelopeSchema(z.object({ language: z.enum(['en', 'ar']) })), LECTURE_LANGUAGE_PATH, {
    ...(await context(ctx)),
    method: 'PUT',
    json: { language },
  });
  return answer.data;
}

/** The video's bytes: the browser's Range goes on, the centre's 200/206 and its range headers come back. */
export async function streamLectureVideo(
  subTopicId: string,
  language: LectureLanguage,
  range: string | null,
  signal: AbortSignal,
  ctx?: CallContext,
) {
  return upstreamFetch(lectureVideoPath(subTopicId), {
    ...(await context(ctx)),
    method: 'GET',
    searchParams: { language },
    headers: range ? { range } : {},
    signal,
    timeoutMs: 15_000,
  });
}
