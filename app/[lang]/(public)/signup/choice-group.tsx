'use client';

import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import { cx, describedBy } from '@/components/ui/aria';
import { FieldError } from '@/components/ui/field-error';
import styles from '@/components/ui/field.module.css';

export interface Choice {
  value: string;
  label: string;
}

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'defaultValue' | 'defaultChecked'> {
  legend: ReactNode;
  /** Defaults to Yes / No with the values 'yes' / 'no'. */
  options?: readonly Choice[];
  disabledValues?: readonly string[];
  /**
   * The choice checked in the server's HTML: a form that works before hydration (and after a
   * plain post came back with errors) shows what was chosen. react-hook-form takes over after.
   */
  checkedValue: string;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * components/ui/radio-group-field with one addition, the server-rendered checked radio (its
 * rest props go onto every radio, so a per-radio `defaultChecked` cannot pass through it).
 * Same markup and styles.
 */
export function ChoiceGroup({ legend, options, disabledValues, checkedValue, hint, error, className, id, ...radio }: Props) {
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
              defaultChecked={choice.value === checkedValue}
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
