import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import { sendLectureOtp } from '@/lib/upstream/lectures';
import { attempt } from '@/lib/upstream/result';

/** A lecture code by SMS (D§4): the answer's expiry is 5 minutes ahead; the gate counts down to it. */
export async function sendLectureCode(): Promise<Result<{ otpExpiry: string }>> {
  return attempt(() => sendLectureOtp());
}
