import 'server-only';
import { upstreamJson, type CallContext } from './client';
import { envelopeSchema } from './schemas/common';
import { profileSchema, userSchema } from './schemas/user';

/** The logged-in student's profile (may carry pendingErpLog). */
export async function getProfile(ctx: CallContext & { token: string }) {
  return (await upstreamJson(envelopeSchema(profileSchema), '/user/v1/student/profile', ctx)).data;
}

/** Quick register of a pre-registered user; 403 when the user is not pre-registered. */
export async function preRegister(payload: Record<string, unknown>, ctx: CallContext & { token: string }) {
  return (await upstreamJson(envelopeSchema(userSchema), '/user/v1/student/pre-register', { ...ctx, method: 'PUT', json: payload })).data;
}
