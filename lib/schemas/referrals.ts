import * as z from 'zod';

/** 'Cancel referral code' (D§4, D§7 cancell-referral): a button carrying the learner's own code. */
export const cancelReferralSchema = z.object({ referralCode: z.string().trim().min(1).max(40) });
export type CancelReferralValues = z.output<typeof cancelReferralSchema>;
