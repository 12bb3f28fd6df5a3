import 'server-only';
import { ok, type Result } from '@/lib/errors/app-error';
import { dayToApi } from '@/lib/domain/dates';
import { getAppointmentSlots, type AppointmentSlot } from '@/lib/upstream/appointments';
import { clientContext } from '@/lib/upstream/context';
import { attempt } from '@/lib/upstream/result';

// The slots of a day for the booking page (read on the server: the page works without JavaScript).

export async function appointmentDaySlots(day: string): Promise<Result<AppointmentSlot[]>> {
  const answer = await attempt(async () => getAppointmentSlots(dayToApi(day), await clientContext()));
  return answer.ok ? ok(answer.value.slots) : answer;
}
