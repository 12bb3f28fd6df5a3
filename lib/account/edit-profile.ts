import 'server-only';
import { appError, fail, ok, type Result } from '@/lib/errors/app-error';
import { SIGNUP_API_FIELDS, SIGNUP_FIELD_LABELS } from '@/lib/schemas/signup';
import type { EditProfileValues } from '@/lib/schemas/profile';
import { getSession, isLoggedIn, type SessionUser } from '@/lib/session';
import { updateProfile } from '@/lib/upstream/profile';
import { attempt, renameFields } from '@/lib/upstream/result';
import { isStudent, toSessionUser } from '@/lib/upstream/user';

// Editing the profile (issue 10): the API applies the sign-up's rules again and answers the record;
// the session's snapshot follows, so the header shows the new name and e-mail at once.
export async function editProfile(values: EditProfileValues): Promise<Result<SessionUser>> {
  const session = await getSession();
  if (!isLoggedIn(session) || !isStudent(session.user)) return fail(appError('unauthorized'));
  const answer = await attempt(() =>
    updateProfile({
      name: values.fullName,
      email: values.email,
      studentDetails: { language: values.language },
      trainingBranchId: values.trainingBranchId,
    }),
  );
  if (!answer.ok) {
    const fields = renameFields(answer.error.fields, SIGNUP_API_FIELDS, SIGNUP_FIELD_LABELS);
    return fail({ ...answer.error, ...(fields ? { fields } : {}) });
  }
  session.user = toSessionUser(answer.value);
  await session.save();
  return ok(session.user);
}
