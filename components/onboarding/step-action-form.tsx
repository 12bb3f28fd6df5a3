'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { useActionButton } from '@/components/forms/use-action-answer';
import type { StepState } from '@/lib/onboarding/actions';

export type StepAction = (state: StepState, payload: FormData | Record<string, string>) => Promise<StepState>;

/**
 * A wizard control on the one form pattern (useActionButton: nothing here is checked in the browser): toasts (R§8), then `onDone` with the
 * API's new course, or a full load of `redirectTo` (the stage moved on, or a forced logout after
 * 'User has already done payment').
 */
export function useStepAction(action: StepAction, onDone?: (state: StepState) => void) {
  return useActionButton<StepState>({ action, fullLoad: true, ...(onDone ? { onDone } : {}) });
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
 * A wizard control that asks the API. Works as a plain post before JavaScript; once hydrated the
 * form pattern sends it, so React does not reset the form after the answer (a field keeps what was
 * typed). `render` shows the answer's field errors.
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
  const { state, pending, formProps } = useStepAction(action, onDone);
  usePendingReport(pending, onPending);
  return (
    <form {...formProps} className={className} aria-label={label}>
      {children}
      {render?.(state, pending)}
      <FormAlert message={state.formError} />
    </form>
  );
}
