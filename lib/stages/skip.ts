import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import type { SkipStageValues } from '@/lib/schemas/stages';
import { attempt } from '@/lib/upstream/result';
import { postStageSkip, type SkippedStage } from '@/lib/upstream/stages';

/** Skips a stage the course lets go; anything else is the API's 409 'Unable to skip this stage'. */
export async function skipStage(values: SkipStageValues): Promise<Result<SkippedStage>> {
  return attempt(() => postStageSkip(values.stageId));
}
