import { getTranslations } from 'next-intl/server';
import type { FormState } from '@/lib/forms/form-state';
import { addDays, formatDay, isIsoDate, todayIn } from '@/lib/domain/dates';
import { isBookable } from '@/lib/domain/schedules';
import { Link } from '@/lib/i18n/navigation';
import { scheduleFailureText } from '@/lib/schedules/failures';
import { findSlotsInRange } from '@/lib/schedules/find';
import type { RangeKind } from '@/lib/upstream/schedules';
import type { ScheduleConfig } from '@/lib/upstream/schemas/schedules';
import { bookHref, carried, rescheduleField, rescheduleValue, type BookQuery } from './book-query';
import { BranchSelect } from './branch-select';
import { ConfirmStep } from './confirm-step';
import { FlashToast } from './flash-toast';
import { SlotForm } from './slot-picker';
import styles from './schedules.module.css';

type Action = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;

const WEEK = 7;
/** The branch choice that lists every branch's times. */
const ALL = 'all';

/**
 * Lecture hall seats, mock-test and simulator slots (D§4): a week of free times from `from` (today by
 * default) with links to the weeks around it, the slots as one radio group, then the confirm step.
 */
export async function RangeStep({
  lang,
  config,
  kind,
  query,
  action,
}: {
  lang: 'en' | 'ar';
  config: ScheduleConfig;
  kind: RangeKind;
  query: BookQuery;
  action: Action;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'schedules' });
  const tRoot = await getTranslations({ locale: lang });
  const today = todayIn({ now: new Date() });
  const from = query.from && isIsoDate(query.from) && query.from >= today ? query.from : today;
  const to = addDays(from, WEEK - 1);
  // The learner's own branch first (a phone shows a week of one place, not of every hall); everywhere
  // when it has nothing of this kind that week, or when they ask for every branch.
  const asked = query.branch === ALL || config.branches.some((b) => b._id === query.branch) ? query.branch : undefined;
  let branch: string = asked ?? config.branchId ?? ALL;
  let slots = await findSlotsInRange(kind, from, to, branch === ALL ? undefined : branch);
  if (!asked && slots.ok && !slots.value.some(isBookable)) {
    branch = ALL;
    slots = await findSlotsInRange(kind, from, to);
  }
  const picked = query.slot && slots.ok ? slots.value.find((s) => s.slotId === query.slot && isBookable(s)) : undefined;
  const earlier = addDays(from, -WEEK) >= today ? addDays(from, -WEEK) : from > today ? today : null;
  // the week's free times, the learner's own, and those that clash with one of theirs (said, not hidden)
  const free = slots.ok ? slots.value.filter((s) => s.status !== 'NOT AVAILABLE' || s.clash) : [];
  const place = picked ? [picked.hall?.name[lang], picked.branch?.name[lang]].filter(Boolean).join(' · ') : '';

  return (
    <>
      <nav aria-label={t('slotsRangeLabel')} className={styles.monthNav}>
        {earlier ? (
          <Link href={bookHref({ kind, from: earlier, branch, reschedule: query.reschedule })} className={styles.navLink}>
            <span aria-hidden="true" className={styles.arrow}>
              ←
            </span>{' '}
            {formatDay(`${earlier}T12:00:00Z`)}
          </Link>
        ) : (
          <span />
        )}
        {/* each day isolated, the range in the page's direction: an Arabic week reads from its first day, on the right, as its times do */}
        <p className={styles.monthName}>
          <span className={styles.ltr}>{formatDay(`${from}T12:00:00Z`)}</span> – <span className={styles.ltr}>{formatDay(`${to}T12:00:00Z`)}</span>
        </p>
        <Link href={bookHref({ kind, from: addDays(from, WEEK), branch, reschedule: query.reschedule })} className={styles.navLink}>
          {formatDay(`${addDays(from, WEEK)}T12:00:00Z`)}{' '}
          <span aria-hidden="true" className={styles.arrow}>
            →
          </span>
        </Link>
      </nav>
      <form method="get" className={styles.form}>
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="from" value={from} />
        {rescheduleField(query).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <BranchSelect lang={lang} branches={config.branches} value={branch} any={{ value: ALL, label: t('allBranches') }} />
        <button type="submit" className={styles.submit}>
          {t('showTimes')}
        </button>
      </form>
      {!slots.ok ? <p role="alert">{scheduleFailureText('find', slots.error, tRoot)}</p> : null}
      {slots.ok && free.length === 0 ? (
        <div role="alert" className={styles.notice}>
          <strong>{t('sorry')}</strong> {t('noneAvailable')}
          <FlashToast kind="error" title={t('sorry')} description={t('noneAvailable')} />
        </div>
      ) : null}
      {free.length > 0 ? (
        <SlotForm
          className={styles.form}
          carried={carried({ kind, from, branch, reschedule: query.reschedule }, ['kind', 'from', 'branch', 'reschedule'])}
          slots={free}
          lang={lang}
          legend={t('slotsRangeLabel')}
          selected={query.slot}
          showDay
          continueLabel={t('continue')}
        />
      ) : null}
      {picked ? (
        <ConfirmStep
          lang={lang}
          kind={kind}
          startsAt={picked.startsAt}
          endsAt={picked.endsAt}
          place={place}
          cutoffHours={config.cancellationCutoffHours}
          action={action}
          values={{ kind, slotId: picked.slotId, ...rescheduleValue(query) }}
        />
      ) : null}
    </>
  );
}
