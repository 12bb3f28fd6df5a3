import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api, isApiError } from '@/lib/api-client';
import { messageForResponse, readEnvelope } from '@/lib/errors';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { otpSchema, type OtpValues } from '@/lib/schemas/auth';
import { NO_PENDING_STATUS } from '@/app/api/auth/otp/pending';

// What the OTP screen needs only once the person acts (zod, ky, sonner):
// fetched when the page is idle, so none of it is first-load JS.

export { toast } from '@/lib/toast';

export const otpResolver = zodResolver(otpSchema) as unknown as Resolver<{ otp: string }, unknown, OtpValues>;

export type VerifyOutcome = { ok: true; next: string } | { ok: false; message: string | undefined };

/** POST /api/auth/otp/verify; a failure carries the server's text for under the code (R§8). */
export async function verifyCode(otp: string, locale: Locale): Promise<VerifyOutcome> {
  try {
    await api.post('auth/otp/verify', { json: { otp } });
    return { ok: true, next: localePath(locale, '/signup/onboard') };
  } catch (error) {
    const status = isApiError(error) ? error.status : 0;
    const body = isApiError(error) ? error.body : null;
    return { ok: false, message: readEnvelope(body).message ?? messageForResponse({ status, body })[0] };
  }
}

/** POST /api/auth/otp/resend: 'sent', 'none pending' (R§8 'Unable to send!') or 'failed'. */
export async function resendCode(): Promise<'sent' | 'no-pending' | 'failed'> {
  try {
    await api.post('auth/otp/resend');
    return 'sent';
  } catch (error) {
    return isApiError(error) && error.status === NO_PENDING_STATUS ? 'no-pending' : 'failed';
  }
}
