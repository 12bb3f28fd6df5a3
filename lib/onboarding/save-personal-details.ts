import 'server-only';
import { appError, fail, ok, type Result } from '@/lib/errors/app-error';
import { englishLabel } from '@/lib/errors/english';
import type { LearnerFacts } from '@/lib/domain/personal-details';
import { toPersonalDetailsPayload } from '@/lib/upstream/payloads/personal-details';
import { issueFields } from '@/lib/schemas/issues';
import { makePersonalDetailsSchema, personalDetailsField, type PersonalDetailsValues } from '@/lib/schemas/personal-details';
import { studentSession, type SessionUser } from '@/lib/session';
import { requestContext } from '@/lib/upstream/context';
import { savePersonalDetails as putPersonalDetails } from '@/lib/upstream/personal-details';
import { getProfile } from '@/lib/upstream/profile';
import { attempt, renameFields } from '@/lib/upstream/result';
import type { Profile } from '@/lib/upstream/schemas/user';
import { toSessionUser } from '@/lib/upstream/user';

// Onboarding step 1, 'Personal Detail' (R§5): the answers checked against the learner's own profile
// (gender, required licence and gear type decide which questions count, whatever the browser sent),
// turned into the R§3 payload and saved. The API then moves the learner to course selection (R§4).

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the profile says about the learner, for the questions that depend on it. */
export function learnerFacts(profile: Pick<Profile, 'gender' | 'studentDetails'>): LearnerFacts {
  const details = profile.studentDetails;
  return {
    gender: profile.gender ?? '',
    requiredLicenseId: text(details.requiredLicenseId),
    requiredLicenseCategory: text(details.requiredLicenseCategory),
    gearType: text(details.gearType),
    // The portal knows no corporate customers yet (R§5 'add new category' excludes them).
    isCorporate: false,
  };
}

/** An upstream refusal's field paths as the form's controls (unknown ones become toasts). */
function formFields(fields: Parameters<typeof renameFields>[0]) {
  if (!fields) return undefined;
  const map = Object.fromEntries(Object.keys(fields).map((path) => [path, personalDetailsField(path)]));
  return renameFields(fields, map);
}

export async function savePersonalDetails(values: PersonalDetailsValues, { now = new Date() }: { now?: Date } = {}): Promise<Result<SessionUser>> {
  const auth = await studentSession();
  if (!auth.ok) return auth;
  const session = auth.value;
  const ctx = await requestContext();
  const profile = await attempt(() => getProfile(ctx));
  if (!profile.ok) return profile;

  const facts = learnerFacts(profile.value);
  const locked = { gender: facts.gender, requiredLicenseId: facts.requiredLicenseId, gearType: facts.gearType };
  const checked = makePersonalDetailsSchema({ now }).safeParse({ ...values, ...locked });
  if (!checked.success) return fail(appError('invalid_data', { fields: issueFields(checked.error, englishLabel) }));

  const saved = await attempt(() => putPersonalDetails(toPersonalDetailsPayload(checked.data, facts), ctx));
  if (!saved.ok) {
    const fields = formFields(saved.error.fields);
    return fail({ ...saved.error, ...(fields ? { fields } : {}) });
  }
  // A changed nationality changes what the guards read from the session's snapshot.
  session.user = toSessionUser(saved.value);
  await session.save();
  return ok(session.user);
}
