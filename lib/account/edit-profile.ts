import 'server-only';
import { fail, ok, type Result } from '@/lib/errors/app-error';
import { SIGNUP_FIELD_LABELS } from '@/lib/schemas/signup';
import { SIGNUP_API_FIELDS } from '@/lib/upstream/payloads/signup';
import type { EditProfileValues } from '@/lib/schemas/profile';
import { studentSession, type SessionUser } from '@/lib/session';
import { updateProfile } from '@/lib/upstream/profile';
import { attempt, renameFields } from '@/lib/upstream/result';
import { toSessionUser } from '@/lib/upstream/user';

// Editing the profile (issue 10): the API applies the sign-up's rules again and answers the record;
// the session's snapshot follows, so the header shows the new name and e-mail at once.
export async function editProfile(values: EditProfileValues): Promise<Result<SessionUser>> {
  const auth = await studentSession();
  if (!auth.ok) return auth;
  const session = auth.value;
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
