import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import type { ChooseLanguageValues } from '@/lib/schemas/mock-test';
import { getMockTestInstructions, startMockTest, type MockTestAttempt } from '@/lib/upstream/mock-test';
import { attempt } from '@/lib/upstream/result';
import { writeMockTestSetting } from './setting';

/**
 * /choose-language: the learner's exam type (the API's default for them), the attempt started (or the
 * open one resumed), and the chosen language kept as the mock-test setting for the GETs that follow.
 */
export function startMockTestAttempt(values: ChooseLanguageValues): Promise<Result<MockTestAttempt>> {
  return attempt(async () => {
    const { examType } = await getMockTestInstructions();
    const started = await startMockTest({ examType, language: values.language });
    await writeMockTestSetting({ examType, language: values.language });
    return started;
  });
}
