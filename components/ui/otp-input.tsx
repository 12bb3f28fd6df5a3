'use client';

import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { digitsOnly } from '@/lib/domain/digits';
import { OTP_LENGTH } from '@/lib/domain/otp';
import { describedBy } from './aria';
import { FieldError } from './field-error';
import styles from './otp-input.module.css';

export interface OtpInputProps {
  length?: number;
  /** The code so far; when given the input follows it (e.g. reset to '' after a failed verify). */
  value?: string;
  onChange?: (code: string) => void;
  /** Called once every box holds a digit. */
  onComplete?: (code: string) => void;
  /** Group label; defaults to 'One-time code'. */
  label?: ReactNode;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Also submits the code in a hidden input of this name. */
  name?: string;
}

const split = (code: string, length: number) => Array.from({ length }, (_, i) => code[i] ?? '');
// Array#with is too new for some of the phones this serves.
const emptied = (digits: string[], index: number) => digits.map((d, i) => (i === index ? '' : d));

/** One digit per box; typing advances, paste or SMS autofill fills every box. */
export function OtpInput({ length = OTP_LENGTH, value, onChange, onComplete, label, error, disabled, autoFocus, name }: OtpInputProps) {
  const t = useTranslations('ui.otp');
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const [digits, setDigits] = useState(() => split(value ?? '', length));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // Follow the parent's value without an effect (React's "adjust state on prop change").
    setSeen(value);
    if (value !== undefined && value !== digits.join('')) setDigits(split(value, length));
  }
  const errorId = error ? `${id}-error` : undefined;

  function commit(next: string[], focus: number) {
    setDigits(next);
    const code = next.join('');
    onChange?.(code);
    if (next.every(Boolean)) onComplete?.(code);
    boxes.current[Math.max(0, Math.min(length - 1, focus))]?.focus();
  }

  function fill(from: number, incoming: string) {
    const next = [...digits];
    const take = incoming.slice(0, length - from);
    for (let i = 0; i < take.length; i++) next[from + i] = take[i] ?? '';
    commit(next, from + take.length);
  }

  function onInput(index: number, raw: string) {
    const incoming = digitsOnly(raw);
    const old = digits[index] ?? '';
    if (!incoming) return commit(emptied(digits, index), index);
    // One key over a filled box: keep the key just typed, wherever the caret was.
    if (old && incoming.length === 2) return fill(index, incoming[0] === old ? incoming.slice(1) : incoming.slice(0, 1));
    fill(incoming.length >= length ? 0 : index, incoming);
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = digitsOnly(event.clipboardData.getData('text'));
    if (pasted) fill(pasted.length >= length ? 0 : index, pasted);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    const move = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: length - 1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      boxes.current[Math.max(0, Math.min(length - 1, move))]?.focus();
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) commit(emptied(digits, index), index);
      else if (index > 0) commit(emptied(digits, index - 1), index - 1);
    }
  }

  return (
    <div className={styles.otp}>
      <span id={`${id}-label`} className={styles.label}>
        {label ?? t('group')}
      </span>
      <div role="group" aria-labelledby={`${id}-label`} aria-describedby={errorId} className={styles.boxes} dir="ltr">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(node) => {
              boxes.current[index] = node;
            }}
            className={styles.box}
            value={digit}
            onChange={(event) => onInput(index, event.target.value)}
            onPaste={(event) => onPaste(index, event)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onFocus={(event) => event.target.select()}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            aria-label={t('digit', { index: index + 1, total: length })}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(errorId)}
          />
        ))}
      </div>
      {name ? <input type="hidden" name={name} value={digits.join('')} /> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
