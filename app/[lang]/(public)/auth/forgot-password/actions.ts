'use server';

import { redirect } from 'next/navigation';
import { POST as forgotPasswordRoute } from '@/app/api/auth/forgot-password/route';
import { answerFieldErrors, errorText, loginTranslator } from '@/lib/auth/answer';
import { callRoute } from '@/lib/auth/call-route';
import { formValues, invalidState, nextState, type FormState } from '@/lib/auth/form-state';
import { FORGOT_FAILED } from '@/lib/auth/texts';
import { COUNTRY_CODE, normalisePhoneNumber, toUsername } from '@/lib/domain/phone';
import { forgotPasswordSchema } from '@/lib/schemas/auth';
import { pageLocale } from '../page-locale';

/** 'Forgot Password?': text a reset code (role student), then the code screen, whatever the number. */
export async function requestPasswordReset(previous: FormState, data: FormData): Promise<FormState> {
  const lang = await pageLocale();
  const raw = formValues(data, ['startingCode', 'number']);
  const values = { startingCode: raw.startingCode, number: normalisePhoneNumber(raw.number) };
  const parsed = forgotPasswordSchema.safeParse({ countryCode: COUNTRY_CODE, ...values });
  if (!parsed.success) return invalidState(previous, parsed.error, values);

  const answer = await callRoute(forgotPasswordRoute, '/api/auth/forgot-password', { json: { phone: toUsername(parsed.data) } });
  if (!answer.ok) {
    const fieldErrors = answerFieldErrors(answer);
    if (fieldErrors) return nextState(previous, { fieldErrors, values });
    // R§8: the server's message, else 'Unable to send reset password OTP!'.
    return nextState(previous, { error: errorText(answer, await loginTranslator(lang), FORGOT_FAILED), values });
  }
  redirect(`/${lang}/auth/forgot-password/otp`);
}
