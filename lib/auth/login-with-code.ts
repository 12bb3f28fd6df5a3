import 'server-only';
import { appError, fail, type Result } from '@/lib/errors/app-error';
import type { OtpValues } from '@/lib/schemas/auth';
import { loginOtpVerify } from '@/lib/upstream/auth';
import { clientContext } from '@/lib/upstream/context';
import { withConversation } from './conversation';
import { establish, type LoggedIn } from './login';

// 'Login with OTP', second step: the texted code for a session (students only).

export async function loginWithCode({ otp }: OtpValues): Promise<Result<LoggedIn>> {
  const ctx = await clientContext();
  const { answer } = await withConversation(['login-otp'], (pending) => loginOtpVerify({ id: pending.resetJWTToken, otp }, ctx));
  if (!answer.ok) {
    // A staff member's right code is refused as a wrong password would be (R§6).
    if (answer.error.status === 403 && answer.error.code !== 'contact_csr') return fail(appError('invalid_credentials'));
    return answer;
  }
  return establish(answer.value, ctx);
}
