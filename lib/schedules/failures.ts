import type { AppError } from '@/lib/errors/app-error';
import { errorText, type Translate } from '@/lib/errors/text';

// What a failed schedule call reads as (D§8 "Schedules"), in the page's language. Pure: the caller
// passes its translator. Each operation has the spec's line; a refusal the learner can act on (fees
// unpaid, the slot just taken, the week's hours used) says so instead, translated by its code.

export type ScheduleOperation = 'list' | 'config' | 'details' | 'find' | 'book' | 'cancel' | 'rate' | 'comment';

const FALLBACK_KEY: Record<ScheduleOperation, string> = {
  list: 'schedules.failures.list',
  config: 'schedules.failures.config',
  details: 'schedules.failures.details',
  find: 'schedules.failures.find',
  book: 'schedules.failures.book',
  cancel: 'schedules.failures.cancel',
  rate: 'schedules.failures.rate',
  comment: 'schedules.failures.comment',
};

/** Booking and finding refusals that carry their own words (contract "New error codes"). */
export const BOOKING_CODES = [
  'fees_unpaid',
  'not_registered',
  'slot_taken',
  'learner_busy',
  'weekly_hours_exceeded',
  'hours_used_up',
  'outside_class_times',
  'slot_in_past',
  'not_vip',
  'permit_expired',
  'rta_file_expired',
] as const;

export function scheduleFailureText(operation: ScheduleOperation, error: Pick<AppError, 'status' | 'code' | 'message'>, t: Translate): string {
  // R§8's own line, worded by the portal in both languages.
  if (error.code === 'fees_unpaid' && operation !== 'cancel') return t('schedules.feesUnpaid');
  // 'Please complete your registration first': a learner not yet registered has nothing to book.
  if (error.code === 'not_registered') return errorText(error, t);
  if ((operation === 'book' || operation === 'find') && (BOOKING_CODES as readonly string[]).includes(error.code)) return errorText(error, t);
  // D§8: 'Unable to cancel schedule.', but on 409 the server's message (translated by its code).
  if (operation === 'cancel' && error.status === 409) return errorText(error, t);
  return t(FALLBACK_KEY[operation]);
}
