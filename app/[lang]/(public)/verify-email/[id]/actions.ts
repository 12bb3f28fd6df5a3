'use server';

import { getLocale } from 'next-intl/server';
import { POST as verifyEmailRoute } from '@/app/api/auth/verify-email/route';
import { callRoute } from '@/lib/auth/call-route';
import { formValues, nextState, type FormState } from '@/lib/auth/form-state';
import { loginTranslator, retryHint } from '@/lib/auth/answer';
import { EMAIL_VERIFICATION_FAILED } from '@/lib/auth/texts';
import { readEnvelope } from '@/lib/errors/envelope';
import { isLocale, routing } from '@/lib/i18n/routing';

/** The e-mail link's id and verifyToken. Success: data.message as a toast (R§2); failure: 'Email Verification Failed'. */
export async function verifyEmailAction(previous: FormState, data: FormData): Promise<FormState> {
  const locale = await getLocale();
  const t = await loginTranslator(isLocale(locale) ? locale : routing.defaultLocale);
  const { id, verifyToken } = formValues(data, ['id', 'verifyToken']);
  if (!id || !verifyToken) return nextState(previous, { error: t.server(EMAIL_VERIFICATION_FAILED) });

  const answer = await callRoute(verifyEmailRoute, '/api/auth/verify-email', { json: { id, verifyToken } });
  if (answer.ok) {
    const message = (answer.body as { data?: { message?: unknown } } | null)?.data?.message;
    return nextState(previous, { done: 'verified', notice: t.server(typeof message === 'string' ? message : 'Email verified successfully') });
  }
  const { message } = readEnvelope(answer.body);
  const text = answer.status === 429 && message ? `${t.server(message)}${retryHint(answer, t)}` : t.server(EMAIL_VERIFICATION_FAILED);
  return nextState(previous, { error: text });
}
