'use client';

import { startTransition, useActionState, useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { useStateToasts } from '@/components/auth/use-state-toasts';
import { INITIAL_FORM_STATE } from '@/lib/forms/form-state';
import type { StepState } from '@/lib/onboarding/actions';

export type StepAction = (state: StepState, form: FormData) => Promise<StepState>;

/**
 * The wizard's answers, handled one way: toasts (R§8), then `onDone` with the API's new state, or a
 * full load of `redirectTo`: after a forced logout ('User has already done payment'), or when the
 * stage moved on (a soft refresh right after an action can keep the old tree in Next 15.5,
 * vercel/next.js #88343, #96233).
 */
export function useStepAction(action: StepAction, onDone?: (state: StepState) => void) {
  const [state, dispatch, pending] = useActionState(action, INITIAL_FORM_STATE as StepState);
  useStateToasts(state);
  useEffect(() => {
    if (state.redirectTo) window.location.assign(state.redirectTo);
    else if (state.status === 'done') onDone?.(state);
    // only a new answer counts, not a new callback
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  /** Sends a form's data (or the given data) as a transition, as the hydrated form does. */
  const send = (data: FormData) => startTransition(() => dispatch(data));
  return { state, dispatch, pending, send };
}

/** Reports `pending` as it changes, and false when the control goes away (an applied code's form does). */
export function usePendingReport(pending: boolean, onPending?: PendingReport) {
  const source = useId();
  const report = useRef(onPending);
  report.current = onPending;
  useEffect(() => report.current?.(pending, source), [pending, source]);
  useEffect(() => () => report.current?.(false, source), [source]);
}

/** A control's pending state, named by the control (several may report to one listener). */
export type PendingReport = (pending: boolean, source: string) => void;

/**
 * A wizard control that asks the API. Works as a plain post before JavaScript; once hydrated it is
 * sent by hand, so React does not reset the form after the answer (a field keeps what was typed).
 * `render` shows the answer's field errors.
 */
export function StepActionForm({
  action,
  children,
  className,
  label,
  onDone,
  onPending,
  render,
}: {
  action: StepAction;
  children?: ReactNode;
  className?: string;
  label?: string;
  onDone?: (state: StepState) => void;
  /** whether a change is on its way (the amount shown is about to change) */
  onPending?: PendingReport;
  render?: (state: StepState, pending: boolean) => ReactNode;
}) {
  const { state, dispatch, pending, send } = useStepAction(action, onDone);
  usePendingReport(pending, onPending);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter));
  };
  return (
    <form action={dispatch} onSubmit={submit} className={className} aria-label={label} aria-busy={pending || undefined}>
      {children}
      {render?.(state, pending)}
      <FormAlert message={state.formError} />
    </form>
  );
}
