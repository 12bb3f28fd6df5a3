'use server';

import { redirect } from 'next/navigation';
import { POST as signupRoute } from '@/app/api/auth/signup/route';
import { loginTranslator, retryHint } from '@/lib/auth/answer';
import { callRoute, type RouteAnswer } from '@/lib/auth/call-route';
import { formValues, nextState, type FormState } from '@/lib/auth/form-state';
import { COUNTRY_CODE, normalisePhoneNumber } from '@/lib/domain/phone';
import { readEnvelope } from '@/lib/errors/envelope';
import { messageForResponse } from '@/lib/errors/global';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { firstIssuePerField } from '@/lib/schemas/issues';
import { makeSignupSchema } from '@/lib/schemas/signup';
import { listLicenseTypes } from '@/lib/upstream/lookups';
import { SIGNUP_FIELDS, type SignupField } from '@/components/signup/form-values';
import { signupServerErrors } from '@/components/signup/server-errors';
import { licenceOptions } from '@/components/signup/signup-options';
import { pageLocale } from '../auth/page-locale';

// The sign-up form's server action (R§5): what a submit does before the page's JavaScript has
// arrived (or without it). The same shared schema as the browser; on success the very BFF
// handler the hydrated form posts to (/api/auth/signup), so the pending verification lands in
// the session the same way; then the OTP screen. Once hydrated, the form never comes here.

/** Never sent back: the browser must not echo a password into the page. */
const SECRET: readonly SignupField[] = ['password', 'confirmPassword'];
/** Set by the form's scripts only (from the licence list, from a read Emirates ID). */
const SCRIPTED: readonly SignupField[] = ['licenseCategory', 'emiratesId'];

/** What was typed, as the form holds it: strings, the number cut as its box cuts it, 971 fixed. */
function typedValues(data: FormData): Record<SignupField, string> {
  const values = formValues(data, SIGNUP_FIELDS);
  values.countryCode = COUNTRY_CODE;
  values.number = normalisePhoneNumber(values.number);
  for (const name of SCRIPTED) values[name] = '';
  return values;
}

/** The values a re-rendered form gets back: all of them but the passwords. */
function keptValues(values: Record<SignupField, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !SECRET.includes(name as SignupField)));
}

/** The chosen licence type's code (requiredLicenseCategory), which the hydrated form sets on change. */
async function licenceCode(licenseTypeId: string, lang: Locale): Promise<string> {
  try {
    const { items } = await listLicenseTypes();
    return licenceOptions(items, lang).find((l) => l.value === licenseTypeId)?.code ?? '';
  } catch {
    return '';
  }
}

/** A refusal without field errors: a throttle explains itself, else the global table. */
async function answerError(answer: RouteAnswer, lang: Locale, toasts: string[]): Promise<string> {
  const t = await loginTranslator(lang);
  if (toasts.length) return toasts.map((text) => t.server(text)).join(' ');
  const { message } = readEnvelope(answer.body);
  const texts = answer.status === 429 && message ? [message] : messageForResponse(answer);
  return `${texts.map((text) => t.server(text)).join(' ')}${retryHint(answer, t)}`;
}

/** 'Register' posted as a plain form. */
export async function submitSignupForm(previous: FormState, data: FormData): Promise<FormState> {
  const lang = await pageLocale();
  const values = typedValues(data);
  const kept = keptValues(values);
  const parsed = makeSignupSchema({ now: new Date() }).safeParse(values);
  if (!parsed.success) return nextState(previous, { fieldErrors: firstIssuePerField(parsed.error), values: kept });

  // The BFF validates the raw strings again; it gets exactly what the hydrated form would send.
  const body = { ...values, licenseCategory: await licenceCode(values.licenseTypeId, lang) };
  const answer = await callRoute(signupRoute, '/api/auth/signup', { json: body });
  if (answer.ok) redirect(localePath(lang, '/signup/otp'));

  const errors = signupServerErrors(answer.body);
  // R§8: the BFF's own schema keys show under their fields; a server's texts read as the form's error line.
  const toasts = errors.toasts.filter((text) => !text.startsWith('validation.'));
  const error = errors.unstructured || toasts.length ? await answerError(answer, lang, errors.unstructured ? [] : toasts) : undefined;
  return nextState(previous, { fieldErrors: errors.fieldErrors, ...(error ? { error } : {}), values: kept });
}
