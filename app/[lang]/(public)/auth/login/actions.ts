'use server';

import type { FormState } from '@/lib/forms/form-state';
import { landingAfterLogin } from '@/lib/auth/destination';
import { loginPath } from '@/lib/i18n/guard';
import { loginWithPassword } from '@/lib/auth/login';
import { loginWithCode } from '@/lib/auth/login-with-code';
import { requestLoginCode } from '@/lib/auth/request-login-code';
import { runFormAction } from '@/lib/forms/run-form-action';
import { loginOtpSchema, loginSchema, otpSchema } from '@/lib/schemas/auth';
import { needsQuickSignup } from '@/lib/session';

// The login screen's forms (R§4, R§8), each a use case behind the one form pattern.

/** 'Login': username (971 + starting code + number) and password; then the page the person was going to. */
export async function loginAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: loginSchema,
    secrets: ['password'],
    run: loginWithPassword,
    done: (user, { lang, values }) => ({
      redirectTo: landingAfterLogin({ lang, returnTo: values.returnTo, needsQuickSignup: needsQuickSignup(user), registered: user.registered }),
    }),
  });
}

/** 'Login with OTP', first step: a code to the number (the same answer for an unknown number). */
export async function requestLoginCodeAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: loginOtpSchema,
    run: requestLoginCode,
    // The code step is the login page again: it shows the code boxes while the session holds a code.
    done: (_sent, { lang, values }) => ({ redirectTo: loginPath(lang, values.returnTo, { mode: 'otp', step: 'code' }) }),
  });
}

/** Second step: the code. A refused code shows under the code (R§8). */
export async function loginWithCodeAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: otpSchema,
    secrets: ['otp'],
    run: loginWithCode,
    errorField: 'otp',
    done: (user, { lang, values }) => ({
      redirectTo: landingAfterLogin({ lang, returnTo: values.returnTo, needsQuickSignup: needsQuickSignup(user), registered: user.registered }),
    }),
  });
}
