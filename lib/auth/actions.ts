'use server';

import { logout } from '@/lib/auth/logout';
import { resendCode } from '@/lib/auth/resend-code';
import type { AppError } from '@/lib/errors/app-error';
import { errorText, type Translate } from '@/lib/errors/text';
import type { FormState } from '@/lib/forms/form-state';
import { runFormAction } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import { logoutSchema, resendSchema, type ResendFlow } from '@/lib/schemas/auth';

/**
 * Logout (R§2): the session ends everywhere, then the dashboard, which leads a logged-out visitor to
 * login. A plain post (before JavaScript) is redirected there; the hydrated button goes itself after
 * clearing local storage.
 */
export async function logoutAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: logoutSchema,
    run: logout,
    done: (_ended, { lang }) => ({ redirectTo: localePath(lang, '/dashboard') }),
  });
}

/** R§8's resend refusal for the screen: a limit or the countdown explains itself; sign-up has titled toasts. */
function resendRefusal(flow: ResendFlow, error: AppError, t: Translate): { text: string; detail?: string } {
  if (error.code === 'otp_send_limit' || error.code === 'otp_too_early') return { text: errorText(error, t) };
  if (flow === 'other') return { text: t('otp.resendFailedOther') };
  if (error.code === 'otp_no_pending') return { text: t('otp.noTokenTitle'), detail: t('otp.noTokenText') };
  return { text: t('otp.resendFailedTitle'), detail: t('otp.resendFailedText') };
}

/**
 * 'Resend OTP' on every code screen (R§4): a new code for the session's pending conversation.
 * Success: 'Resent OTP!' / 'Please enter the new OTP to verify!'; a refusal as resendRefusal says.
 */
export async function resendCodeAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  const asked = payload instanceof FormData ? payload.get('flow') : payload.flow;
  const flow: ResendFlow = asked === 'signup' ? 'signup' : 'other';
  return runFormAction<typeof resendSchema, unknown, Pick<FormState, 'toastDetail'>>(previous, payload, {
    schema: resendSchema,
    run: () => resendCode(),
    done: (_sent, { t }) => ({ notice: t('otp.resentTitle'), toastDetail: t('otp.resentText') }),
    failure: (error, t) => resendRefusal(flow, error, t).text,
    failureDetail: (error, t) => resendRefusal(flow, error, t).detail,
  });
}
