'use server';

import type { FormState } from '@/lib/forms/form-state';
import { verifyEmail } from '@/lib/auth/email-verification';
import { errorText } from '@/lib/errors/text';
import { runFormAction } from '@/lib/forms/run-form-action';
import { verifyEmailSchema } from '@/lib/schemas/auth';

/** The e-mail link's id and verifyToken. Success: its message as a toast (R§2); failure: 'Email Verification Failed'. */
export async function verifyEmailAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: verifyEmailSchema,
    run: verifyEmail,
    done: (_verified, { t }) => ({ notice: t('verifyEmail.verified') }),
    failure: (error, t) => errorText(error, t),
  });
}
