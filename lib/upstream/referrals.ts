import 'server-only';
import { z } from 'zod';
import { upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { envelopeSchema } from './schemas/common';

// The referral report (contract "Referral bonuses", D§7 referral-bonus/user/{id}): the learner's own.
const report = z.object({
  referralCode: z.string().nullable(),
  referralType: z.string(),
  referralAmount: z.number().int(),
  referralList: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      amountFils: z.number().int(),
      status: z.enum(['earned', 'withdrawn']),
      createdAt: z.string(),
      withdrawnAt: z.string().nullable(),
    }),
  ),
  totals: z.object({ totalFils: z.number().int(), withdrawnFils: z.number().int(), remainingFils: z.number().int() }),
});

export type ReferralReport = z.infer<typeof report>;

export async function getReferralReport(userId: string, ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  return (await upstreamJson(envelopeSchema(report), `/referral-bonus/user/${encodeURIComponent(userId)}`, context)).data;
}
