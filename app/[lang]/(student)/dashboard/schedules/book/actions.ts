'use server';

import type { FormState } from '@/lib/forms/form-state';
import { viewer } from '@/lib/auth/viewer';
import { appError, fail } from '@/lib/errors/app-error';
import { runFormAction } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import { bookSchedule } from '@/lib/schedules/book';
import { scheduleFailureText } from '@/lib/schedules/failures';
import { bookScheduleSchema } from '@/lib/schemas/schedules';

/** Book the chosen session (D§4), then its details with a success toast. */
export async function bookScheduleAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: bookScheduleSchema,
    run: async (values) => {
      const user = await viewer();
      return user ? bookSchedule(values, user.id) : fail(appError('unauthorized'));
    },
    done: (schedule, { lang, t }) => ({
      redirectTo: localePath(lang, `/schedules/${encodeURIComponent(schedule._id)}`, { booked: '1' }),
      notice: t('schedules.booked'),
    }),
    failure: (error, t) => scheduleFailureText('book', error, t),
  });
}
