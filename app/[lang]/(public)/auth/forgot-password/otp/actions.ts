'use server';

import { POST as resetPasswordRoute } from '@/app/api/auth/reset-password/route';
import { answerFieldErrors, errorText, loginTranslator } from '@/lib/auth/answer';
import { callRoute } from '@/lib/auth/call-route';
import { formValues, invalidState, nextState, type FormState } from '@/lib/auth/form-state';
import { PASSWORD_RESET_DONE, RESET_FAILED } from '@/lib/auth/texts';
import { readEnvelope } from '@/lib/errors/envelope';
import { resetPasswordSchema } from '@/lib/schemas/auth';
import { pageLocale } from '../../page-locale';

const OTP_MESSAGES = new Set(['Invalid OTP', 'OTP has expired', 'Too many wrong attempts, please request a new OTP']);

/** The code and the new password twice (R§5 rules). Success: the server's message, then login. */
export async function resetPasswordAction(previous: FormState, data: FormData): Promise<FormState> {
  const lang = await pageLocale();
  const values = formValues(data, ['otp', 'password', 'confirmPassword']);
  const parsed = resetPasswordSchema.safeParse(values);
  if (!parsed.success) return invalidState(previous, parsed.error);

  const answer = await callRoute(resetPasswordRoute, '/api/auth/reset-password', { json: parsed.data });
  const t = await loginTranslator(lang);
  if (answer.ok) {
    const { message } = readEnvelope(answer.body);
    return nextState(previous, { done: 'reset', notice: t.server(message ?? PASSWORD_RESET_DONE) });
  }
  const fieldErrors = answerFieldErrors(answer);
  if (fieldErrors) return nextState(previous, { fieldErrors });
  // R§8: the server's message, else 'Unable to reset password!'. A code problem shows under the code.
  const text = errorText(answer, t, RESET_FAILED);
  const { message } = readEnvelope(answer.body);
  if (message && OTP_MESSAGES.has(message)) return nextState(previous, { fieldErrors: { otp: text }, toastError: text });
  return nextState(previous, { error: text });
}
