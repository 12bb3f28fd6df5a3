import { getTranslations } from 'next-intl/server';

/** The class length a learner may choose (the course type's minimum … maximum, in the config's steps). */
export async function DurationSelect({ lang, durations, value }: { lang: 'en' | 'ar'; durations: number[]; value: number }) {
  const t = await getTranslations({ locale: lang, namespace: 'schedules' });
  return (
    <label>
      {t('duration')}
      <select name="duration" defaultValue={String(value)}>
        {durations.map((d) => (
          <option key={d} value={d}>
            {t('minutes', { count: d })}
          </option>
        ))}
      </select>
    </label>
  );
}
