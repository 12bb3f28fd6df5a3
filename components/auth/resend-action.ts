'use server';

import { assertSameOriginAction } from '@/lib/forms/action-origin';
import { getTranslations } from 'next-intl/server';
import { resendCode } from '@/lib/auth/resend-code';
import { errorText } from '@/lib/errors/text';
import { pageLocale } from '@/lib/forms/run-form-action';

export interface ResendAnswer {
  ok: boolean;
  /** The refusal in the page's language. */
  error?: string;
  /** The code's kind of refusal: 'otp_no_pending' reads 'Unable to send!' on the sign-up screen (R§8). */
  code?: string;
}

/** 'Resend OTP' on every code screen: a new code for the session's pending conversation. */
export async function resendCodeAction(): Promise<ResendAnswer> {
  await assertSameOriginAction();
  const result = await resendCode();
  if (result.ok) return { ok: true };
  const t = await getTranslations({ locale: await pageLocale() });
  return { ok: false, code: result.error.code, error: errorText(result.error, t) };
}
