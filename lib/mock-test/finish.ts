import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import type { MockAnswerValues } from '@/lib/schemas/mock-test';
import type { MockTestResult } from '@/lib/upstream/mock-test';
import { answerMockTestQuestion } from './answer';
import { submitMockTest } from './submit';

/**
 * The video question's answer, then the result. An answer the API refuses because the time is up
 * does not stop the submission: the result counts what was saved in time.
 */
export async function finishMockTest(values: MockAnswerValues): Promise<Result<MockTestResult>> {
  const saved = await answerMockTestQuestion(values);
  if (!saved.ok && saved.error.code !== 'mock_test_time_up') return saved;
  return submitMockTest(values.attemptId);
}
