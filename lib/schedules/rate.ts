import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import type { RateScheduleValues } from '@/lib/schemas/schedules';
import { attempt } from '@/lib/upstream/result';
import { rateSchedule } from '@/lib/upstream/schedules';

/** Rates a COMPLETED session 1–5, once. */
export async function rateBooking(values: RateScheduleValues): Promise<Result<{ _id: string; rating: number }>> {
  return attempt(() => rateSchedule(values.scheduleId, values.rating));
}
