'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { addMonths, clampDate, daysInMonth, isIsoDate, isoParts, isWithin, monthKey, todayIn, toIso } from '@/lib/domain/dates';
import { localeDirection, type Locale } from '@/lib/i18n/routing';
import { Dialog } from './dialog';
import { DateGrid } from './date-grid';
import { monthNames } from './date-names';
import styles from './date-picker.module.css';

// The date field's calendar, loaded on its first open (import() in date-field.tsx) so a form's
// first load carries none of it. WAI-ARIA APG "Date Picker Dialog": a modal labelled by the
// month heading, month and year selects (a birth year decades back is one pick, not 300 clicks),
// a grid of days, Escape back to the calendar button.

export interface DatePickerProps {
  /** The field's date (ISO), if it holds one. */
  value: string | null;
  min?: string;
  max?: string;
  onChoose: (iso: string) => void;
  onClose: () => void;
}

/** Years the year select offers when no bound is given: a life back, a licence's term ahead. */
const YEARS_BACK = 120;
const YEARS_AHEAD = 20;

export function DatePicker({ value, min, max, onChoose, onClose }: DatePickerProps) {
  const t = useTranslations('ui.date');
  const locale = useLocale();
  const rtl = localeDirection[locale as Locale] === 'rtl';
  const [today] = useState(() => todayIn({ now: new Date() }));
  const bounds = { min, max };
  const [focus, setFocus] = useState(() => clampDate(value && isIsoDate(value) ? value : today, bounds));
  const focusParts = { ...isoParts(focus)!, iso: focus };
  const focusRef = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  const headingId = useId();
  const helpId = useId();

  useEffect(() => {
    // Only after a key or the Today button: on open the dialog itself focuses the day, once shown.
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focus}"]`)?.focus();
  }, [focus]);

  function focusDay(iso: string) {
    moveFocus.current = true;
    setFocus(iso);
  }

  /** A month or year picked in a select: same day there (clamped), focus stays on the select. */
  function showMonth(year: number, month: number) {
    setFocus(clampDate(toIso({ year, month, day: Math.min(focusParts.day, daysInMonth(year, month)) }), bounds));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // The native <dialog> closes on Escape by itself; this covers browsers (and jsdom) that do not.
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  }

  const thisYear = Number(today.slice(0, 4));
  // The shown year is always offered, even a date typed outside the default span.
  const firstYear = Math.min(min ? Number(min.slice(0, 4)) : thisYear - YEARS_BACK, focusParts.year);
  const lastYear = Math.max(max ? Number(max.slice(0, 4)) : thisYear + YEARS_AHEAD, focusParts.year);
  const months = monthNames(locale);
  const shown = monthKey(focus);
  const previous = addMonths(`${shown}-01`, -1);
  const next = addMonths(`${shown}-01`, 1);
  const monthOutside = (key: string) => (min !== undefined && key < monthKey(min)) || (max !== undefined && key > monthKey(max));

  return (
    <Dialog
      open
      onClose={onClose}
      className={styles.dialog}
      initialFocus={focusRef}
      title={
        <span id={headingId} aria-live="polite">
          {t('title', { month: months[focusParts.month - 1] ?? '', year: String(focusParts.year) })}
        </span>
      }
      footer={
        isWithin(today, bounds) ? (
          <button type="button" className={styles.today} onClick={() => focusDay(today)}>
            {t('today')}
          </button>
        ) : null
      }
    >
      <div ref={grid} dir={rtl ? 'rtl' : 'ltr'} className={styles.picker} onKeyDown={onKeyDown}>
        <div className={styles.nav}>
          <button
            type="button"
            className={styles.navButton}
            aria-label={t('previousMonth')}
            disabled={monthOutside(monthKey(previous))}
            onClick={() => showMonth(Number(previous.slice(0, 4)), Number(previous.slice(5, 7)))}
          >
            <Chevron />
          </button>
          <select
            className={styles.select}
            aria-label={t('month')}
            value={focusParts.month}
            onChange={(event) => showMonth(focusParts.year, Number(event.target.value))}
          >
            {months.map((name, i) => (
              <option key={name} value={i + 1} disabled={monthOutside(`${focusParts.year}-${String(i + 1).padStart(2, '0')}`)}>
                {name}
              </option>
            ))}
          </select>
          <select
            className={styles.select}
            aria-label={t('year')}
            value={focusParts.year}
            onChange={(event) => showMonth(Number(event.target.value), focusParts.month)}
          >
            {Array.from({ length: lastYear - firstYear + 1 }, (_, i) => firstYear + i).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={styles.navButton}
            aria-label={t('nextMonth')}
            disabled={monthOutside(monthKey(next))}
            onClick={() => showMonth(Number(next.slice(0, 4)), Number(next.slice(5, 7)))}
          >
            <Chevron forward />
          </button>
        </div>
        <DateGrid
          locale={locale}
          rtl={rtl}
          focus={focusParts}
          selected={value && isIsoDate(value) ? value : null}
          today={today}
          min={min}
          max={max}
          labelledBy={headingId}
          describedBy={helpId}
          focusRef={focusRef}
          onFocusDay={focusDay}
          onChoose={onChoose}
        />
        <p id={helpId} className={styles.help}>
          {t('help')}
        </p>
      </div>
    </Dialog>
  );
}

/** Points back (‹) or forward (›) in reading order: the .mirror class flips it in Arabic. */
function Chevron({ forward = false }: { forward?: boolean }) {
  return (
    <svg className={styles.mirror} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={forward ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
