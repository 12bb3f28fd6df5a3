'use server';

import type { FormState } from '@/lib/forms/form-state';
import { runFormAction } from '@/lib/forms/run-form-action';
import { cancelReferral } from '@/lib/referrals/cancel';
import { cancelReferralSchema } from '@/lib/schemas/referrals';

/** 'Cancel referral code': the API's 'Referral Cancelled Successfully !' as a toast, then the report again. */
export async function cancelReferralAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: cancelReferralSchema,
    run: cancelReferral,
    done: (_cancelled, { t, values, lang }) => ({
      notice: t('referral.cancelled'),
      // another address than the page's own, so the hydrated form navigates softly and the toast stays
      redirectTo: `/${lang}/dashboard/my-referral-report/${encodeURIComponent(values.id ?? '')}?cancelled=1`,
    }),
  });
}
