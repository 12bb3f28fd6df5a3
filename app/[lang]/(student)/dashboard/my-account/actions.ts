'use server';

import type { FormState } from '@/lib/forms/form-state';
import { sendVerificationEmail } from '@/lib/auth/email-verification';
import { errorText } from '@/lib/errors/text';
import { runFormAction } from '@/lib/forms/run-form-action';
import { sendVerificationSchema } from '@/lib/schemas/auth';

/** 'Send verification email': a toast on success, else 'Unable to send verification mail' (D§8). */
export async function sendVerificationEmailAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: sendVerificationSchema,
    run: () => sendVerificationEmail(),
    done: (_sent, { t }) => ({ notice: t('account.verificationSent') }),
    // A throttle explains itself; anything else is the spec's one text.
    failure: (error, t) => (error.status === 429 ? errorText(error, t) : t('account.verificationFailed')),
  });
}
