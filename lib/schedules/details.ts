import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import { attempt } from '@/lib/upstream/result';
import { getSchedule } from '@/lib/upstream/schedules';
import type { Schedule } from '@/lib/upstream/schemas/schedules';

/** Ids as the API makes them; anything else is not a schedule (404 without asking). */
export const SCHEDULE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export async function scheduleDetails(id: string): Promise<Result<Schedule>> {
  return attempt(() => getSchedule(id));
}
