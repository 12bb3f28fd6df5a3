import 'server-only';
import { fail, ok, appError, type Result } from '@/lib/errors/app-error';
import { getProfile } from '@/lib/upstream/profile';
import { getLecture, getLectureAccess } from '@/lib/upstream/lectures';
import type { Lecture, LectureAccess } from '@/lib/upstream/schemas/lectures';
import { attempt } from '@/lib/upstream/result';

/** `serverNow`: this server's clock when the access was read, so a page can count the window down (lib/domain/lecture-window). */
export type LectureView = { access: LectureAccess; lecture: Lecture | null; serverNow: number };

/**
 * What a lecture page shows: the lecture language and OTP window, and (when open) the curriculum of the
 * learner's licence type in that language, with `lessonId`'s lesson (else the current one).
 */
export async function loadLecture(lessonId?: string): Promise<Result<LectureView>> {
  const serverNow = Date.now();
  const [access, profile] = await Promise.all([attempt(() => getLectureAccess()), attempt(() => getProfile())]);
  if (!access.ok) return access;
  if (!profile.ok) return profile;
  const licenseTypeId = profile.value.studentDetails.requiredLicenseId;
  if (typeof licenseTypeId !== 'string') return fail(appError('lesson_not_found'));
  if (!access.value.accessUntil) return ok({ access: access.value, lecture: null, serverNow });
  const lecture = await attempt(() => getLecture({ licenseTypeId, language: access.value.language, ...(lessonId ? { lessonId } : {}) }));
  if (!lecture.ok) {
    // the window closed between the two reads: the gate again
    if (lecture.error.code === 'lecture_otp_required') return ok({ access: { ...access.value, accessUntil: null }, lecture: null, serverNow });
    return lecture;
  }
  return ok({ access: access.value, lecture: lecture.value, serverNow });
}
