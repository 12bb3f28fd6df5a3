'use server';

import { getLocale, getTranslations } from 'next-intl/server';
import { POST as verifyEmailRoute } from '@/app/api/auth/verify-email/route';
import { callRoute } from '@/lib/auth/call-route';
import { formValues, nextState, type FormState } from '@/lib/auth/form-state';
import { retryHint } from '@/lib/auth/answer';
import { localiseServerText } from '@/lib/auth/server-texts';
import { EMAIL_VERIFICATION_FAILED } from '@/lib/auth/texts';
import { readEnvelope } from '@/lib/errors/envelope';
import { isLocale, routing } from '@/lib/i18n/routing';

/** The e-mail link's id and verifyToken. Success: data.message as a toast (R§2); failure: 'Email Verification Failed'. */
export async function verifyEmailAction(previous: FormState, data: FormData): Promise<FormState> {
  const locale = await getLocale();
  const t = await getTranslations({ locale: isLocale(locale) ? locale : routing.defaultLocale, namespace: 'login' });
  const { id, verifyToken } = formValues(data, ['id', 'verifyToken']);
  if (!id || !verifyToken) return nextState(previous, { error: localiseServerText(EMAIL_VERIFICATION_FAILED, t) });

  const answer = await callRoute(verifyEmailRoute, '/api/auth/verify-email', { json: { id, verifyToken } });
  if (answer.ok) {
    const message = (answer.body as { data?: { message?: unknown } } | null)?.data?.message;
    return nextState(previous, { done: 'verified', notice: localiseServerText(typeof message === 'string' ? message : 'Email verified successfully', t) });
  }
  const { message } = readEnvelope(answer.body);
  const text = answer.status === 429 && message ? `${localiseServerText(message, t)}${retryHint(answer, t)}` : localiseServerText(EMAIL_VERIFICATION_FAILED, t);
  return nextState(previous, { error: text });
}
