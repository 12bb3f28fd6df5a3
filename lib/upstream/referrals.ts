import 'server-only';
import { z } from 'zod';
import { upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { aedAsFils } from './money';
import { envelopeSchema } from './schemas/common';

// The referral report (D§7 referral-bonus/user/{id}): the learner's own. D§3 names the report's
// fields (referralList, referralCode, referralAmount, referralType) and its totals (total, remaining,
// withdrawn); R§3 the items' refereeAmount. Amounts travel in AED and are read into fils here.
// Grouping the totals under `totals`, and the items' other fields, are the reference API's (spec silent).
const report = z
  .object({
    referralCode: z.string().nullable(),
    referralType: z.string(),
    referralAmount: aedAsFils,
    referralList: z.array(
      z.object({
        _id: z.string(),
        name: z.string(),
        refereeAmount: aedAsFils,
        status: z.enum(['earned', 'withdrawn']),
        createdAt: z.string(),
        withdrawnAt: z.string().nullable(),
      }),
    ),
    totals: z.object({ total: aedAsFils, remaining: aedAsFils, withdrawn: aedAsFils }),
  })
  .transform(({ referralAmount, referralList, totals, ...rest }) => ({
    ...rest,
    referralAmountFils: referralAmount,
    referralList: referralList.map(({ refereeAmount, ...item }) => ({ ...item, amountFils: refereeAmount })),
    totals: { totalFils: totals.total, withdrawnFils: totals.withdrawn, remainingFils: totals.remaining },
  }));

export type ReferralReport = z.output<typeof report>;

export async function getReferralReport(userId: string, ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  return (await upstreamJson(envelopeSchema(report), `/referral-bonus/user/${encodeURIComponent(userId)}`, context)).data;
}

const cancelled = z.object({ referralCode: z.string(), isActive: z.literal(false), cancelledAt: z.string() });

/** POST cancell-referral (D§4, D§7; the spec's spelling): the learner cancels their own code. */
export async function cancelReferral(referralCode: string, ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  return (await upstreamJson(envelopeSchema(cancelled), '/cancell-referral', { ...context, method: 'POST', json: { referralCode } })).data;
}
