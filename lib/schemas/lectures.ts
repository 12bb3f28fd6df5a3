import * as z from 'zod';
import { lectureLanguageSchema } from '@/lib/upstream/schemas/lectures';

// The lecture forms: the code (the auth screens' six-digit rule: D§5 does not give the lecture OTP's
// length, docs/learning.md) and the lecture language. Shared by each form and its server action.
export { otpSchema as lectureOtpSchema, type OtpValues as LectureOtpValues } from './auth';

export const lectureLanguageFormSchema = z.object({ language: lectureLanguageSchema });
export type LectureLanguageValues = z.output<typeof lectureLanguageFormSchema>;

export const sendLectureCodeSchema = z.object({});
