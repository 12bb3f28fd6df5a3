'use server';

import { bookAppointment } from '@/lib/appointments/book';
import type { FormState } from '@/lib/forms/form-state';
import { runFormAction } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import { appointmentSchema } from '@/lib/schemas/appointments';

/** 'Book' (D§2): the slot is the API's to grant; a refusal shows its message (D§8) and keeps what was typed. */
export async function bookAppointmentAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: appointmentSchema,
    run: bookAppointment,
    done: (booked, { lang }) => ({ redirectTo: localePath(lang, '/book-an-appointment/thank-you', { at: booked.startsAt }) }),
  });
}
