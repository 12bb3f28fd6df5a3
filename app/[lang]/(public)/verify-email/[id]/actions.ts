'use server';

import { assertSameOriginAction } from '@/lib/forms/action-origin';
import { getTranslations } from 'next-intl/server';
import type { FormState } from '@/lib/forms/form-state';
import { verifyEmail } from '@/lib/auth/email-verification';
import { errorText, type Translate } from '@/lib/errors/text';
import { pageLocale } from '@/lib/forms/run-form-action';
import { verifyEmailSchema } from '@/lib/schemas/auth';

/** The e-mail link's id and verifyToken. Success: its message as a toast (R§2); failure: 'Email Verification Failed'. */
export async function verifyEmailAction(previous: FormState, payload: FormData): Promise<FormState> {
  await assertSameOriginAction();
  const t = (await getTranslations({ locale: await pageLocale() })) as unknown as Translate;
  const input = verifyEmailSchema.safeParse({ id: payload.get('id'), verifyToken: payload.get('verifyToken') });
  const result = input.success ? await verifyEmail(input.data) : null;
  if (result?.ok) return { seq: previous.seq + 1, status: 'done', notice: t('verifyEmail.verified') };
  const formError = result ? errorText(result.error, t) : t('errors.auth.email_verification_failed');
  return { seq: previous.seq + 1, status: 'failed', formError };
}
