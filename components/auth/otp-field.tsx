'use client';

import type { ReactNode } from 'react';
import { OtpInput } from '@/components/ui/otp-input';
import { OTP_LENGTH } from '@/lib/domain/otp';
import styles from './auth-ui.module.css';

export interface OtpFieldProps {
  label: ReactNode;
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  name?: string;
}

/**
 * The one-digit-per-box code entry, plus a plain input for a browser that runs no script (the
 * boxes need JavaScript to fill their hidden field). The plain input comes first in the form, so it
 * is the `otp` the action reads there; with script on, React never renders it.
 */
export function OtpField({ label, value, onChange, error, name = 'otp' }: OtpFieldProps) {
  return (
    <>
      <noscript>
        <style>{'[data-otp-boxes]{display:none}'}</style>
        <label className={styles.noscriptLabel}>
          {label}
          <input
            name={name}
            className={styles.noscriptInput}
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={OTP_LENGTH}
            autoComplete="one-time-code"
            dir="ltr"
            required
          />
        </label>
        {error ? <p role="alert">{error}</p> : null}
      </noscript>
      <div data-otp-boxes="">
        <OtpInput name={name} label={label} value={value} onChange={onChange} autoFocus error={error} />
      </div>
    </>
  );
}
