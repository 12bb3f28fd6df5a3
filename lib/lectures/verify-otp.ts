import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import type { LectureOtpValues } from '@/lib/schemas/lectures';
import { verifyLectureOtp } from '@/lib/upstream/lectures';
import { attempt } from '@/lib/upstream/result';

/** The lecture code: a right one opens the lectures for a while (the centre keeps that window). */
export async function verifyLectureCode(values: LectureOtpValues): Promise<Result<{ accessUntil: string }>> {
  return attempt(() => verifyLectureOtp(values.otp));
}
