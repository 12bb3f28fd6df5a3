'use server';

import { POST as resendRoute } from '@/app/api/auth/otp/resend/route';
import { errorText, loginTranslator } from '@/lib/auth/answer';
import { callRoute } from '@/lib/auth/call-route';
import { RESEND_FAILED } from '@/lib/auth/texts';
import { pageLocale } from './page-locale';

export interface ResendResult {
  ok: boolean;
  /** The failure in the page's language. */
  error?: string;
}

/** 'Resend OTP' on the login and reset screens: a new code for the session's pending conversation. */
export async function resendPendingOtp(): Promise<ResendResult> {
  const answer = await callRoute(resendRoute, '/api/auth/otp/resend');
  if (answer.ok) return { ok: true };
  const t = await loginTranslator(await pageLocale());
  // R§8: 'Unable to send OTP' for resend failures outside sign-up; a throttle says how long to wait.
  return { ok: false, error: answer.status === 429 ? errorText(answer, t, RESEND_FAILED) : t.server(RESEND_FAILED) };
}
