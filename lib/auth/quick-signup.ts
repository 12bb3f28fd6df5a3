import 'server-only';
import { appError, fail, ok, type Result } from '@/lib/errors/app-error';
import { englishLabel } from '@/lib/errors/english';
import { isStartingCode } from '@/lib/domain/phone';
import { issueFields } from '@/lib/schemas/issues';
import { makeQuickSignupSchema, SIGNUP_FIELD_LABELS, type QuickSignupValues } from '@/lib/schemas/signup';
import { SIGNUP_API_FIELDS, toQuickRegisterPayload } from '@/lib/upstream/payloads/signup';
import { studentSession, type SessionUser } from '@/lib/session';
import { getProfile, preRegister } from '@/lib/upstream/profile';
import { requestContext } from '@/lib/upstream/context';
import { attempt, renameFields } from '@/lib/upstream/result';
import { toSessionUser } from '@/lib/upstream/user';

// 'Completed Registration' (R§2): a pre-registered student completes the profile. The e-mail and the
// phone prefix are locked: they come from the profile, whatever the browser sent.

export async function completeQuickSignup(values: QuickSignupValues): Promise<Result<SessionUser>> {
  const auth = await studentSession();
  if (!auth.ok) return auth;
  const session = auth.value;
  const ctx = await requestContext();
  const profile = await attempt(() => getProfile(ctx));
  if (!profile.ok) return profile;

  const first = profile.value.phones.firstNumber;
  const locked = {
    email: profile.value.email,
    ...(isStartingCode(first.startingCode) ? { countryCode: first.countryCode, startingCode: first.startingCode } : {}),
  };
  const checked = makeQuickSignupSchema({ now: new Date() }).safeParse({ ...values, ...locked });
  if (!checked.success) return fail(appError('invalid_data', { fields: issueFields(checked.error, englishLabel) }));

  const answer = await attempt(() => preRegister(toQuickRegisterPayload(checked.data), ctx));
  if (!answer.ok) {
    const fields = renameFields(answer.error.fields, SIGNUP_API_FIELDS, SIGNUP_FIELD_LABELS);
    return fail({ ...answer.error, ...(fields ? { fields } : {}) });
  }
  // The guard reads nationality from the snapshot: without a fresh one the student would bounce back here.
  session.user = toSessionUser(answer.value);
  await session.save();
  return ok(session.user);
}
