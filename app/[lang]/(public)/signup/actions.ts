'use server';

import type { FormState } from '@/lib/forms/form-state';
import { signup } from '@/lib/auth/signup';
import { verifySignupCode } from '@/lib/auth/verify-signup';
import { runFormAction } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import { otpSchema } from '@/lib/schemas/auth';
import { makeSignupSchema } from '@/lib/schemas/signup';

/** 'Register' (R§5): a pending registration and a code; then the OTP screen. */
export async function signupAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: makeSignupSchema({ now: new Date() }),
    secrets: ['password', 'confirmPassword'],
    run: signup,
    done: (sent, { lang }) => ({ redirectTo: localePath(lang, '/signup/otp'), data: { sentAt: sent.sentAt } }),
  });
}

/** 'Verify & Proceed' (R§2): the account is created; then onboarding. A refusal shows under the code (R§8). */
export async function verifySignupCodeAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: otpSchema,
    secrets: ['otp'],
    run: verifySignupCode,
    errorField: 'otp',
    done: (_user, { lang }) => ({ redirectTo: localePath(lang, '/signup/onboard') }),
  });
}
