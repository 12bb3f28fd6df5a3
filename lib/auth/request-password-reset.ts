import 'server-only';
import { ok, type Result } from '@/lib/errors/app-error';
import { toUsername } from '@/lib/domain/phone';
import type { ForgotPasswordValues } from '@/lib/schemas/auth';
import { getSession } from '@/lib/session';
import { forgotPassword } from '@/lib/upstream/auth';
import { clientContext } from '@/lib/upstream/context';
import { attempt } from '@/lib/upstream/result';

// 'Forgot Password?': a reset code (role student, R§6); the reset token stays in the session.
// Identical for a registered and an unknown number.

export async function requestPasswordReset(values: ForgotPasswordValues): Promise<Result<{ sentAt: number }>> {
  const phone = toUsername(values);
  const answer = await attempt(async () => forgotPassword({ phone }, await clientContext()));
  if (!answer.ok) return answer;
  const sentAt = Date.now();
  const session = await getSession();
  session.verify = {
    purpose: 'forgot-password',
    resetJWTToken: answer.value.resetJWTToken,
    phoneNumber: phone,
    otpExpiry: answer.value.otpExpiry,
    sentAt,
  };
  await session.save();
  return ok({ sentAt });
}
