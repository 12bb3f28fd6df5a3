'use server';

import type { FormState } from '@/lib/forms/form-state';
import { resetPassword } from '@/lib/auth/reset-password';
import { runFormAction } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import { resetPasswordSchema } from '@/lib/schemas/auth';

/** The code and the new password twice (R§5 rules). Success: login, saying the password was reset (R§8). */
export async function resetPasswordAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: resetPasswordSchema,
    secrets: ['otp', 'password', 'confirmPassword'],
    run: resetPassword,
    errorField: 'otp',
    // The login page says it (role=status), with or without JavaScript.
    done: (_done, { lang }) => ({ redirectTo: localePath(lang, '/auth/login', { reset: 'done' }) }),
  });
}
