import { getTranslations } from 'next-intl/server';
import { formatDay, formatTime } from '@/lib/domain/dates';
import { cancellableOnceBooked } from '@/lib/domain/schedules';
import type { FormState } from '@/lib/forms/form-state';
import type { ScheduleKind } from '@/lib/upstream/schemas/schedules';
import { BookForm } from './book-form';
import styles from './schedules.module.css';

type Action = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;

/** The last step: the session as it will be booked, whether it can be cancelled once booked, then Book. */
export async function ConfirmStep({
  lang,
  kind,
  startsAt,
  endsAt,
  place,
  cutoffHours,
  action,
  values,
}: {
  lang: 'en' | 'ar';
  kind: ScheduleKind;
  startsAt: string;
  endsAt: string;
  place: string;
  cutoffHours: number;
  action: Action;
  values: Record<string, string>;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'schedules' });
  const minutes = Math.round((new Date(endsAt).getTime() - new Date(startsAt).getTime()) / 60000);
  return (
    <section aria-labelledby="confirm-title" className={styles.card}>
      <h2 id="confirm-title">{t('confirmTitle')}</h2>
      <dl className={styles.list}>
        <dt>{t('kindLabel')}</dt>
        <dd>{t(`kind.${kind}`)}</dd>
        <dt>{t('date')}</dt>
        <dd className={styles.ltr}>{formatDay(startsAt)}</dd>
        <dt>{t('time')}</dt>
        <dd className={styles.time}>{t('timeRange', { from: formatTime(startsAt, lang), to: formatTime(endsAt, lang) })}</dd>
        <dt>{t('duration')}</dt>
        <dd>{t('minutes', { count: minutes })}</dd>
        <dt>{t('branch')}</dt>
        <dd>{place}</dd>
      </dl>
      <p className={styles.notice}>
        {cancellableOnceBooked({ startsAt, cutoffHours, now: new Date() })
          ? t('cutoff', { hours: cutoffHours })
          : t('noCancelOnceBooked', { hours: cutoffHours })}
      </p>
      <BookForm action={action} values={values} />
    </section>
  );
}
