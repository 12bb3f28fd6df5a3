import { useTranslations } from 'next-intl';
import type { ScheduleSummary as Summary } from '@/lib/upstream/schemas/schedules';
import styles from './schedules.module.css';

/**
 * The learner's sessions so far (schedule/summary): sessions booked and completed, and the practical
 * training minutes paid for, booked and completed.
 */
export function ScheduleSummary({ summary }: { summary: Summary }) {
  const t = useTranslations('schedules');
  const { paid, booked, completed } = summary.practicalMinutes;
  return (
    <section aria-labelledby="summary-title" className={styles.card}>
      <h2 id="summary-title">{t('summary.title')}</h2>
      <h3 id="summary-sessions">{t('summary.sessions')}</h3>
      <dl className={styles.list} aria-labelledby="summary-sessions">
        <dt>{t('summary.booked')}</dt>
        <dd>{summary.counts.SCHEDULED}</dd>
        <dt>{t('summary.completed')}</dt>
        <dd>{summary.counts.COMPLETED}</dd>
      </dl>
      <h3 id="summary-practical">{t('summary.practical')}</h3>
      <dl className={styles.list} aria-labelledby="summary-practical">
        <dt>{t('summary.paid')}</dt>
        <dd>{t('minutes', { count: paid })}</dd>
        <dt>{t('summary.booked')}</dt>
        <dd>{t('minutes', { count: booked })}</dd>
        <dt>{t('summary.completed')}</dt>
        <dd>{t('minutes', { count: completed })}</dd>
      </dl>
    </section>
  );
}
