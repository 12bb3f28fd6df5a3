'use server';

import type { FormState } from '@/lib/forms/form-state';
import { dayOfInstant } from '@/lib/domain/dates';
import { runFormAction } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import { cancelBooking } from '@/lib/schedules/cancel';
import { commentOnBooking } from '@/lib/schedules/comment';
import { scheduleFailureText } from '@/lib/schedules/failures';
import { rateBooking } from '@/lib/schedules/rate';
import { cancelScheduleSchema, commentScheduleSchema, rateScheduleSchema } from '@/lib/schemas/schedules';

type Payload = FormData | Record<string, string>;

/** Cancel with a reason (D§4); back to the session's month, where it is no longer scheduled. */
export async function cancelScheduleAction(previous: FormState, payload: Payload): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: cancelScheduleSchema,
    run: cancelBooking,
    done: (schedule, { lang, t }) => ({
      redirectTo: localePath(lang, '/dashboard/schedules', { month: dayOfInstant(schedule.startsAt).slice(0, 7), cancelled: '1' }),
      notice: t('schedules.cancelled'),
    }),
    failure: (error, t) => scheduleFailureText('cancel', error, t),
  });
}

export async function rateScheduleAction(previous: FormState, payload: Payload): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: rateScheduleSchema,
    run: rateBooking,
    // the page refreshes its data in place (components/schedules/feedback-forms.tsx)
    done: (_rated, { t }) => ({ notice: t('schedules.rated') }),
    failure: (error, t) => scheduleFailureText('rate', error, t),
  });
}

export async function commentScheduleAction(previous: FormState, payload: Payload): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: commentScheduleSchema,
    run: commentOnBooking,
    // the page refreshes its data in place (components/schedules/feedback-forms.tsx)
    done: (_commented, { t }) => ({ notice: t('schedules.commented') }),
    failure: (error, t) => scheduleFailureText('comment', error, t),
  });
}
