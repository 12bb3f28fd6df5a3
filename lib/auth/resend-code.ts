import 'server-only';
import { appError, fail, ok, type Result } from '@/lib/errors/app-error';
import { RESEND_SECONDS, remainingSeconds } from '@/lib/domain/otp';
import { getSession } from '@/lib/session';
import { resendOtp } from '@/lib/upstream/auth';
import { clientContext } from '@/lib/upstream/context';
import { withConversation } from './conversation';

// 'Resend OTP' on any code screen: a new code for the session's pending conversation. R§4: blocked
// while the 180 s countdown runs; the browser's button is not the only wall.

export async function resendCode(): Promise<Result<{ sentAt: number }>> {
  const verify = (await getSession()).verify;
  const wait = verify ? remainingSeconds({ startedAt: verify.sentAt, now: Date.now(), total: RESEND_SECONDS }) : 0;
  if (wait > 0) return fail(appError('otp_too_early', { retryAfter: wait }));

  const ctx = await clientContext();
  const { session, answer } = await withConversation(['signup', 'login-otp', 'forgot-password'], (pending) =>
    resendOtp({ resetJWTToken: pending.resetJWTToken }, ctx),
  );
  if (!answer.ok || !session.verify) return answer.ok ? fail(appError('otp_no_pending')) : answer;
  const sentAt = Date.now();
  session.verify = { ...session.verify, otpExpiry: answer.value.otpExpiry, sentAt };
  await session.save();
  return ok({ sentAt });
}
