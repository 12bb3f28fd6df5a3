import 'server-only';
import { upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { envelopeSchema } from './schemas/common';
import { rtaCommentSchema, rtaRequestDetailSchema, rtaRequestSchema, type RtaTestType } from './schemas/rta-test-requests';

// The learner's RTA test requests (D§7 "RTA test requests: create, view-all, view/{id}, comments";
// contract rows 7.20–7.23; the paths are the reference's, the spec names none). Days go out as the
// UTC-midnight ISO string of the Dubai day (lib/domain/dates.ts dayToApi), made by the caller.

const BASE = '/student/rta-test-request';
const ctxOr = async (ctx?: CallContext) => ctx ?? (await requestContext());

export interface NewRtaRequest {
  testType: RtaTestType;
  preferredDates: string[];
  note?: string;
}

export async function createRtaRequest(body: NewRtaRequest, ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(rtaRequestDetailSchema), `${BASE}/create`, { ...(await ctxOr(ctx)), method: 'POST', json: body })).data;
}

export async function listRtaRequests(ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(rtaRequestSchema.array()), `${BASE}/view-all`, await ctxOr(ctx))).data;
}

export async function getRtaRequest(id: string, ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(rtaRequestDetailSchema), `${BASE}/view/${encodeURIComponent(id)}`, await ctxOr(ctx))).data;
}

/** D§3 Comment: `rtaTestRequestId`, `message`. */
export async function commentOnRtaRequest(rtaTestRequestId: string, message: string, ctx?: CallContext) {
  return (
    await upstreamJson(envelopeSchema(rtaCommentSchema), `${BASE}/comments`, {
      ...(await ctxOr(ctx)),
      method: 'POST',
      json: { rtaTestRequestId, message },
    })
  ).data;
}
