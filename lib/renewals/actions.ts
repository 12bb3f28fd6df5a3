'use server';

import type { FormState } from '@/lib/forms/form-state';
import { runFormAction } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import { requestRenewal } from '@/lib/renewals/request';
import { renewalRequestSchema } from '@/lib/schemas/renewals';

/** Request a renewal (D§8): back to the dashboard, whose prompt now names the day to visit the centre. */
export async function requestRenewalAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: renewalRequestSchema,
    run: requestRenewal,
    done: (_permit, { lang, t }) => ({ redirectTo: localePath(lang, '/dashboard', { renewal: 'requested' }), notice: t('renewals.requested') }),
  });
}
