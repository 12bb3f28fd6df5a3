'use client';

import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { useTranslations } from 'next-intl';
import { cx } from './aria';
import { FieldFrame } from './field-frame';
import styles from './field.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of the empty first option; `false` for none. Defaults to 'Select'. */
  placeholder?: string | false;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A native <select> in the field frame: cheap on low-end phones and the platform picker on touch screens. */
export function SelectField({ label, options, placeholder, hint, error, id, className, ...select }: SelectFieldProps) {
  const t = useTranslations('ui');
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className} describedBy={select['aria-describedby']}>
      {(aria) => (
        <select {...select} {...aria} className={cx(styles.input, styles.select)}>
          {placeholder === false ? null : <option value="">{placeholder ?? t('selectPlaceholder')}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
