import 'server-only';
import { fail, type Result } from '@/lib/errors/app-error';
import type { OtpValues } from '@/lib/schemas/auth';
import { SIGNUP_FIELD_LABELS } from '@/lib/schemas/signup';
import { SIGNUP_API_FIELDS } from '@/lib/upstream/payloads/signup';
import { verifyOtp } from '@/lib/upstream/auth';
import { clientContext } from '@/lib/upstream/context';
import { renameFields } from '@/lib/upstream/result';
import { withConversation } from './conversation';
import { establish, type LoggedIn } from './login';

// 'Verify & Proceed' on the sign-up code screen: the account is created and the student logged in.
// A refusal of the account itself (the number has one, the e-mail or Emirates ID is someone else's)
// keeps the conversation, so the code screen stays on screen to show the refusal and the ways on;
// its code is spent, and a retry reads 'OTP has expired'.

export async function verifySignupCode({ otp }: OtpValues): Promise<Result<LoggedIn>> {
  const ctx = await clientContext();
  const { answer } = await withConversation(['signup'], (pending) => verifyOtp({ resetJWTToken: pending.resetJWTToken, otp }, ctx));
  if (!answer.ok) {
    const fields = renameFields(answer.error.fields, SIGNUP_API_FIELDS, SIGNUP_FIELD_LABELS);
    return fail({ ...answer.error, ...(fields ? { fields } : {}) });
  }
  return establish(answer.value, ctx);
}
