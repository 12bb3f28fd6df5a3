'use client';

import type { KeyboardEvent, Ref } from 'react';
import { clampDate, isWithin, monthKey, monthWeeks, type CalendarDate } from '@/lib/domain/dates';
import { cx } from './aria';
import { dayForKey } from './date-keys';
import { dayName, weekdayNames } from './date-names';
import styles from './date-picker.module.css';

export interface DateGridProps {
  locale: string;
  rtl: boolean;
  /** The day holding the grid's one Tab stop; its month is the one shown. */
  focus: CalendarDate & { iso: string };
  selected: string | null;
  today: string;
  min?: string;
  max?: string;
  labelledBy: string;
  describedBy: string;
  /** The focused day's button (the dialog's first focus). */
  focusRef: Ref<HTMLButtonElement>;
  onFocusDay: (iso: string) => void;
  onChoose: (iso: string) => void;
}

/** The month as a grid of day buttons, one Tab stop, arrow keys between days (APG date picker). */
export function DateGrid({ locale, rtl, focus, selected, today, min, max, labelledBy, describedBy, focusRef, onFocusDay, onChoose }: DateGridProps) {
  const month = monthKey(focus.iso);
  const weeks = monthWeeks({ year: focus.year, month: focus.month });

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const target = dayForKey(event.key, focus.iso, { rtl, shift: event.shiftKey });
    if (!target) return;
    event.preventDefault();
    onFocusDay(clampDate(target, { min, max }));
  }

  return (
    <table role="grid" className={styles.grid} aria-labelledby={labelledBy} aria-describedby={describedBy} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {weekdayNames(locale).map((name) => (
            <th key={name.weekday} scope="col" aria-label={name.long}>
              <span aria-hidden="true">{name.short}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((iso) => {
              if (monthKey(iso) !== month) return <td key={iso} role="gridcell" />;
              const isFocus = iso === focus.iso;
              return (
                <td key={iso} role="gridcell" aria-selected={iso === selected || undefined}>
                  <button
                    type="button"
                    ref={isFocus ? focusRef : undefined}
                    data-date={iso}
                    tabIndex={isFocus ? 0 : -1}
                    disabled={!isWithin(iso, { min, max })}
                    aria-current={iso === today ? 'date' : undefined}
                    aria-label={dayName(locale, iso)}
                    className={cx(styles.day, iso === selected && styles.selected)}
                    onClick={() => onChoose(iso)}
                  >
                    {Number(iso.slice(8))}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
