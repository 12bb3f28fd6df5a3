import 'server-only';
import { ok, type Result } from '@/lib/errors/app-error';
import { zonedInstant } from '@/lib/domain/dates';
import type { BookScheduleValues } from '@/lib/schemas/schedules';
import { attempt } from '@/lib/upstream/result';
import { bookCustom, bookRangeSlot, bookSlot, getScheduleConfig } from '@/lib/upstream/schedules';
import { scheduleRequest } from './find';
import type { Schedule } from '@/lib/upstream/schemas/schedules';

/**
 * Books what the learner chose: a practical or VIP slot against its stage, a seat or a device slot,
 * or a custom start time (for the learner's own id). The API holds every rule again, inside one
 * transaction; a lost race comes back as slot_taken.
 */
export async function bookSchedule(values: BookScheduleValues, learnerId: string): Promise<Result<Schedule>> {
  // a rebooking names the session it replaces; the API turns that one RESCHEDULED in the same transaction
  const replaces = values.rescheduleOf ? { rescheduleOf: values.rescheduleOf } : {};
  switch (values.kind) {
    case 'practical':
    case 'vip':
      // the course's ids come from the API's own configuration; the choice is the form's, checked by the API against the slot
      return attempt(async () => {
        const config = await getScheduleConfig();
        const choice = { branchId: values.branchId, instructorTypeId: values.instructorTypeId, gearType: values.gearType };
        return bookSlot({ ...scheduleRequest(config, choice, values.instanceCode), slotId: values.slotId, ...replaces });
      });
    case 'lectureHall':
    case 'mockTest':
    case 'simulator':
      return attempt(() => bookRangeSlot(values.kind as 'lectureHall' | 'mockTest' | 'simulator', { slotId: values.slotId, ...replaces }));
    case 'custom': {
      const startsAt = zonedInstant(values.day, values.time);
      const body = {
        startsAt,
        durationMinutes: Number(values.durationMinutes),
        branchId: values.branchId,
        ...(values.gearType ? { gearType: values.gearType } : {}),
        ...replaces,
      };
      return attempt(() => bookCustom(learnerId, body));
    }
    default:
      return ok(values.kind satisfies never);
  }
}
