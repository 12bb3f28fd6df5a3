'use client';

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
 * Its words come translated from the server (the dashboard sends no message namespace to the browser).
 */
export function RenewalRequestForm({
  type,
  label,
  fullLabel,
  action,
}: {
  type: PermitType;
  label: string;
  fullLabel: string;
  action: RenewalAction;
}) {
  // The whole dashboard changes (balance, fees due, the card itself): its answer loads the page afresh,
  // as the wizard's steps do. A soft push here could hang on Next 15.5's router race (the action's own
  // request and both fetches of the new page aborted, the button pending for good: seen in CI).
  const { formProps, pending, state } = useActionButton({ action, fullLoad: true });
  return (
    <form {...formProps}>
      <input type="hidden" name="type" value={type} />
      <FormAlert message={state.formError} />
      <Button type="submit" variant="secondary" loading={pending} aria-label={fullLabel}>
        {label}
      </Button>
    </form>
  );
}
