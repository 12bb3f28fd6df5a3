'use client';

import { FormAlert } from '@/components/auth/form-alert';
import { useActionButton } from '@/components/forms/use-action-answer';
import { Button } from '@/components/ui/button';
import type { FormState } from '@/lib/forms/form-state';

export type DecisionAction = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;
type Values = Record<string, string>;

/**
 * One decision as one small form: its values ride in hidden fields, so Approve and Reject each post
 * their own `isApproved` with or without the page's script; a refusal (409: already answered) shows here.
 * Nothing is typed, so the dashboard (a reading page, 140 kB budget) carries no form library
 * (useActionButton, not useActionForm); the server action checks the values with the shared schema
 * (lib/schemas/approvals.ts).
 */
export function DecisionForm({
  values,
  action,
  label,
  ariaLabel,
  variant = 'primary',
}: {
  values: Values;
  action: DecisionAction;
  label: string;
  ariaLabel?: string;
  variant?: 'primary' | 'secondary';
}) {
  // The whole dashboard changes (balance, fees due, the card itself): its answer loads the page afresh,
  // as the wizard's steps do. A soft push here could hang on Next 15.5's router race (the action's own
  // request and both fetches of the new page aborted, the button pending for good: seen in CI).
  const { formProps, pending, state } = useActionButton({ action, fullLoad: true });
  return (
    <form {...formProps}>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormAlert message={state.formError} />
      <Button type="submit" variant={variant} loading={pending} aria-label={ariaLabel}>
        {label}
      </Button>
    </form>
  );
}
