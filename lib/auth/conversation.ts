import 'server-only';
import { appError, fail, type Result } from '@/lib/errors/app-error';
import { getSession, type PendingVerification, type Session } from '@/lib/session';
import { attempt } from '@/lib/upstream/result';

// The code screens' one way with the OTP conversation the session holds: no code waiting (for this
// screen's purpose) reads 'OTP has expired', and a conversation the API no longer knows (401) leaves
// the session and reads the same, never as "your session ended".

export async function withConversation<T>(
  purposes: readonly PendingVerification['purpose'][],
  call: (pending: PendingVerification) => Promise<T>,
): Promise<{ session: Session; answer: Result<T> }> {
  const session = await getSession();
  const pending = session.verify;
  if (!pending || !purposes.includes(pending.purpose)) return { session, answer: fail(appError('otp_no_pending')) };
  const answer = await attempt(() => call(pending));
  if (!answer.ok && answer.error.status === 401) {
    delete session.verify;
    await session.save();
    return { session, answer: fail(appError('otp_no_pending')) };
  }
  return { session, answer };
}
