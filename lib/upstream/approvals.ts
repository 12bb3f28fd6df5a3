import 'server-only';
import { upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { envelopeSchema } from './schemas/common';
import { addonDetailsSchema, additionalTrainingSchema, approvalsSchema, nocSchema } from './schemas/approvals';

// Approvals (D§7 "Other"; docs/requests.md "Stages and approvals"): the learner's NOC and the centre's
// offers of additional training (the reference's `student/approvals` read), the spec's decisions, and
// one bought add-on's details.
const ctxOr = async (ctx?: CallContext) => ctx ?? (await requestContext());

export async function getApprovals(ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(approvalsSchema), '/student/approvals', await ctxOr(ctx))).data;
}

/** D§3 `{isApproved}` (row 8.18), naming the offer the card shows. */
export async function postVerifyAdditionalTraining(body: { isApproved: boolean; additionalTrainingId: string }, ctx?: CallContext) {
  const context = await ctxOr(ctx);
  return (
    await upstreamJson(envelopeSchema(additionalTrainingSchema), '/user/v1/verify-additional-training', { ...context, method: 'POST', json: body })
  ).data;
}

/** Row 8.17: the learner approves the NOC the centre recorded. */
export async function putApproveNoc(ctx?: CallContext) {
  const context = await ctxOr(ctx);
  return (await upstreamJson(envelopeSchema(nocSchema), '/user/v1/approve-noc', { ...context, method: 'PUT' })).data;
}

/** Row 8.16: one add-on the learner bought; another learner's id is the API's 404. */
export async function getAdditionalAddon(id: string, ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(addonDetailsSchema), `/student/additional-addon/${encodeURIComponent(id)}`, await ctxOr(ctx))).data;
}
