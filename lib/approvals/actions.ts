'use server';

import { approveNoc, verifyAdditionalTraining } from '@/lib/approvals/decide';
import type { FormState } from '@/lib/forms/form-state';
import { runFormAction } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import { approveNocSchema, verifyTrainingSchema } from '@/lib/schemas/approvals';

/** Approve or reject additional training: back to the dashboard, where the card and the balance show the decision. */
export async function verifyTrainingAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: verifyTrainingSchema,
    run: verifyAdditionalTraining,
    done: (training, { lang, t }) => ({
      redirectTo: localePath(lang, '/dashboard', { training: training.status }),
      notice: t(training.status === 'approved' ? 'approvals.trainingApproved' : 'approvals.trainingRejected'),
    }),
  });
}

/** Approve the NOC: back to the dashboard, where it reads approved. */
export async function approveNocAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: approveNocSchema,
    run: approveNoc,
    done: (_noc, { lang, t }) => ({ redirectTo: localePath(lang, '/dashboard', { noc: 'approved' }), notice: t('approvals.nocApproved') }),
  });
}
