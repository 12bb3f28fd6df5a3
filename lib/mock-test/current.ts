import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import { ok } from '@/lib/errors/app-error';
import { getMockTestQuestions, type MockTestAttempt } from '@/lib/upstream/mock-test';
import { attempt } from '@/lib/upstream/result';
import { readMockTestSetting } from './setting';

/**
 * The open attempt the flow's pages show (questions, summary, video question), in the chosen language;
 * null when there is none (no setting yet, or nothing open: 404), so the page sends the learner to the start.
 */
export async function currentMockTest(): Promise<Result<MockTestAttempt | null>> {
  const setting = await readMockTestSetting();
  if (!setting) return ok(null);
  const result = await attempt(() => getMockTestQuestions(setting.examType, setting.language));
  if (!result.ok && result.error.status === 404) return ok(null);
  return result;
}

/** The theory questions are shown one at a time; the hazard scene is the video-question step's. */
export function splitQuestions(a: MockTestAttempt) {
  return { theory: a.questions.filter((q) => q.kind === 'theory'), hazard: a.questions.find((q) => q.kind === 'hazard') ?? null };
}
