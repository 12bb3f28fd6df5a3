import { getTranslations } from 'next-intl/server';
import type { ScheduleConfig } from '@/lib/upstream/schemas/schedules';

/** The branch a session is booked at, in a booking step's GET form; `any` adds a first choice (all branches). */
export async function BranchSelect({
  lang,
  branches,
  value,
  any,
}: {
  lang: 'en' | 'ar';
  branches: ScheduleConfig['branches'];
  value: string | undefined;
  any?: { value: string; label: string };
}) {
  const t = await getTranslations({ locale: lang, namespace: 'schedules' });
  return (
    <label>
      {t('branch')}
      <select name="branch" defaultValue={value}>
        {any ? <option value={any.value}>{any.label}</option> : null}
        {branches.map((b) => (
          <option key={b._id} value={b._id}>
            {b.name[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
