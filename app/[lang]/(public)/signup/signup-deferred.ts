import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api, isApiError } from '@/lib/api-client';
import { messageForResponse, readEnvelope } from '@/lib/errors';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { makeSignupSchema, type SignupValues } from '@/lib/schemas/signup';
import type { SignupFormValues } from '@/components/signup/form-values';
import { signupServerErrors, type SignupServerErrors } from '@/components/signup/server-errors';

// What the sign-up form needs only once the person acts: validation (zod and the shared
// schema), the call to the BFF (ky), error reading and toasts (sonner).
// Together ~60 kB gzip that the form's first paint and hydration do without: the page
// fetches this module when idle (use-deferred.ts), at the latest on the first check.

export { toast } from '@/lib/toast';

/** zodResolver over the shared schema; `now` fixes the 17.5-year rule for the page's life. */
export function makeSignupResolver(now: Date): Resolver<SignupFormValues, unknown, SignupValues> {
  return zodResolver(makeSignupSchema({ now })) as unknown as Resolver<SignupFormValues, unknown, SignupValues>;
}

export type SignupOutcome = { ok: true; sentAt: number; next: string } | { ok: false; errors: SignupServerErrors; toasts: string[] };

/** POST /api/auth/signup; on success the OTP screen's localised path and when the code went out. */
export async function submitSignup(values: SignupValues, locale: Locale): Promise<SignupOutcome> {
  try {
    const answer = await api.post('auth/signup', { json: values }).json<{ data: { sentAt: number } }>();
    return { ok: true, sentAt: answer.data.sentAt, next: localePath(locale, '/signup/otp') };
  } catch (error) {
    const status = isApiError(error) ? error.status : 0;
    const body = isApiError(error) ? error.body : null;
    const errors = signupServerErrors(body);
    return { ok: false, errors, toasts: errors.unstructured ? fallbackMessages(status, body) : errors.toasts };
  }
}

/** Toasts for an answer without field errors: a throttle explains itself, else the global table. */
function fallbackMessages(status: number, body: unknown): string[] {
  const { message } = readEnvelope(body);
  return status === 429 && message ? [message] : messageForResponse({ status, body });
}
