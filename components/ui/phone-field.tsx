'use client';

import { useRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslations } from 'next-intl';
import { COUNTRY_CODE, STARTING_CODES, normalisePhoneNumber, splitUaeMobile } from '@/lib/domain/phone';
import { cx } from './aria';
import { FieldFrame } from './field-frame';
import styles from './field.module.css';

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };
type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export interface PhoneFieldProps {
  /** Group label; defaults to 'Phone Number'. */
  label?: ReactNode;
  /** `register('startingCode')` (or controlled props). */
  startingCodeProps: SelectProps;
  /** `register('number')`; what is typed is cut to 7 digits before it reaches the form. */
  numberProps: InputProps;
  /** Quick sign-up: the prefix is shown read-only (a disabled select would drop its value). */
  lockStartingCode?: boolean;
  hint?: ReactNode;
  /** The number's error, or the starting code's. */
  error?: string | undefined;
  className?: string;
}

/** 971 (read-only) + starting code + 7-digit number, always left-to-right, in the field frame. */
export function PhoneField(props: PhoneFieldProps) {
  const { label, startingCodeProps, numberProps, lockStartingCode, hint, error, className } = props;
  const t = useTranslations('fields');
  const select = useRef<HTMLSelectElement | null>(null);
  const selectRef = (node: HTMLSelectElement | null) => {
    select.current = node;
    const outer = startingCodeProps.ref;
    if (typeof outer === 'function') outer(node);
    else if (outer) outer.current = node;
  };

  function onNumberChange(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.target.value;
    // A whole pasted number ('052 123 4567') also sets its starting code.
    const whole = splitUaeMobile(typed);
    if (whole && !lockStartingCode && select.current && select.current.value !== whole.startingCode) {
      select.current.value = whole.startingCode;
      startingCodeProps.onChange?.({ target: select.current, type: 'change' } as ChangeEvent<HTMLSelectElement>);
    }
    const cut = normalisePhoneNumber(typed);
    if (cut !== typed) event.target.value = cut;
    numberProps.onChange?.(event);
  }

  return (
    <FieldFrame label={label ?? t('phone')} hint={hint} error={error} className={className} group>
      {(aria) => (
        <div className={styles.phoneRow} dir="ltr">
          <input className={cx(styles.input, styles.countryCode)} value={`+${COUNTRY_CODE}`} readOnly tabIndex={-1} aria-label={t('countryCode')} />
          {lockStartingCode ? (
            <input {...(startingCodeProps as InputProps)} className={cx(styles.input, styles.startingCode)} readOnly aria-label={t('startingCode')} />
          ) : (
            <select
              {...startingCodeProps}
              ref={selectRef}
              className={cx(styles.input, styles.select, styles.startingCode)}
              aria-label={t('startingCode')}
              aria-invalid={aria['aria-invalid']}
            >
              {STARTING_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-local"
            {...numberProps}
            onChange={onNumberChange}
            id={aria.id}
            className={cx(styles.input, styles.number)}
            aria-label={t('number')}
            aria-invalid={aria['aria-invalid']}
            aria-describedby={aria['aria-describedby']}
          />
        </div>
      )}
    </FieldFrame>
  );
}
