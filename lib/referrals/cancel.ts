import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import type { CancelReferralValues } from '@/lib/schemas/referrals';
import { cancelReferral as postCancel } from '@/lib/upstream/referrals';
import { attempt } from '@/lib/upstream/result';

// The learner cancels their own referral code (D§4 "Referral can be applied, removed or cancelled"):
// no one can apply it afterwards. Someone else's code is the API's 404; a second cancel its 409.

export async function cancelReferral(values: CancelReferralValues): Promise<Result<{ referralCode: string }>> {
  const answer = await attempt(() => postCancel(values.referralCode));
  return answer.ok ? { ok: true, value: { referralCode: answer.value.referralCode } } : answer;
}
