import 'server-only';
import { upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import type { QuickRegisterPayload } from './payloads/signup';
import { envelopeSchema } from './schemas/common';
import { profileSchema, userSchema } from './schemas/user';

/** Row 2.10: the centre's path of the profile (also the BFF's pass-through read, lib/bff/routes/student.ts). */
export const PROFILE_PATH = 'user/v1/student/profile';

/** The logged-in student's profile (may carry pendingErpLog). */
export async function getProfile(ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(profileSchema), PROFILE_PATH, ctx ?? (await requestContext()))).data;
}

/** Quick register of a pre-registered user; 403 when the user is not pre-registered. */
export async function preRegister(payload: QuickRegisterPayload, ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  return (await upstreamJson(envelopeSchema(userSchema), '/user/v1/student/pre-register', { ...context, method: 'PUT', json: payload })).data;
}

/** What a learner may change: name, e-mail (verified again when it changes), lecture language, branch. */
export async function updateProfile(
  payload: { name: string; email: string; studentDetails: { language: string }; trainingBranchId: string },
  ctx?: CallContext,
) {
  const context = ctx ?? (await requestContext());
  return (await upstreamJson(envelopeSchema(userSchema), 'user/v1/student', { ...context, method: 'PUT', json: payload })).data;
}
