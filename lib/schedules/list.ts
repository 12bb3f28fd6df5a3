import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import { addDays, dayToApi, todayIn } from '@/lib/domain/dates';
import { upcomingScheduled, type YearMonth } from '@/lib/domain/schedules';
import { attempt } from '@/lib/upstream/result';
import { listSchedules } from '@/lib/upstream/schedules';
import type { Schedule } from '@/lib/upstream/schemas/schedules';

/** A month's sessions, every status (the Schedules tab groups them). */
export async function listMonth(month: YearMonth): Promise<Result<Schedule[]>> {
  return attempt(() => listSchedules(month));
}

/** The learner's next SCHEDULED sessions, from today over the next 30 days (the dashboard, D§2). */
export async function listUpcoming(now: Date): Promise<Result<Schedule[]>> {
  const today = todayIn({ now });
  const result = await attempt(() => listSchedules({ startDate: dayToApi(today), endDate: dayToApi(addDays(today, 30)), status: 'SCHEDULED' }));
  return result.ok ? { ok: true, value: upcomingScheduled(result.value, now) } : result;
}
