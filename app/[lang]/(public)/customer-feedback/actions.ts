'use server';

import { leaveFeedback } from '@/lib/appointments/leave-feedback';
import type { FormState } from '@/lib/forms/form-state';
import { runFormAction } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import { feedbackSchema } from '@/lib/schemas/appointments';

/** 'Send feedback' (D§2): a refusal shows the server's message (D§8) and keeps what was typed. */
export async function sendFeedbackAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: feedbackSchema,
    run: leaveFeedback,
    done: (_sent, { lang }) => ({ redirectTo: localePath(lang, '/customer-feedback-thank-you') }),
  });
}
