import 'server-only';
import { z } from 'zod';
import type { PersonalDetailsPayload } from './payloads/personal-details';
import { upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { envelopeSchema } from './schemas/common';
import { userSchema } from './schemas/user';

const savedSchema = envelopeSchema(z.object({ userRecord: userSchema }));

/**
 * Step 1 of onboarding (R§3 personal-details payload). The answer's user record has moved on to
 * currentStage 'courseDetails'. Refusals: 400 with field errors; 409 stage_closed once the learner has paid.
 */
export async function savePersonalDetails(payload: PersonalDetailsPayload, ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  return (await upstreamJson(savedSchema, '/user/v1/student/personal-details', { ...context, method: 'PUT', json: payload })).data.userRecord;
}
