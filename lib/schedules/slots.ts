import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import { dayToApi } from '@/lib/domain/dates';
import { attempt } from '@/lib/upstream/result';
import { getPracticalSlots, getVipSlots } from '@/lib/upstream/schedules';
import type { ScheduleConfig, Slot } from '@/lib/upstream/schemas/schedules';
import { stageOf, type PracticalChoice } from './find';

/** One day's practical (or VIP) slots, every 30 minutes inside the class times, each with its status. */
export async function daySlots(config: ScheduleConfig, choice: PracticalChoice, day: string): Promise<Result<Slot[]>> {
  const date = dayToApi(day);
  if (choice.kind === 'vip') {
    return attempt(async () => (await getVipSlots({ date, branchId: choice.branchId, durationMinutes: choice.durationMinutes })).slots);
  }
  return attempt(
    async () =>
      (
        await getPracticalSlots({
          instanceCode: stageOf(config, choice.kind) ?? '',
          licenseTypeId: config.licenseTypeId,
          branchId: choice.branchId,
          instructorTypeId: choice.instructorTypeId,
          courseTypeId: config.courseType._id,
          gearType: choice.gearType,
          date,
          durationMinutes: choice.durationMinutes,
        })
      ).slots,
  );
}
