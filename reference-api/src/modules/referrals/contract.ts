import { z } from 'zod';
import { defineErrors } from '../../platform/errors';

// The referral report (D§3 "Referral report: referralList, referralCode, referralAmount, referralType;
// totals total, remaining and withdrawn", D§7 GET referral-bonus/user/{id}). Money in integer fils.
export const REFERRAL_ERRORS = defineErrors({
  bonus_withdrawn: [409, 'This referral bonus has already been withdrawn'],
});

export const referralReportSchema = z.object({
  referralCode: z.string().nullable(),
  referralType: z.literal('Referral code'),
  /** what each learner who registers with the code earns its owner (and saves themselves) */
  referralAmount: z.number().int(),
  referralList: z.array(
    z.object({
      _id: z.string(),
      /** the referee's first name and initial only */
      name: z.string(),
      amountFils: z.number().int(),
      status: z.enum(['earned', 'withdrawn']),
      createdAt: z.string(),
      withdrawnAt: z.string().nullable(),
    }),
  ),
  totals: z.object({ totalFils: z.number().int(), withdrawnFils: z.number().int(), remainingFils: z.number().int() }),
});
