'use server';

import type { FormState } from '@/lib/forms/form-state';
import { requestPasswordReset } from '@/lib/auth/request-password-reset';
import { runFormAction } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import { forgotPasswordSchema } from '@/lib/schemas/auth';

/** 'Forgot Password?': a reset code, then the code screen, whatever the number (R§8 texts on failure). */
export async function requestPasswordResetAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: forgotPasswordSchema,
    run: requestPasswordReset,
    done: (sent, { lang }) => ({ redirectTo: localePath(lang, '/auth/forgot-password/otp'), data: { sentAt: sent.sentAt } }),
  });
}
