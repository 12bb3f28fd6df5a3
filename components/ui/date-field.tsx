'use client';

import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslations } from 'next-intl';
import { isIsoDate } from '@/lib/domain/dates';
import { cx } from './aria';
import { FieldFrame } from './field-frame';
import { useDateText, type DateFieldEvent, type DateFieldHandle } from './hooks/use-date-text';
import fieldStyles from './field.module.css';
import styles from './date-field.module.css';

export type { DateFieldEvent, DateFieldHandle };

// The calendar is fetched on the first open (or the pointer-down just before it), never with the form.
const loadPicker = () => import('./date-picker');
const DatePicker = lazy(() => loadPicker().then((module) => ({ default: module.DatePicker })));

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'min' | 'max' | 'name'>;

export interface DateFieldProps extends InputProps {
  label: ReactNode;
  hint?: ReactNode;
  /** An encoded schema message or a plain text (e.g. a server's). */
  error?: string;
  /** The input's name: a plain form post sends the typed text (05/03/2001) under it. */
  name?: string;
  /** ISO 'YYYY-MM-DD' (shown as dd/MM/yyyy) or any other text, shown as it is. */
  value?: string;
  defaultValue?: string;
  /** ISO once the text is a real date, else the text as typed ('' when empty). */
  onChange?: (event: DateFieldEvent) => void;
  /** When focus leaves the box, its button and the calendar together. */
  onBlur?: (event: DateFieldEvent) => void;
  /**
   * ISO bounds: days outside are disabled in the calendar (typed dates are the schema's to judge).
   * The number react-hook-form's `register` type allows here is ignored.
   */
  min?: string | number;
  max?: string | number;
  ref?: Ref<DateFieldHandle>;
}

const noSubscribe = () => () => {};
const isoBound = (bound: string | number | undefined) => (typeof bound === 'string' && isIsoDate(bound) ? bound : undefined);

/**
 * A dd/MM/yyyy text box with a calendar button (R§9). Spread react-hook-form's `register(name)`
 * into it, or a Controller's `field`: either way the form holds ISO dates.
 */
export function DateField({
  label,
  hint,
  error,
  id,
  className,
  name = '',
  value,
  defaultValue,
  onChange,
  onBlur,
  min: minBound,
  max: maxBound,
  ref,
  ...input
}: DateFieldProps) {
  const t = useTranslations('ui.date');
  const min = isoBound(minBound);
  const max = isoBound(maxBound);
  const autoId = useId();
  const inputId = id ?? autoId;
  const labelId = `${inputId}-label`;
  const buttonId = `${inputId}-calendar`;
  const date = useDateText({ name, value, defaultValue, onChange, ref });
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Before hydration the button could not open anything: it is shown, but disabled.
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

  const wasOpen = useRef(false);
  useEffect(() => {
    // APG: closing the calendar, by a choice or by Escape, puts focus back on its button.
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  function onGroupBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (open || (next instanceof Node && event.currentTarget.contains(next))) return;
    onBlur?.({ target: { name, value: date.current() }, type: 'blur' });
  }

  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      id={inputId}
      className={className}
      labelId={labelId}
      describedBy={input['aria-describedby']}
      onBlur={onGroupBlur}
    >
      {(aria) => (
        <>
          <div className={styles.row}>
            <input
              placeholder={ltrPlaceholder(t('placeholder'))}
              spellCheck={false}
              {...input}
              {...aria}
              ref={date.inputRef}
              name={name || undefined}
              type="text"
              inputMode="numeric"
              dir="ltr"
              value={date.text}
              onChange={date.onInputChange}
              onBlur={date.settle}
              className={cx(fieldStyles.input, styles.input)}
            />
            <button
              ref={button}
              id={buttonId}
              type="button"
              className={styles.button}
              disabled={!hydrated || input.disabled || input.readOnly}
              // Named "Choose date, Date of Birth" by its own text: pointing aria-labelledby at the field's
              // <label> would also make that label name the button (getByLabel finds two controls).
              aria-label={typeof label === 'string' ? `${t('choose')}, ${label}` : t('choose')}
              aria-haspopup="dialog"
              aria-expanded={open}
              onPointerDown={() => void loadPicker()}
              onClick={() => setOpen(true)}
            >
              <CalendarIcon />
            </button>
          </div>
          {open ? (
            <Suspense fallback={null}>
              <DatePicker
                value={isIsoDate(date.value) ? date.value : null}
                min={min}
                max={max}
                onChoose={(iso) => {
                  date.choose(iso);
                  setOpen(false);
                }}
                onClose={() => setOpen(false)}
              />
            </Suspense>
          ) : null}
        </>
      )}
    </FieldFrame>
  );
}

/**
 * The box is left-to-right like the digits it holds, so an Arabic placeholder would otherwise run
 * as one right-to-left phrase and put سنة (year) where the day is typed. Left-to-right marks around
 * the slashes keep يوم on the left, over the day (checked in Chromium), and the words in reading
 * order for a screen reader.
 */
function ltrPlaceholder(text: string): string {
  return /[\u0600-\u06ff]/.test(text) ? text.split('/').join('\u200e/\u200e') : text;
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
