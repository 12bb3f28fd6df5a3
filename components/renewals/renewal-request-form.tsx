'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import { useActionButton } from '@/components/forms/use-action-answer';
import { Button } from '@/components/ui/button';
import type { FormState } from '@/lib/forms/form-state';
import type { PermitType } from '@/lib/upstream/schemas/renewals';

export type RenewalAction = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;

/**
 * 'Request renewal' of one document. Nothing is typed, so the dashboard (a reading page) carries no form
 * library (useActionButton, not useActionForm); the server action checks the document with the shared
 * schema. Before hydration it posts to the same action. A refusal shows the server's line, by its code.
 */
export function RenewalRequestForm({ type, document, action }: { type: PermitType; document: string; action: RenewalAction }) {
  const t = useTranslations('renewals');
  const { formProps, pending, state } = useActionButton({ action });
  return (
    <form {...formProps}>
      <input type="hidden" name="type" value={type} />
      <FormAlert message={state.formError} />
      <Button type="submit" variant="secondary" loading={pending} aria-label={t('requestFor', { document })}>
        {t('request')}
      </Button>
    </form>
  );
}
