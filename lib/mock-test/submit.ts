import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import { saveMockTestResult, type MockTestResult } from '@/lib/upstream/mock-test';
import { attempt } from '@/lib/upstream/result';

/** save-mocktest-result: the API stores one result however often this is sent (a double tap, a retry). */
export function submitMockTest(attemptId: string): Promise<Result<MockTestResult>> {
  return attempt(() => saveMockTestResult(attemptId));
}
