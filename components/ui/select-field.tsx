'use client';

import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslations } from 'next-intl';
import { cx, describedBy } from './aria';
import { FieldError } from './field-error';
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
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native <select>: cheap on low-end phones and the platform picker on touch screens. */
export function SelectField({ label, options, placeholder, hint, error, id, className, ...select }: SelectFieldProps) {
  const t = useTranslations('ui');
  const autoId = useId();
  const selectId = id ?? autoId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <select
        {...select}
        id={selectId}
        className={cx(styles.input, styles.select)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(select['aria-describedby'], hintId, errorId)}
      >
        {placeholder === false ? null : <option value="">{placeholder ?? t('selectPlaceholder')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
