import { getTranslations } from 'next-intl/server';
import type { FormState } from '@/lib/forms/form-state';
import { addDays, formatClock, formatDay, isIsoDate, todayIn, zonedInstant } from '@/lib/domain/dates';
import { chooseDuration, durationOptions } from '@/lib/domain/schedules';
import type { ScheduleConfig } from '@/lib/upstream/schemas/schedules';
import { rescheduleField, rescheduleValue, type BookQuery } from './book-query';
import { BranchSelect } from './branch-select';
import { ConfirmStep } from './confirm-step';
import { DurationSelect } from './duration-select';
import styles from './schedules.module.css';

type Action = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Start times on 15-minute marks where a session of `duration` fits inside one class-time window (R§9). */
export function startTimes(classTimes: readonly { from: string; to: string }[], duration: number): string[] {
  const out: string[] = [];
  for (const window of classTimes) {
    for (let m = minutesOf(window.from); m + duration <= minutesOf(window.to); m += 15) out.push(hhmm(m));
  }
  return out;
}

/** A custom session (D§4): date, start time, duration and branch, then the confirm step. */
export async function CustomStep({ lang, config, query, action }: { lang: 'en' | 'ar'; config: ScheduleConfig; query: BookQuery; action: Action }) {
  const t = await getTranslations({ locale: lang, namespace: 'schedules' });
  const today = todayIn({ now: new Date() });
  const days = Array.from({ length: 14 }, (_, i) => addDays(today, i + 1));
  const durations = durationOptions({
    min: config.courseType.minimumClassDuration,
    max: config.courseType.maximumClassDuration,
    step: config.durationStepMinutes,
  });
  const duration = chooseDuration(query.duration, durations) ?? config.courseType.maximumClassDuration;
  const times = startTimes(config.classTimes, duration);
  const day = query.day && isIsoDate(query.day) && days.includes(query.day) ? query.day : days[0]!;
  const time = query.time && times.includes(query.time) ? query.time : times[0];
  const branch = config.branches.find((b) => b._id === query.branch) ?? config.branches.find((b) => b._id === config.branchId) ?? config.branches[0];
  const confirming = query.confirm === '1' && time && branch;
  const startsAt = confirming ? zonedInstant(day, time) : null;

  return (
    <>
      <form method="get" action="#confirm-title" className={styles.form}>
        <input type="hidden" name="kind" value="custom" />
        <input type="hidden" name="confirm" value="1" />
        {rescheduleField(query).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label>
          {t('customDay')}
          <select name="day" defaultValue={day}>
            {days.map((d) => (
              <option key={d} value={d}>
                {formatDay(`${d}T12:00:00Z`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('customTime')}
          <select name="time" defaultValue={time} aria-describedby="class-times">
            {times.map((s) => (
              <option key={s} value={s}>
                {formatClock(s, lang)}
              </option>
            ))}
          </select>
        </label>
        <p id="class-times" className={styles.meta}>
          {t('customHint', { times: config.classTimes.map((c) => `${formatClock(c.from, lang)}–${formatClock(c.to, lang)}`).join(', ') })}
        </p>
        <DurationSelect lang={lang} durations={durations} value={duration} />
        <BranchSelect lang={lang} branches={config.branches} value={branch?._id} />
        <button type="submit" className={styles.submit}>
          {t('continue')}
        </button>
      </form>
      {confirming && startsAt && branch && time ? (
        <ConfirmStep
          lang={lang}
          kind="custom"
          startsAt={startsAt}
          endsAt={new Date(new Date(startsAt).getTime() + duration * 60000).toISOString()}
          place={branch.name[lang]}
          cutoffHours={config.cancellationCutoffHours}
          action={action}
          values={{
            kind: 'custom',
            day,
            time,
            durationMinutes: String(duration),
            branchId: branch._id,
            gearType: config.gearType,
            ...rescheduleValue(query),
          }}
        />
      ) : null}
    </>
  );
}
