import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import { attempt } from '@/lib/upstream/result';
import { getScheduleSummary } from '@/lib/upstream/schedules';
import type { ScheduleSummary } from '@/lib/upstream/schemas/schedules';

/** The learner's sessions by status and their practical minutes paid, booked and completed (the Schedules tab). */
export async function scheduleSummary(): Promise<Result<ScheduleSummary>> {
  return attempt(() => getScheduleSummary());
}
