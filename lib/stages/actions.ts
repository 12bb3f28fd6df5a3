'use server';

import type { FormState } from '@/lib/forms/form-state';
import { runFormAction } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import { skipStageSchema } from '@/lib/schemas/stages';
import { skipStage } from '@/lib/stages/skip';

/** Skip a stage (D§4): back to the Courses tab, where the stage is done and the balance is lower. */
export async function skipStageAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: skipStageSchema,
    run: skipStage,
    done: (_skipped, { lang, t }) => ({ redirectTo: localePath(lang, '/dashboard/courses', { skipped: '1' }), notice: t('courses.skipped') }),
  });
}
