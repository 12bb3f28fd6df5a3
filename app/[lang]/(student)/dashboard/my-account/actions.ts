'use server';

import { assertSameOriginAction } from '@/lib/forms/action-origin';
import { getTranslations } from 'next-intl/server';
import type { FormState } from '@/lib/forms/form-state';
import { sendVerificationEmail } from '@/lib/auth/email-verification';
import { errorText, type Translate } from '@/lib/errors/text';
import { pageLocale } from '@/lib/forms/run-form-action';

/** 'Send verification email': a toast on success, else 'Unable to send verification mail' (D§8). */
export async function sendVerificationEmailAction(previous: FormState): Promise<FormState> {
  await assertSameOriginAction();
  const t = (await getTranslations({ locale: await pageLocale() })) as unknown as Translate;
  const result = await sendVerificationEmail();
  if (result.ok) return { seq: previous.seq + 1, status: 'done', notice: t('account.verificationSent') };
  // A throttle explains itself; anything else is the spec's one text.
  const formError = result.error.status === 429 ? errorText(result.error, t) : t('account.verificationFailed');
  return { seq: previous.seq + 1, status: 'failed', errorCode: result.error.code, formError };
}
