'use server';

import type { FormState } from '@/lib/forms/form-state';
import { completeQuickSignup } from '@/lib/auth/quick-signup';
import { runFormAction } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import { makeQuickSignupSchema } from '@/lib/schemas/signup';

/** 'Completed Registration' (R§2): the profile completed, then onboarding. */
export async function quickSignupAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: makeQuickSignupSchema({ now: new Date() }),
    run: completeQuickSignup,
    done: (_user, { lang }) => ({ redirectTo: localePath(lang, '/signup/onboard') }),
  });
}
