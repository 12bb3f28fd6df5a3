'use server';

import { getLocale } from 'next-intl/server';
import { POST as sendVerifyEmailRoute } from '@/app/api/auth/send-verify-email/route';
import { errorText, loginTranslator } from '@/lib/auth/answer';
import { callRoute } from '@/lib/auth/call-route';
import { nextState, type FormState } from '@/lib/auth/form-state';
import { VERIFICATION_SEND_FAILED } from '@/lib/auth/texts';
import { readEnvelope } from '@/lib/errors/envelope';
import { isLocale, routing } from '@/lib/i18n/routing';

/** 'Send verification email': the server's message on success, else 'Unable to send verification mail'. */
export async function sendVerificationEmail(previous: FormState): Promise<FormState> {
  const locale = await getLocale();
  const t = await loginTranslator(isLocale(locale) ? locale : routing.defaultLocale);
  const answer = await callRoute(sendVerifyEmailRoute, '/api/auth/send-verify-email');
  if (answer.ok) {
    const { message } = readEnvelope(answer.body);
    return nextState(previous, { done: 'sent', notice: t.server(message ?? 'Verification email sent') });
  }
  return nextState(previous, { error: errorText(answer, t, VERIFICATION_SEND_FAILED) });
}
