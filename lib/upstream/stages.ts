import 'server-only';
import { z } from 'zod';
import { upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { envelopeSchema } from './schemas/common';

// Stages and approvals (D§4, D§7 "Other"; docs/requests.md). The skip answers the skipped order
// (a 'skipped' row of payment history) and the stage's price that left the balance, in fils.
const skipped = z.object({ stageId: z.string(), orderId: z.string(), amountFils: z.number().int(), skippedAt: z.string() });

export type SkippedStage = z.output<typeof skipped>;

export async function postStageSkip(stageId: string, ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  return (await upstreamJson(envelopeSchema(skipped), '/student/course/stage/skip/', { ...context, method: 'POST', json: { stageId } })).data;
}
