import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import type { CancelScheduleValues } from '@/lib/schemas/schedules';
import { attempt } from '@/lib/upstream/result';
import { cancelSchedule } from '@/lib/upstream/schedules';
import type { Schedule } from '@/lib/upstream/schemas/schedules';

/** Cancels a SCHEDULED session with its reason; too late or not scheduled is the API's 409. */
export async function cancelBooking(values: CancelScheduleValues): Promise<Result<Schedule>> {
  return attempt(() => cancelSchedule(values.scheduleId, values.reason));
}
