'use client';

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslations } from 'next-intl';
import { FieldFrame } from './field-frame';
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
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A fieldset of radios in the field frame; the rest props (e.g. `register(name)`) go onto every radio. */
export function RadioGroupField({ legend, options, disabledValues, checkedValue, hint, error, className, id, ...radio }: RadioGroupFieldProps) {
  const t = useTranslations('ui.options');
  const choices = options ?? [
    { value: 'yes', label: t('yes') },
    { value: 'no', label: t('no') },
  ];
  return (
    <FieldFrame label={legend} hint={hint} error={error} id={id} className={className} group>
      {(aria) => (
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
                aria-invalid={aria['aria-invalid']}
                aria-describedby={aria['aria-describedby']}
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </div>
      )}
    </FieldFrame>
  );
}
