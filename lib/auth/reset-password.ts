import 'server-only';
import { ok, type Result } from '@/lib/errors/app-error';
import type { ResetPasswordValues } from '@/lib/schemas/auth';
import { resetPassword as upstreamReset } from '@/lib/upstream/auth';
import { clientContext } from '@/lib/upstream/context';
import { withConversation } from './conversation';

// The texted code and a new password twice, against the session's reset token (R§4, R§8).

export async function resetPassword(values: ResetPasswordValues): Promise<Result<{ message: string | undefined }>> {
  const ctx = await clientContext();
  const { session, answer } = await withConversation(['forgot-password'], (pending) =>
    upstreamReset({ resetJWTToken: pending.resetJWTToken, ...values }, ctx),
  );
  if (!answer.ok) return answer;
  delete session.verify;
  await session.save();
  return ok({ message: answer.value.message });
}
