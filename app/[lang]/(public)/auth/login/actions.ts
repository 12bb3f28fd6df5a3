'use server';

import { redirect } from 'next/navigation';
import { POST as loginRoute } from '@/app/api/auth/login/route';
import { POST as loginOtpRoute } from '@/app/api/auth/login-otp/route';
import { POST as loginOtpVerifyRoute } from '@/app/api/auth/login-otp/verify/route';
import { maskPhone } from '@/app/api/auth/otp/pending';
import { errorText, loginTranslator, retryHint } from '@/lib/auth/answer';
import { callRoute, type RouteAnswer } from '@/lib/auth/call-route';
import { landingAfterLogin } from '@/lib/auth/destination';
import { formValues, invalidState, nextState, type FormState } from '@/lib/auth/form-state';
import { RESEND_FAILED } from '@/lib/auth/texts';
import { COUNTRY_CODE, normalisePhoneNumber, toUsername } from '@/lib/domain/phone';
import { loginErrorMessage } from '@/lib/errors/login';
import { INVALID_DATA } from '@/lib/errors/messages';
import type { Locale } from '@/lib/i18n/routing';
import { loginOtpSchema, loginSchema, otpSchema, toLoginPayload } from '@/lib/schemas/auth';
import { needsQuickSignup, type SessionUser } from '@/lib/session';
import { pageLocale } from '../page-locale';

// The login screen's forms (R§4, R§8). Each runs the BFF handler the JSON API uses.

/** After a login: the validated returnTo, else the dashboard, as the guards would resolve it. */
function destination(lang: Locale, returnTo: string, answer: RouteAnswer): string {
  const user = (answer.body as { data?: SessionUser } | null)?.data;
  return landingAfterLogin({ lang, returnTo, needsQuickSignup: needsQuickSignup(user) });
}

function phoneValues(data: FormData) {
  const raw = formValues(data, ['startingCode', 'number']);
  return { startingCode: raw.startingCode, number: normalisePhoneNumber(raw.number) };
}

/** 'Login': username (971 + starting code + number) and password. */
export async function loginWithPassword(previous: FormState, data: FormData): Promise<FormState> {
  const lang = await pageLocale();
  const values = phoneValues(data);
  const { password, returnTo } = formValues(data, ['password', 'returnTo']);
  const parsed = loginSchema.safeParse({ countryCode: COUNTRY_CODE, ...values, password });
  if (!parsed.success) return invalidState(previous, parsed.error, values);

  const answer = await callRoute(loginRoute, '/api/auth/login', { json: toLoginPayload(parsed.data) });
  if (!answer.ok) {
    const t = await loginTranslator(lang);
    // R§8: bad credentials and staff roles read the same; the CSR text and a throttle pass through.
    const text = t.server(loginErrorMessage({ status: answer.status, body: answer.body }));
    return nextState(previous, { error: `${text}${retryHint(answer, t)}`, values });
  }
  redirect(destination(lang, returnTo, answer));
}

/** 'Login with OTP', first step: text a code to the number (the same answer for unknown numbers). */
export async function requestLoginOtp(previous: FormState, data: FormData): Promise<FormState> {
  const lang = await pageLocale();
  const values = phoneValues(data);
  const parsed = loginOtpSchema.safeParse({ countryCode: COUNTRY_CODE, ...values });
  if (!parsed.success) return invalidState(previous, parsed.error, values);

  const username = toUsername(parsed.data);
  const answer = await callRoute(loginOtpRoute, '/api/auth/login-otp', { json: { username } });
  if (!answer.ok) return nextState(previous, { error: errorText(answer, await loginTranslator(lang), RESEND_FAILED), values });
  return nextState(previous, { done: 'sent', values: { ...values, phoneMasked: maskPhone(username) } });
}

/** Second step: the code. Success is a session and the page the person was going to. */
export async function verifyLoginOtp(previous: FormState, data: FormData): Promise<FormState> {
  const lang = await pageLocale();
  const { otp, returnTo } = formValues(data, ['otp', 'returnTo']);
  const parsed = otpSchema.safeParse({ otp });
  if (!parsed.success) return invalidState(previous, parsed.error);

  const answer = await callRoute(loginOtpVerifyRoute, '/api/auth/login-otp/verify', { json: parsed.data });
  if (!answer.ok) {
    const t = await loginTranslator(lang);
    if (answer.status === 401 || answer.status === 403) {
      return nextState(previous, { error: t.server(loginErrorMessage({ status: answer.status, body: answer.body })) });
    }
    // 'Invalid OTP', 'OTP has expired', 'Too many wrong attempts…': under the code, and a toast.
    const text = errorText(answer, t, INVALID_DATA);
    return nextState(previous, { fieldErrors: { otp: text }, toastError: text });
  }
  redirect(destination(lang, returnTo, answer));
}
