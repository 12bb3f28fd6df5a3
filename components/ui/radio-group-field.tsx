'use client';

import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import { cx, describedBy } from './aria';
import { FieldError } from './field-error';
import styles from './field.module.css';

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'defaultValue' | 'defaultChecked'> {
  legend: ReactNode;
  /** Defaults to Yes / No with the values 'yes' / 'no'. */
  options?: readonly RadioOption[];
  /** Values that cannot be chosen right now (e.g. 'yes' for a UAE national's residency visa). */
  disabledValues?: readonly string[];
  /**
   * The choice checked in the server's HTML, so a form that works before hydration (or comes back
   * from a plain post with errors) shows what was chosen; react-hook-form takes over after. The rest
   * props go onto every radio, so a per-radio `defaultChecked` could not pass through them.
   */
  checkedValue?: string;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A fieldset of radios; the rest props (e.g. `register(name)`) go onto every radio. */
export function RadioGroupField({ legend, options, disabledValues, checkedValue, hint, error, className, id, ...radio }: RadioGroupFieldProps) {
  const t = useTranslations('ui.options');
  const autoId = useId();
  const groupId = id ?? autoId;
  const hintId = hint ? `${groupId}-hint` : undefined;
  const errorId = error ? `${groupId}-error` : undefined;
  const choices = options ?? [
    { value: 'yes', label: t('yes') },
    { value: 'no', label: t('no') },
  ];
  return (
    <fieldset className={cx(styles.field, styles.fieldset, className)} aria-describedby={describedBy(hintId, errorId)}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.radios}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.radio}>
            {/* aria-invalid: ARIA 1.2 deprecates it on radio rather than forbidding it, and screen readers announce it;
                role=radiogroup on the fieldset (the role that takes it) would lose the fieldset's role=group. */}
            {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- see above */}
            <input
              {...radio}
              type="radio"
              value={choice.value}
              defaultChecked={checkedValue === undefined ? undefined : choice.value === checkedValue}
              disabled={radio.disabled || disabledValues?.includes(choice.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(radio['aria-describedby'], hintId, errorId)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
