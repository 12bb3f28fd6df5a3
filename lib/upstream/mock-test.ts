import 'server-only';
import { z } from 'zod';
import { upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { envelopeSchema } from './schemas/common';

// The online mock test (D§7 "Mock test"; docs/mock-test.md, docs/api-contract.md rows 8.30–8.35, 8.44–8.46).
// The spec names the calls but not their answers (D§3 "Mock test result: shape not shown"): the
// shapes below are the reference API's. The questions never carry their correct answers; the report does.

export const MOCK_TEST_PATHS = {
  sendOtp: 'user/v1/auth/send-mocktest-otp',
  resendOtp: 'user/v1/auth/resend-mock-test-otp',
  verifyOtp: 'user/v1/auth/verify_mock_test_otp',
  instructions: 'mock-test/v1/instructions',
  start: 'mock-test/v1/start',
  questions: 'mock-test/v1/questions',
  answer: 'mock-test/v1/answer',
  saveResult: 'mock-test/v1/save-mocktest-result',
  report: 'mock-test/v1/report',
} as const;

export type MockTestLanguage = 'en' | 'ar';

const codeSent = z.object({ otpExpiry: z.string(), resendAfter: z.string() });
const verified = z.object({ verified: z.literal(true), validUntil: z.string() });
const instructions = z.object({
  examType: z.string(),
  questionCount: z.number().int(),
  durationMinutes: z.number().int(),
  passPercent: z.number().int(),
  instructions: z.array(z.string()),
});
const option = z.object({ _id: z.string(), text: z.string() });
const attempt = z.object({
  _id: z.string(),
  examType: z.string(),
  language: z.enum(['en', 'ar']),
  startedAt: z.string(),
  deadline: z.string(),
  remainingSeconds: z.number().int().nonnegative(),
  submitted: z.boolean(),
  questions: z.array(
    z.object({
      _id: z.string(),
      kind: z.enum(['theory', 'hazard']),
      text: z.string(),
      options: z.array(option),
      selectedOptionId: z.string().nullable(),
    }),
  ),
});
const saved = z.object({ questionId: z.string(), optionId: z.string(), remainingSeconds: z.number().int() });
const result = z.object({
  attemptId: z.string(),
  examType: z.string(),
  score: z.number().int(),
  total: z.number().int(),
  passPercent: z.number().int(),
  passed: z.boolean(),
  startedAt: z.string(),
  submittedAt: z.string(),
});
const report = result.extend({
  questions: z.array(
    z.object({
      _id: z.string(),
      kind: z.enum(['theory', 'hazard']),
      text: z.string(),
      options: z.array(option),
      selectedOptionId: z.string().nullable(),
      correctOptionId: z.string(),
      explanation: z.string(),
    }),
  ),
});

export type MockTestCodeSent = z.output<typeof codeSent>;
export type MockTestInstructions = z.output<typeof instructions>;
export type MockTestAttempt = z.output<typeof attempt>;
export type MockTestResult = z.output<typeof result>;
export type MockTestReport = z.output<typeof report>;

const ctxOf = async (ctx?: CallContext) => ctx ?? (await requestContext());

export async function sendMockTestOtp(examType?: string, ctx?: CallContext) {
  const json = examType ? { examType } : {};
  return (await upstreamJson(envelopeSchema(codeSent), MOCK_TEST_PATHS.sendOtp, { ...(await ctxOf(ctx)), method: 'POST', json })).data;
}

export async function resendMockTestOtp(ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(codeSent), MOCK_TEST_PATHS.resendOtp, { ...(await ctxOf(ctx)), method: 'POST', json: {} })).data;
}

export async function verifyMockTestOtp(otp: string, ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(verified), MOCK_TEST_PATHS.verifyOtp, { ...(await ctxOf(ctx)), method: 'POST', json: { otp } })).data;
}

export async function getMockTestInstructions(examType?: string, ctx?: CallContext) {
  const searchParams = examType ? { examType } : undefined;
  return (await upstreamJson(envelopeSchema(instructions), MOCK_TEST_PATHS.instructions, { ...(await ctxOf(ctx)), searchParams })).data;
}

export async function startMockTest(body: { examType: string; language: MockTestLanguage }, ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(attempt), MOCK_TEST_PATHS.start, { ...(await ctxOf(ctx)), method: 'POST', json: body })).data;
}

/** GET questions by exam type; D§7's language header is the chosen test language (the mock-test setting). */
export async function getMockTestQuestions(examType: string, language: MockTestLanguage, ctx?: CallContext) {
  const context = { ...(await ctxOf(ctx)), lang: language };
  return (await upstreamJson(envelopeSchema(attempt), MOCK_TEST_PATHS.questions, { ...context, searchParams: { examType } })).data;
}

export async function saveMockTestAnswer(body: { attemptId: string; questionId: string; optionId: string }, ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(saved), MOCK_TEST_PATHS.answer, { ...(await ctxOf(ctx)), method: 'PUT', json: body })).data;
}

export async function saveMockTestResult(attemptId: string, ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(result), MOCK_TEST_PATHS.saveResult, { ...(await ctxOf(ctx)), method: 'POST', json: { attemptId } }))
    .data;
}

/** The report in the test's language when the setting still names it (a GET: D§7's language header). */
export async function getMockTestReport(attemptId: string, language?: MockTestLanguage, ctx?: CallContext) {
  const context = await ctxOf(ctx);
  const path = `${MOCK_TEST_PATHS.report}/${encodeURIComponent(attemptId)}`;
  return (await upstreamJson(envelopeSchema(report), path, { ...context, ...(language ? { lang: language } : {}) })).data;
}
