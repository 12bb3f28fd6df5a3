import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import type { CommentScheduleValues } from '@/lib/schemas/schedules';
import { attempt } from '@/lib/upstream/result';
import { commentOnSchedule } from '@/lib/upstream/schedules';

/** Comments on a COMPLETED session (replaces the previous comment). */
export async function commentOnBooking(values: CommentScheduleValues): Promise<Result<{ _id: string; comment: string }>> {
  return attempt(() => commentOnSchedule(values.scheduleId, values.comment));
}
