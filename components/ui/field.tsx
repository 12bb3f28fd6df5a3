'use client';

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './field-frame';
import styles from './field.module.css';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  /** An encoded schema message or a text already in the page's language. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A text input in the field frame. Spread react-hook-form's `register(name)` into it. */
export function Field({ label, hint, error, id, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className} describedBy={input['aria-describedby']}>
      {(aria) => <input {...input} {...aria} className={styles.input} />}
    </FieldFrame>
  );
}
