import { useTranslations } from 'next-intl';
import { formatDay, formatTime } from '@/lib/domain/dates';
import { isBookable } from '@/lib/domain/schedules';
import type { Slot } from '@/lib/upstream/schemas/schedules';
import styles from './schedules.module.css';

/**
 * The slots as a radio group (arrow keys move between the free ones, as native radios do): every
 * slot listed with its status in words, only AVAILABLE ones can be chosen. Inside a GET form, so the
 * choice works without JavaScript.
 */
export function SlotPicker({
  slots,
  lang,
  legend,
  selected,
  showDay = false,
}: {
  slots: readonly Slot[];
  lang: 'en' | 'ar';
  legend: string;
  selected?: string | undefined;
  showDay?: boolean;
}) {
  const t = useTranslations('schedules');
  const firstFree = slots.find(isBookable)?.slotId;
  return (
    <fieldset className={styles.slots}>
      <legend>{legend}</legend>
      {slots.map((slot) => {
        const free = isBookable(slot);
        const time = t('timeRange', { from: formatTime(slot.startsAt, lang), to: formatTime(slot.endsAt, lang) });
        return (
          <label key={slot.slotId} className={`${styles.slot} ${free ? '' : styles.slotOff}`}>
            <input
              type="radio"
              name="slot"
              value={slot.slotId}
              disabled={!free}
              required
              defaultChecked={free && slot.slotId === (selected ?? firstFree)}
            />
            {showDay ? <span className={styles.ltr}>{formatDay(slot.startsAt)}</span> : null}
            <span className={styles.time}>{time}</span>
            {slot.hall ? <span>{slot.hall.name[lang]}</span> : slot.branch ? <span>{slot.branch.name[lang]}</span> : null}
            {slot.seatsLeft !== undefined ? <span>{t('seatsLeft', { count: slot.seatsLeft })}</span> : null}
            <span className={styles.slotStatus}>
              {slot.clash
                ? t('clashesWith', {
                    kind: t(`clashKind.${slot.clash.kind}`),
                    time: t('timeRange', { from: formatTime(slot.clash.startsAt, lang), to: formatTime(slot.clash.endsAt, lang) }),
                  })
                : t(`slotStatus.${slot.status}`)}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * The slot step of every booking flow: a plain GET form (works before and without JavaScript) that
 * carries the choices made so far and opens the confirm step with the chosen slot.
 */
export function SlotForm({
  carried,
  continueLabel,
  className,
  id,
  ...picker
}: Parameters<typeof SlotPicker>[0] & { carried: readonly [string, string][]; continueLabel: string; className?: string | undefined; id?: string }) {
  return (
    <form method="get" action="#confirm-title" id={id} className={className}>
      {carried.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SlotPicker {...picker} />
      <button type="submit" className={styles.submit}>
        {continueLabel}
      </button>
    </form>
  );
}
