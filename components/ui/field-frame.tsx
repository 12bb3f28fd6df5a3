'use client';

import { useId, type FocusEventHandler, type ReactNode } from 'react';
import { cx, describedBy } from './aria';
import { FieldError } from './field-error';
import styles from './field.module.css';

export interface ControlAria {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  /** An encoded schema message or a text already in the page's language. */
  error?: string | undefined;
  id?: string;
  /** A group of controls (radios, the phone's parts): fieldset + legend instead of label. */
  group?: boolean;
  className?: string;
  /** Ids the control already points at (e.g. a rules tip). */
  describedBy?: string | undefined;
  /** An id for the label, for controls that name a second element by it (the date field's calendar button). */
  labelId?: string;
  /** Focus leaving the whole frame (a control made of several elements). */
  onBlur?: FocusEventHandler<HTMLDivElement>;
  /** Nodes between the control and the hint (a show-password button, a tip). */
  children: (aria: ControlAria) => ReactNode;
}

/**
 * The one frame around every form control: label (or legend), the control, its hint and its error,
 * wired for assistive technology (aria-describedby to hint and error, aria-invalid, the error
 * announced as it appears). Every field in components/ui is this frame around its control.
 */
export function FieldFrame({ label, hint, error, id, group, className, describedBy: extra, labelId, onBlur, children }: FieldFrameProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const aria: ControlAria = {
    id: controlId,
    ...(describedBy(extra, hintId, errorId) ? { 'aria-describedby': describedBy(extra, hintId, errorId) } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
  };
  const after = (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </>
  );
  if (group) {
    return (
      <fieldset className={cx(styles.field, styles.fieldset, className)} aria-describedby={describedBy(hintId, errorId)}>
        <legend className={styles.label}>{label}</legend>
        {children(aria)}
        {after}
      </fieldset>
    );
  }
  return (
    <div className={cx(styles.field, className)} onBlur={onBlur}>
      <label id={labelId} htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {children(aria)}
      {after}
    </div>
  );
}
