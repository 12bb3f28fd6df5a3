'use server';

import { getLocale } from 'next-intl/server';
import { PUT as quickSignupRoute } from '@/app/api/auth/quick-signup/route';
import { signupServerErrors } from '@/components/signup/server-errors';
import type { SignupField } from '@/components/signup/form-values';
import { loginTranslator, retryHint } from '@/lib/auth/answer';
import { callRoute } from '@/lib/auth/call-route';
import { messageForResponse } from '@/lib/errors/global';
import { isLocale, routing } from '@/lib/i18n/routing';
import { QUICK_FIELDS, type QuickSignupBody } from './quick-values';

export interface QuickSignupResult {
  ok: boolean;
  /** field → encoded schema message or the server's text. */
  fieldErrors?: Partial<Record<SignupField, string>>;
  /** Error toasts, in the page's language. */
  toasts?: string[];
}

/**
 * Sends the quick sign-up through the BFF handler (PUT /api/auth/quick-signup) and turns a refusal
 * into the form's errors with the sign-up's rules, here on the server: the page's browser code
 * stays free of the schema and error-envelope modules.
 */
export async function submitQuickSignup(values: QuickSignupBody): Promise<QuickSignupResult> {
  // Only the form's own fields travel on, as strings (an action's argument is untrusted input).
  const body = Object.fromEntries(QUICK_FIELDS.map((name) => [name, typeof values?.[name] === 'string' ? values[name] : '']));
  const answer = await callRoute(quickSignupRoute, '/api/auth/quick-signup', { method: 'PUT', json: body });
  if (answer.ok) return { ok: true };

  const locale = await getLocale();
  const t = await loginTranslator(isLocale(locale) ? locale : routing.defaultLocale);
  const result = signupServerErrors(answer.body);
  if (result.unstructured) {
    const texts =
      answer.status === 429
        ? [`${t.server(String((answer.body as { message?: unknown })?.message ?? ''))}${retryHint(answer, t)}`]
        : messageForResponse(answer);
    return { ok: false, toasts: texts.filter(Boolean).map((text) => t.server(text)) };
  }
  // R§8: a server's error map is toasted; the BFF's own schema keys show under their fields only.
  const toasts = result.toasts.filter((text) => !text.startsWith('validation.')).map((text) => t.server(text));
  return { ok: false, fieldErrors: result.fieldErrors, toasts };
}
