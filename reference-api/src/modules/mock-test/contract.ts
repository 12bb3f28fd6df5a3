import { z } from 'zod';
import { defineErrors } from '../../platform/errors';
import type { Labels } from '../../platform/fields';

// The online mock test (D§2 /mock-test/…, D§7 "Mock test", docs/mock-test.md): request and answer
// shapes and the module's error codes. D§3 "Mock test result: shape not shown": the result below is
// ours. Correct answers appear only in the report, after the attempt is submitted.
export const MOCK_TEST_ERRORS = defineErrors({
  mock_test_code_required: [403, 'Please verify the mock test code first'],
  mock_test_time_up: [410, 'Time is up! Your session has expired.'],
  mock_test_submitted: [409, 'This mock test has already been submitted'],
  mock_test_not_submitted: [409, 'The report is ready once the mock test is submitted'],
});

export const MOCK_TEST_LABELS: Labels = {
  examType: 'Exam type',
  language: 'Language',
  attemptId: 'Mock test',
  questionId: 'Question',
  optionId: 'Answer',
};

/** D§5 "Mock-test OTP length: not shown": six digits, as every other code of the centre. */
export const MOCK_TEST_OTP_LENGTH = 6;
/** theory questions drawn for one attempt (fewer when the bank holds fewer), plus one hazard scene */
export const THEORY_PER_TEST = 20;
export const TEST_MINUTES = 25;
/** passed at this share of right answers (the RTA's theory test asks 35 of 40, 87.5 %) */
export const PASS_PERCENT = 85;
/** how long a verified code lets the learner start the test */
export const VERIFIED_FOR_MINUTES = 30;

export const examTypeSchema = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Z]+$/);
const id = z.string().trim().min(1).max(100);

export const sendOtpBody = z.object({ examType: examTypeSchema.optional() }).strict();
export const verifyOtpBody = z
  .object({
    otp: z
      .string()
      .trim()
      .regex(/^\d{6}$/),
  })
  .strict();
export const startBody = z.object({ examType: examTypeSchema, language: z.enum(['en', 'ar']) }).strict();
export const answerBody = z.object({ attemptId: id, questionId: id, optionId: id }).strict();
export const submitBody = z.object({ attemptId: id }).strict();

export const otpAnswer = z.object({ otpExpiry: z.string(), resendAfter: z.string() });
export const verifiedAnswer = z.object({ verified: z.literal(true), validUntil: z.string() });

export const instructionsSchema = z.object({
  examType: z.string(),
  questionCount: z.number().int(),
  durationMinutes: z.number().int(),
  passPercent: z.number().int(),
  instructions: z.array(z.string()),
});

const option = z.object({ _id: z.string(), text: z.string() });
export const attemptSchema = z.object({
  _id: z.string(),
  examType: z.string(),
  language: z.enum(['en', 'ar']),
  startedAt: z.string(),
  deadline: z.string(),
  /** what is left by the server's clock (0 when the time is up) */
  remainingSeconds: z.number().int(),
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

export const savedAnswer = z.object({ questionId: z.string(), optionId: z.string(), remainingSeconds: z.number().int() });

export const resultSchema = z.object({
  attemptId: z.string(),
  examType: z.string(),
  score: z.number().int(),
  total: z.number().int(),
  passPercent: z.number().int(),
  passed: z.boolean(),
  startedAt: z.string(),
  submittedAt: z.string(),
});

export const reportSchema = resultSchema.extend({
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
