'use server';

import type { FormState } from '@/lib/forms/form-state';
import { editProfile } from '@/lib/account/edit-profile';
import { runFormAction } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import { editProfileSchema } from '@/lib/schemas/profile';

/** Edit profile: saved, then My Account with a notice. */
export async function editProfileAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: editProfileSchema,
    run: editProfile,
    done: (_user, { lang, t }) => ({ redirectTo: localePath(lang, '/dashboard/my-account'), notice: t('account.saved') }),
  });
}
