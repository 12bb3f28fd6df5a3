import 'server-only';
import { ok, type Result } from '@/lib/errors/app-error';
import { toUsername } from '@/lib/domain/phone';
import type { LoginOtpValues } from '@/lib/schemas/auth';
import { getSession } from '@/lib/session';
import { loginOtp } from '@/lib/upstream/auth';
import { clientContext } from '@/lib/upstream/context';
import { attempt } from '@/lib/upstream/result';
import { maskPhone } from './pending';

// 'Login with OTP', first step: a code to the number. The same answer for an unknown number, and
// nothing in it varies with the number or the clock.

export async function requestLoginCode(values: LoginOtpValues): Promise<Result<{ phoneMasked: string; sentAt: number }>> {
  const username = toUsername(values);
  const answer = await attempt(async () => loginOtp({ username }, await clientContext()));
  if (!answer.ok) return answer;
  const sentAt = Date.now();
  const session = await getSession();
  session.verify = { purpose: 'login-otp', resetJWTToken: answer.value.id, phoneNumber: username, otpExpiry: answer.value.otpExpiry, sentAt };
  await session.save();
  return ok({ phoneMasked: maskPhone(username), sentAt });
}
