import { useTranslations } from 'next-intl';
import { formatDay, formatTime } from '@/lib/domain/dates';
import { Link } from '@/lib/i18n/navigation';
import type { Schedule } from '@/lib/upstream/schemas/schedules';
import { resourceName } from './schedule-text';
import styles from './schedules.module.css';

/** One session in a list: date, time, kind, branch, instructor or device, status, a link to details. */
export function ScheduleItem({ schedule, lang }: { schedule: Schedule; lang: 'en' | 'ar' }) {
  const t = useTranslations('schedules');
  const day = formatDay(schedule.startsAt);
  const from = formatTime(schedule.startsAt, lang);
  const to = formatTime(schedule.endsAt, lang);
  const resource = resourceName(schedule, lang);
  return (
    <li className={styles.session}>
      <div className={styles.sessionHead}>
        <span>{t(`kind.${schedule.kind}`)}</span>
        <span className={`${styles.badge} ${styles[schedule.status] ?? ''}`}>{t(`status.${schedule.status}`)}</span>
      </div>
      <p className={styles.meta}>
        <span className={styles.ltr}>{day}</span> · <span className={styles.time}>{t('timeRange', { from, to })}</span>
      </p>
      <p className={styles.meta}>
        {schedule.branch.name[lang]}
        {resource ? ` · ${resource}` : ''}
      </p>
      <Link href={`/schedules/${encodeURIComponent(schedule._id)}`} aria-label={t('detailsLinkFor', { date: day, time: from })}>
        {t('detailsLink')}
      </Link>
    </li>
  );
}
