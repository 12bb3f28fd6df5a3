import 'server-only';
import { ok, type Result } from '@/lib/errors/app-error';
import { dayToApi } from '@/lib/domain/dates';
import { attempt } from '@/lib/upstream/result';
import { findRangeSlots, findScheduleDays, type RangeKind, type ScheduleRequest } from '@/lib/upstream/schedules';
import type { ScheduleConfig, Slot } from '@/lib/upstream/schemas/schedules';

export interface PracticalChoice {
  kind: 'practical' | 'vip';
  branchId: string;
  instructorTypeId: string;
  gearType: string;
  durationMinutes: number;
}

/** The stage a kind books against (its instanceCode), from the configuration. */
export function stageOf(config: ScheduleConfig, kind: string): string | null {
  return config.kinds.find((k) => k.kind === kind)?.stageId ?? null;
}

/** D§3's schedule request for a practical choice: the course's ids from the configuration, the rest the learner's. */
export function scheduleRequest(
  config: ScheduleConfig,
  choice: Omit<PracticalChoice, 'kind' | 'durationMinutes'>,
  instanceCode: string,
): ScheduleRequest {
  return {
    instanceId: config.courseId,
    instanceCode,
    licenseTypeId: config.licenseTypeId,
    branchId: choice.branchId,
    instructorTypeId: choice.instructorTypeId,
    courseTypeId: config.courseType._id,
    gearType: choice.gearType,
  };
}

/** Days (ISO) between `from` and `to` with an AVAILABLE practical slot (schedule/find); [] when none. */
export async function findPracticalDays(config: ScheduleConfig, choice: PracticalChoice, from: string, to: string): Promise<Result<string[]>> {
  const instanceCode = stageOf(config, choice.kind);
  if (!instanceCode) return ok([]);
  const days = await attempt(() =>
    findScheduleDays({
      ...scheduleRequest(config, choice, instanceCode),
      startDate: dayToApi(from),
      endDate: dayToApi(to),
      durationMinutes: choice.durationMinutes,
    }),
  );
  if (!days.ok) return days;
  return ok(days.value.filter((d) => Boolean(d.available)).map((d) => d.date.slice(0, 10)));
}

/** Hall seats, mock-test and simulator slots over a range of days. */
export async function findSlotsInRange(kind: RangeKind, from: string, to: string, branchId?: string): Promise<Result<Slot[]>> {
  return attempt(() => findRangeSlots(kind, { startDate: dayToApi(from), endDate: dayToApi(to), ...(branchId ? { branchId } : {}) }));
}
