import { useTranslations } from 'next-intl';
import { groupSchedules } from '@/lib/domain/schedules';
import type { Schedule } from '@/lib/upstream/schemas/schedules';
import { ScheduleItem } from './schedule-item';
import styles from './schedules.module.css';

const GROUPS = ['scheduled', 'completed', 'grouped'] as const;

/** A month's sessions in three groups (D§4): Scheduled, Completed, and the cancelled/rescheduled set. */
export function MonthList({ schedules, lang }: { schedules: readonly Schedule[]; lang: 'en' | 'ar' }) {
  const t = useTranslations('schedules');
  if (schedules.length === 0) return <p role="status">{t('empty')}</p>;
  const groups = groupSchedules(schedules);
  return (
    <>
      {GROUPS.map((group) => (
        <section key={group} aria-labelledby={`group-${group}`} className={styles.group}>
          <h2 id={`group-${group}`}>{t(`groups.${group}`)}</h2>
          {groups[group].length === 0 ? (
            <p className={styles.meta}>{t('groupEmpty')}</p>
          ) : (
            <ul className={styles.sessions}>
              {groups[group].map((s) => (
                <ScheduleItem key={s._id} schedule={s} lang={lang} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
