import { getTranslations } from 'next-intl/server';
import type { FormState } from '@/lib/forms/form-state';
import { weekdayNames } from '@/components/ui/date-names';
import { addDays, formatDay, todayIn, weekdayOf } from '@/lib/domain/dates';
import { chooseDuration, durationOptions, isBookable } from '@/lib/domain/schedules';
import { Link } from '@/lib/i18n/navigation';
import { scheduleFailureText } from '@/lib/schedules/failures';
import { findPracticalDays, stageOf, type PracticalChoice } from '@/lib/schedules/find';
import { daySlots } from '@/lib/schedules/slots';
import type { ScheduleConfig } from '@/lib/upstream/schemas/schedules';
import { bookHref, carried, rescheduleField, rescheduleValue, type BookQuery } from './book-query';
import { BranchSelect } from './branch-select';
import { ConfirmStep } from './confirm-step';
import { DurationSelect } from './duration-select';
import { FlashToast } from './flash-toast';
import { SlotForm } from './slot-picker';
import styles from './schedules.module.css';

type Action = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const GEARS = ['automatic', 'manual'] as const;

/**
 * Practical and VIP booking (D§4): branch, instructor type, gear and duration; then the days with a
 * free time (schedule/find over the next 31 days), the chosen day's slots, and the confirm step. The
 * reads a step needs go out together on the server.
 */
export async function PracticalStep({
  lang,
  config,
  query,
  action,
}: {
  lang: 'en' | 'ar';
  config: ScheduleConfig;
  query: BookQuery;
  action: Action;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'schedules' });
  const tRoot = await getTranslations({ locale: lang });
  const kind = query.kind === 'vip' ? 'vip' : 'practical';
  const durations = durationOptions({
    min: config.courseType.minimumClassDuration,
    max: config.courseType.maximumClassDuration,
    step: config.durationStepMinutes,
  });
  const branchId = config.branches.find((b) => b._id === query.branch)?._id ?? config.branchId ?? config.branches[0]?._id ?? '';
  const instructorTypes =
    kind === 'vip' ? config.instructorTypes.filter((i) => i._id === 'it-vip') : config.instructorTypes.filter((i) => i._id !== 'it-vip');
  const instructorTypeId = instructorTypes.find((i) => i._id === query.itype)?._id ?? instructorTypes[0]?._id ?? '';
  const gearType = GEARS.find((g) => g === query.gear) ?? config.gearType;
  const durationMinutes = chooseDuration(query.duration, durations) ?? config.courseType.maximumClassDuration;
  const choice: PracticalChoice = { kind, branchId, instructorTypeId, gearType, durationMinutes };
  const chosen: BookQuery = {
    kind,
    branch: branchId,
    itype: instructorTypeId,
    gear: gearType,
    duration: String(durationMinutes),
    reschedule: query.reschedule,
  };

  const today = todayIn({ now: new Date() });
  const day = query.day && DAY.test(query.day) ? query.day : undefined;
  const searching = query.find === '1' || day !== undefined;
  const [days, slots] = await Promise.all([
    searching ? findPracticalDays(config, choice, today, addDays(today, 30)) : null,
    day ? daySlots(config, choice, day) : null,
  ]);
  const picked = query.slot && slots?.ok ? slots.value.find((s) => s.slotId === query.slot && isBookable(s)) : undefined;
  const branch = config.branches.find((b) => b._id === branchId);
  const weekdays = weekdayNames(lang);
  const weekday = (iso: string) => weekdays.find((w) => w.weekday === weekdayOf(iso))?.long ?? '';

  return (
    <>
      {/* each step lands on the next one (the fragment survives a GET form's submission) */}
      <form method="get" action="#days-title" className={styles.form}>
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="find" value="1" />
        {rescheduleField(query).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <BranchSelect lang={lang} branches={config.branches} value={branchId} />
        <label>
          {t('instructorType')}
          <select name="itype" defaultValue={instructorTypeId}>
            {instructorTypes.map((i) => (
              <option key={i._id} value={i._id}>
                {i.name[lang]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('gear')}
          <select name="gear" defaultValue={gearType}>
            {GEARS.map((g) => (
              <option key={g} value={g}>
                {t(`gearValue.${g}`)}
              </option>
            ))}
          </select>
        </label>
        <DurationSelect lang={lang} durations={durations} value={durationMinutes} />
        <button type="submit" className={styles.submit}>
          {t('findDays')}
        </button>
      </form>

      {days && !days.ok ? <p role="alert">{scheduleFailureText('find', days.error, tRoot)}</p> : null}
      {days?.ok && days.value.length === 0 ? (
        <div role="alert" className={styles.notice}>
          <strong>{t('sorry')}</strong> {t('noneAvailable')}
          <FlashToast kind="error" title={t('sorry')} description={t('noneAvailable')} />
        </div>
      ) : null}
      {days?.ok && days.value.length > 0 ? (
        <nav aria-labelledby="days-title" className={styles.group}>
          <h2 id="days-title">{t('daysLabel')}</h2>
          <ul className={styles.days}>
            {days.value.map((d) => (
              <li key={d}>
                <Link href={`${bookHref({ ...chosen, day: d })}#slots`} className={styles.day} aria-current={d === day ? 'date' : undefined}>
                  {weekday(d)} <span className={styles.ltr}>{formatDay(`${d}T12:00:00Z`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {day && slots && !slots.ok ? <p role="alert">{scheduleFailureText('find', slots.error, tRoot)}</p> : null}
      {day && slots?.ok ? (
        <SlotForm
          id="slots"
          className={`${styles.form} ${styles.group}`}
          carried={carried({ ...chosen, day }, ['kind', 'branch', 'itype', 'gear', 'duration', 'day', 'reschedule'])}
          slots={slots.value}
          lang={lang}
          legend={t('slotsLabel', { date: formatDay(`${day}T12:00:00Z`) })}
          selected={query.slot}
          continueLabel={t('continue')}
        />
      ) : null}

      {picked ? (
        <ConfirmStep
          lang={lang}
          kind={kind}
          startsAt={picked.startsAt}
          endsAt={picked.endsAt}
          place={branch?.name[lang] ?? ''}
          cutoffHours={config.cancellationCutoffHours}
          action={action}
          values={{
            kind,
            slotId: picked.slotId,
            instanceCode: stageOf(config, kind) ?? '',
            branchId,
            gearType,
            instructorTypeId,
            ...rescheduleValue(query),
          }}
        />
      ) : null}
    </>
  );
}
