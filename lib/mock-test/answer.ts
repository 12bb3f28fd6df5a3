import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import type { MockAnswerValues } from '@/lib/schemas/mock-test';
import { saveMockTestAnswer } from '@/lib/upstream/mock-test';
import { attempt } from '@/lib/upstream/result';

/** One answer, saved at once (a reload or a dropped connection keeps it); the API refuses it after its deadline. */
export function answerMockTestQuestion(values: MockAnswerValues): Promise<Result<{ remainingSeconds: number }>> {
  return attempt(() => saveMockTestAnswer({ attemptId: values.attemptId, questionId: values.questionId, optionId: values.optionId }));
}
