'use client';

import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx, describedBy } from './aria';
import { FieldError } from './field-error';
import styles from './field.module.css';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  /** An encoded schema message or a plain text (e.g. a server's). */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Label + input + hint + error. Spread react-hook-form's `register(name)` into it. */
export function Field({ label, hint, error, id, className, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(input['aria-describedby'], hintId, errorId)}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
