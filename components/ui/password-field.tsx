'use client';

import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import { PASSWORD_RULES, PASSWORD_SPECIALS } from '@/lib/domain/password';
import { cx } from './aria';
import { FieldFrame } from './field-frame';
import styles from './field.module.css';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** Show the R§5 rules in a tip while the field is hovered or focused (sign-up, reset). */
  showRules?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle and, optionally, the rules tip. */
export function PasswordField({ label, showRules, hint, error, id, className, ...input }: PasswordFieldProps) {
  const t = useTranslations('ui.password');
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className} describedBy={input['aria-describedby']}>
      {(aria) => {
        const tipId = showRules ? `${aria.id}-rules` : undefined;
        return (
          <div className={styles.passwordWrap}>
            <input
              autoComplete="current-password"
              {...input}
              {...aria}
              aria-describedby={[tipId, aria['aria-describedby']].filter(Boolean).join(' ') || undefined}
              type={visible ? 'text' : 'password'}
              dir="ltr"
              className={cx(styles.input, styles.password)}
            />
            <button
              type="button"
              className={styles.toggle}
              onClick={() => setVisible((shown) => !shown)}
              aria-label={visible ? t('hide') : t('show')}
              aria-controls={aria.id}
            >
              <EyeIcon crossed={visible} />
            </button>
            {showRules ? (
              <div id={tipId} role="tooltip" className={styles.tip}>
                <p className={styles.tipTitle}>{t('rulesTitle')}</p>
                <ul className={styles.tipList}>
                  {PASSWORD_RULES.map((rule) => (
                    <li key={rule.id}>{t(`rules.${rule.id}`, { specials: PASSWORD_SPECIALS })}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        );
      }}
    </FieldFrame>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {crossed ? <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" /> : null}
    </svg>
  );
}
