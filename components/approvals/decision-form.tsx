'use client';

import { FormAlert } from '@/components/auth/form-alert';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import type { FormState } from '@/lib/forms/form-state';

export type DecisionAction = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;
type Values = Record<string, string>;

const resolvers = {
  training: lazyZodResolver<Values>(() => import('@/lib/schemas/approvals').then((m) => m.verifyTrainingSchema)),
  noc: lazyZodResolver<Values>(() => import('@/lib/schemas/approvals').then((m) => m.approveNocSchema)),
};

/**
 * One decision as one small form: its values ride in hidden fields, so Approve and Reject each post
 * their own `isApproved` with or without the page's script; a refusal (409: already answered) shows here.
 */
export function DecisionForm({
  kind,
  values,
  action,
  label,
  ariaLabel,
  variant = 'primary',
}: {
  kind: keyof typeof resolvers;
  values: Values;
  action: DecisionAction;
  label: string;
  ariaLabel?: string;
  variant?: 'primary' | 'secondary';
}) {
  const { form, formProps, pending, state } = useActionForm<Values>({ action, defaultValues: values, resolver: resolvers[kind] });
  return (
    <form {...formProps}>
      {Object.keys(values).map((name) => (
        <input key={name} type="hidden" {...form.register(name)} />
      ))}
      <FormAlert message={state.formError} />
      <Button type="submit" variant={variant} loading={pending} aria-label={ariaLabel}>
        {label}
      </Button>
    </form>
  );
}
