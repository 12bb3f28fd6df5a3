'use server';

import type { FormState } from '@/components/forms/form-state';
import type { AppError } from '@/lib/errors/app-error';
import { errorText, globalTexts, isUnavailable, type Translate } from '@/lib/errors/text';
import { runFormAction } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import { savePersonalDetails } from '@/lib/onboarding/save-personal-details';
import { makePersonalDetailsSchema } from '@/lib/schemas/personal-details';

/** A refusal's one line: 'stage_closed' (already paid) in the page's language, the rest as usual. */
function personalDetailsFailure(error: AppError, t: Translate): string {
  if (error.code === 'stage_closed') return t('personalDetails.stageClosed');
  return isUnavailable(error) ? (globalTexts(error, t)[0] ?? error.message) : errorText(error, t);
}

/** Onboarding step 1, 'Personal Detail' (R§5): saved, then the wizard shows the next step (R§4). */
export async function personalDetailsAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  const now = new Date();
  return runFormAction(previous, payload, {
    schema: makePersonalDetailsSchema({ now }),
    run: (values) => savePersonalDetails(values, { now }),
    failure: personalDetailsFailure,
    done: (_user, { lang }) => ({ redirectTo: localePath(lang, '/signup/onboard') }),
  });
}
