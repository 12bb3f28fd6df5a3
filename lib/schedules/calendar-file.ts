import 'server-only';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { ok, type Result } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/routing';
import { buildIcs } from './ics';
import { scheduleDetails } from './details';

/** The learner's session as an .ics file in the page's language (the branch's name and address as its place). */
export async function calendarFile(id: string, lang: Locale, now: Date): Promise<Result<string>> {
  const [details, t] = await Promise.all([scheduleDetails(id), getTranslations({ locale: lang, namespace: 'schedules' })]);
  if (!details.ok) return details;
  const s = details.value;
  const kind = t(`kind.${s.kind}`);
  const resource = [s.instructor?.name[lang], s.vehicle ? `${s.vehicle.name[lang]} (${s.vehicle.plate})` : null, s.device?.name[lang]]
    .filter(Boolean)
    .join(' · ');
  return ok(
    buildIcs({
      id: s._id,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      summary: t('calendarSummary', { kind, branch: s.branch.name[lang] }),
      location: `${s.branch.name[lang]}, ${s.branch.address[lang]}`,
      description: [t(`status.${s.status}`), resource].filter(Boolean).join('\n'),
      now,
      host: new URL(env.SITE_URL).hostname,
    }),
  );
}
