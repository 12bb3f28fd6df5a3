'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import type { FormState } from '@/lib/forms/form-state';
import type { PermitType } from '@/lib/upstream/schemas/renewals';

type Values = { type: PermitType };
export type RenewalAction = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;

const resolver = lazyZodResolver<Values>(() => import('@/lib/schemas/renewals').then((m) => m.renewalRequestSchema));

/** 'Request renewal' of one document; a refusal shows the server's line, translated by its code. */
export function RenewalRequestForm({ type, document, action }: { type: PermitType; document: string; action: RenewalAction }) {
  const t = useTranslations('renewals');
  const { form, formProps, pending, state } = useActionForm<Values>({ action, defaultValues: { type }, resolver });
  return (
    <form {...formProps}>
      <input type="hidden" {...form.register('type')} />
      <FormAlert message={state.formError} />
      <Button type="submit" variant="secondary" loading={pending} aria-label={t('requestFor', { document })}>
        {t('request')}
      </Button>
    </form>
  );
}
