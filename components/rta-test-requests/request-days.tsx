import { getTranslations } from 'next-intl/server';
import { formatDay } from '@/lib/domain/dates';
import type { RtaRequest } from '@/lib/upstream/schemas/rta-test-requests';
import styles from './rta.module.css';

// A request's preferred days (DD-MM-YYYY, D§9) with the centre's chosen one marked, and its status in
// words. Server-rendered: the date module never reaches the browser.

export async function RequestDays({ request }: { request: RtaRequest }) {
  const t = await getTranslations('rtaRequests');
  const chosen = request.answer?.chosenDate ?? null;
  return (
    <ul className={styles.days} aria-label={t('datesLegend')}>
      {request.preferredDates.map((day) => (
        <li key={day} className={day === chosen ? `${styles.day} ${styles.chosen}` : styles.day}>
          <time dateTime={day.slice(0, 10)}>{formatDay(day)}</time>
          {day === chosen ? <span className="visually-hidden"> ({t('chosen')})</span> : null}
        </li>
      ))}
    </ul>
  );
}

export async function RequestStatus({ request }: { request: RtaRequest }) {
  const t = await getTranslations('rtaRequests');
  return <span className={styles.status}>{t(`statuses.${request.status}`)}</span>;
}
