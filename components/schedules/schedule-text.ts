import type { Schedule } from '@/lib/upstream/schemas/schedules';

// How a session names its resource: the instructor (and vehicle) of a practical one, the hall or
// device of the others, in the page's language.
export function resourceName(schedule: Schedule, lang: 'en' | 'ar'): string {
  const parts = [
    schedule.instructor?.name[lang],
    schedule.vehicle ? `${schedule.vehicle.name[lang]} (${schedule.vehicle.plate})` : null,
    schedule.device?.name[lang],
  ];
  return parts.filter(Boolean).join(' · ');
}
