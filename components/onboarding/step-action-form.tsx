'use client';

import { useActionState, useEffect, type ReactNode } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { useStateToasts } from '@/components/auth/use-state-toasts';
import { INITIAL_FORM_STATE, type FormState } from '@/components/forms/form-state';

type StepAction = (state: FormState, form: FormData) => Promise<FormState>;

/**
 * A wizard control that asks the API and lets the server re-render the step (course choice, plan,
 * milestone, promotion, referral). Works as a plain post before JavaScript; once hydrated it shows
 * the answer's toasts, and `autoSubmit` sends the form when one of its inputs changes (a radio or a
 * box), so nobody has to find an Update button. `render` shows the answer's field errors.
 */
export function StepActionForm({
  action,
  children,
  autoSubmit = false,
  className,
  label,
  render,
}: {
  action: StepAction;
  children?: ReactNode;
  autoSubmit?: boolean;
  className?: string;
  label?: string;
  render?: (state: FormState, pending: boolean) => ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_FORM_STATE);
  useStateToasts(state);
  useEffect(() => {
    // after logout (already paid) a full load: nothing of the old session stays in memory
    if (state.redirectTo) window.location.assign(state.redirectTo);
  }, [state]);
  return (
    <form
      action={formAction}
      className={className}
      aria-label={label}
      aria-busy={pending || undefined}
      onChange={
        autoSubmit
          ? (event) => {
              const input = event.target as unknown as { form?: HTMLFormElement | null };
              if (input.form === event.currentTarget) event.currentTarget.requestSubmit();
            }
          : undefined
      }
    >
      {children}
      {render?.(state, pending)}
      <FormAlert message={state.formError} />
    </form>
  );
}
