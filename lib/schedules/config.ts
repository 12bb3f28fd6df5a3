import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import { attempt } from '@/lib/upstream/result';
import { getScheduleConfig } from '@/lib/upstream/schedules';
import type { ScheduleConfig } from '@/lib/upstream/schemas/schedules';

/** The learner's booking configuration: kinds paid, branches, instructor types, durations, cut-off. */
export async function scheduleConfig(): Promise<Result<ScheduleConfig>> {
  return attempt(() => getScheduleConfig());
}
