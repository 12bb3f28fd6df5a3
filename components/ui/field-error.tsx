'use client';

import { useErrorText } from './hooks/use-error-text';
import styles from './field.module.css';

/** The error under a control; role=alert so it is announced when it appears. */
export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  const text = useErrorText()(message);
  if (!text || !id) return null;
  return (
    <p id={id} role="alert" className={styles.error}>
      {text}
    </p>
  );
}
