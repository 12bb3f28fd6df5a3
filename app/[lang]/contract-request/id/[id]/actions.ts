'use server';

import { sendContractCode } from '@/lib/contracts/send-code';
import { signContract } from '@/lib/contracts/sign';
import type { FormState } from '@/lib/forms/form-state';
import { pageLocale, runFormAction } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import { contractCodeSchema, contractLinkSchema } from '@/lib/schemas/contract';

// The contract page's two steps, on the one form pattern: each works as a plain post before hydration
// (the answer redirects) and as an action once hydrated (the form navigates itself).
const page = (id: string) => `/contract-request/id/${encodeURIComponent(id)}`;

/** 'Send code': the code goes to the learner's phone; the page then shows the code step. */
export async function sendContractCodeAction(state: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(state, payload, {
    schema: contractLinkSchema,
    run: sendContractCode,
    done: (_value, { lang, values, t }) => ({
      redirectTo: localePath(lang, page(values.id ?? ''), { step: 'code' }),
      notice: t('contractRequest.codeSent'),
    }),
  });
}

/** 'Sign': the code signs the contract; then the thank-you page. */
export async function signContractAction(state: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(state, payload, {
    schema: contractCodeSchema,
    secrets: ['otp'],
    errorField: 'otp',
    run: async (values) => signContract(values, await pageLocale()),
    done: (_value, { lang, values }) => ({ redirectTo: localePath(lang, `${page(values.id ?? '')}/thank-you`) }),
  });
}
