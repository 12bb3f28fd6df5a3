import { z } from 'zod';
import { defineErrors } from '../../platform/errors';

// The referral report (D§3 "Referral report: referralList, referralCode, referralAmount, referralType;
// totals total, remaining and withdrawn", D§7 GET referral-bonus/user/{id}). Amounts in AED.
export const REFERRAL_ERRORS = defineErrors({
  bonus_withdrawn: [409, 'This referral bonus has already been withdrawn'],
  referral_already_cancelled: [409, 'This referral code has already been cancelled'],
});

/** POST cancell-referral (D§4, D§7; the spec's spelling): the owner withdraws their code from use. */
export const cancelReferralInputSchema = z.object({ referralCode: z.string().trim().min(1).max(40) });
export const cancelReferralAnswerSchema = z.object({ referralCode: z.string(), isActive: z.literal(false), cancelledAt: z.string() });
export const REFERRAL_LABELS = { referralCode: 'Referral code' } as const;

/** An AED amount with at most two decimals (answers go out through money/format.ts `aedOf`). */
const aed = z.number().nonnegative();

export const referralReportSchema = z.object({
  referralCode: z.string().nullable(),
  referralType: z.literal('Referral code'),
  /** what each learner who registers with the code earns its owner (and saves themselves), AED */
  referralAmount: aed,
  referralList: z.array(
    z.object({
      _id: z.string(),
      /** the referee's first name and initial only */
      name: z.string(),
      /** R§3: the bonus this referee earned the owner, AED */
      refereeAmount: aed,
      status: z.enum(['earned', 'withdrawn']),
      createdAt: z.string(),
      withdrawnAt: z.string().nullable(),
    }),
  ),
  /** D§3 "Referral totals are total, remaining and withdrawn" (AED); grouped under `totals`: spec silent */
  totals: z.object({ total: aed, remaining: aed, withdrawn: aed }),
});
