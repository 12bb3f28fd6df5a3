import { useTranslations } from 'next-intl';
import { cancelScheduleAction, commentScheduleAction, rateScheduleAction } from '@/lib/schedules/actions';
import { formatDateTime, formatDay, formatTime } from '@/lib/domain/dates';
import { canCancel } from '@/lib/domain/schedules';
import { Link } from '@/lib/i18n/navigation';
import type { Schedule } from '@/lib/upstream/schemas/schedules';
import { bookHref } from './book-query';
import { CancelDialog } from './cancel-dialog';
import { CommentForm, RateForm } from './feedback-forms';
import s from './schedules.module.css';
import link from '@/components/ui/card-link.module.css';

/** Every field of a session, its status, and what can be done with it now (D§4). */
export function ScheduleDetails({ schedule, lang, cutoffHours }: { schedule: Schedule; lang: 'en' | 'ar'; cutoffHours: number }) {
  const t = useTranslations('schedules');
  const time = (instant: string) => formatDateTime(instant, lang);
  const now = new Date();
  return (
    <>
      <dl className={s.list}>
        <dt>{t('kindLabel')}</dt>
        <dd>{t(`kind.${schedule.kind}`)}</dd>
        <dt>{t('statusLabel')}</dt>
        <dd>
          <span className={`${s.badge} ${s[schedule.status] ?? ''}`}>{t(`status.${schedule.status}`)}</span>
        </dd>
        <dt>{t('date')}</dt>
        <dd className={s.ltr}>{formatDay(schedule.startsAt)}</dd>
        <dt>{t('time')}</dt>
        <dd className={s.time}>{t('timeRange', { from: formatTime(schedule.startsAt, lang), to: formatTime(schedule.endsAt, lang) })}</dd>
        <dt>{t('duration')}</dt>
        <dd>{t('minutes', { count: schedule.durationMinutes })}</dd>
        {schedule.stage ? (
          <>
            <dt>{t('stage')}</dt>
            <dd>{schedule.stage.name[lang]}</dd>
          </>
        ) : null}
        <dt>{t('branch')}</dt>
        <dd>{schedule.branch.name[lang]}</dd>
        <dt>{t('address')}</dt>
        <dd>{schedule.branch.address[lang]}</dd>
        {schedule.instructor ? (
          <>
            <dt>{t('instructor')}</dt>
            <dd>{schedule.instructor.name[lang]}</dd>
          </>
        ) : null}
        {schedule.vehicle ? (
          <>
            <dt>{t('vehicle')}</dt>
            <dd>
              {schedule.vehicle.name[lang]} <span className={s.ltr}>({schedule.vehicle.plate})</span>
            </dd>
          </>
        ) : null}
        {schedule.device ? (
          <>
            <dt>{t(`deviceLabel.${schedule.device.type}`)}</dt>
            <dd>{schedule.device.name[lang]}</dd>
          </>
        ) : null}
        {/* a cut-off already past is no deadline: the note below says it can no longer be cancelled */}
        {canCancel(schedule, now) && schedule.cancellableUntil ? (
          <>
            <dt>{t('cancellableUntil')}</dt>
            <dd className={s.time}>{time(schedule.cancellableUntil)}</dd>
          </>
        ) : null}
        {schedule.cancelledAt ? (
          <>
            <dt>{t('cancelledAt')}</dt>
            <dd className={s.time}>{time(schedule.cancelledAt)}</dd>
          </>
        ) : null}
        {schedule.cancelReason ? (
          <>
            <dt>{t('cancelReason')}</dt>
            <dd>{schedule.cancelReason}</dd>
          </>
        ) : null}
        {schedule.rating !== null ? (
          <>
            <dt>{t('ratingLabel')}</dt>
            <dd>{t('ratingValue', { rating: schedule.rating })}</dd>
          </>
        ) : null}
        {schedule.comment ? (
          <>
            <dt>{t('commentLabel')}</dt>
            <dd dir="auto">{schedule.comment}</dd>
          </>
        ) : null}
      </dl>
      <div className={s.actions}>
        <a
          href={`/${lang}/schedules/${encodeURIComponent(schedule._id)}/calendar.ics`}
          download={`session-${schedule._id}.ics`}
          className={link.cardLink}
        >
          {t('calendar')}
        </a>
        {schedule.status === 'MARKED_FOR_RESCHEDULE' ? (
          <Link href={bookHref({ kind: schedule.kind, reschedule: schedule._id })} className={link.cardLink}>
            {t('rebook')}
          </Link>
        ) : null}
        {canCancel(schedule, now) ? (
          <CancelDialog scheduleId={schedule._id} cutoff={t('cutoff', { hours: cutoffHours })} action={cancelScheduleAction} />
        ) : null}
      </div>
      {schedule.status === 'MARKED_FOR_RESCHEDULE' ? <p className={s.notice}>{t('rebookNeeded')}</p> : null}
      {schedule.status === 'SCHEDULED' && !canCancel(schedule, now) ? (
        <p className={s.notice}>
          {t('tooLate')} {t('cutoff', { hours: cutoffHours })}
        </p>
      ) : null}
      {schedule.status === 'COMPLETED' ? (
        <section className={s.card}>
          {schedule.rating === null ? <RateForm scheduleId={schedule._id} action={rateScheduleAction} /> : null}
          <CommentForm scheduleId={schedule._id} comment={schedule.comment} action={commentScheduleAction} />
        </section>
      ) : null}
    </>
  );
}
