import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import type { AppointmentValues } from '@/lib/schemas/appointments';
import { bookAppointment as postBooking } from '@/lib/upstream/appointments';
import { clientContext } from '@/lib/upstream/context';
import { attempt, renameFields } from '@/lib/upstream/result';

// 'Book an appointment' without an account (D§2, D§6): name, mobile and a slot of the chosen day.
// A slot someone else took a moment ago is the API's 409; its message is shown (D§8).

export async function bookAppointment(values: AppointmentValues): Promise<Result<{ startsAt: string }>> {
  const { countryCode, startingCode, number, name, slot } = values;
  const answer = await attempt(async () =>
    postBooking({ name, mobile: { countryCode, startingCode, number }, startsAt: slot }, await clientContext()),
  );
  if (!answer.ok) {
    const fields = renameFields(answer.error.fields, FIELD_MAP, LABELS);
    return { ok: false, error: { ...answer.error, ...(fields ? { fields } : {}) } };
  }
  return { ok: true, value: { startsAt: answer.value.startsAt } };
}

const LABELS = { number: 'phone', startingCode: 'phone', slot: 'slot', name: 'name', rating: 'rating', message: 'message' };
const FIELD_MAP = {
  name: 'name',
  'mobile.countryCode': 'number',
  'mobile.startingCode': 'startingCode',
  'mobile.number': 'number',
  startsAt: 'slot',
};
