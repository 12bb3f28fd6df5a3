'use client';

import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { cx } from './aria';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  /** Shows a spinner and ignores clicks; the button keeps its focus and label. */
  loading?: boolean;
  /** Full width of its container. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * `type` defaults to "button": pass type="submit" for a form's submit. While loading the
 * button is aria-disabled rather than disabled, so focus is not lost and a double submit
 * (click or Enter) is swallowed here.
 */
export function Button({ variant = 'primary', loading = false, block, type = 'button', className, onClick, children, ...rest }: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return (
    <button
      {...rest}
      type={type}
      onClick={handleClick}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      className={cx(styles.button, styles[variant], block && styles.block, className)}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      <span className={styles.label}>{children}</span>
    </button>
  );
}
