import * as z from 'zod';
import { isIsoDate } from '@/lib/domain/dates';
import { MESSAGE_MAX, RATINGS } from '@/lib/domain/feedback';
import { msg } from './messages';
import { phoneCheck, phoneFields } from './fields';
import { choice, crossChecks, holds, matches, text } from './rules';

// The two forms a visitor fills in without an account (D§2 /book-an-appointment, /customer-feedback).
// D§5: the country code is read-only, the starting code one of 50, 52, 54, 55, 56, 58, then 7 digits
// (phoneFields, the same rule as sign-up). Messages are the generic D§5 ones.

const NAME = /^[\p{L}\p{M}]+(?:[\p{L}\p{M} .'-]*[\p{L}\p{M}.])?$/u;

/** The day whose slots are shown (a plain GET form, so it works without JavaScript too). */
export const appointmentDaySchema = z.object({ day: text('day', holds(isIsoDate, msg.invalid('day'))) });

export const appointmentSchema = z
  .object({
    name: text(
      'name',
      matches(NAME, msg.invalid('name')),
      holds((v) => v.length >= 2, msg.minLength('name', 2)),
    ),
    ...phoneFields,
    day: text('day', holds(isIsoDate, msg.invalid('day'))),
    /** the chosen slot's start, an ISO instant as the slot list gave it */
    slot: text(
      'slot',
      holds((v) => !Number.isNaN(Date.parse(v)) && /T/.test(v), msg.invalid('slot')),
    ),
  })
  .check(crossChecks([phoneCheck]));

export const feedbackSchema = z
  .object({
    rating: choice('rating', RATINGS),
    message: text(
      'message',
      holds((v) => v.length <= MESSAGE_MAX, msg.maxValue('message', MESSAGE_MAX + 1)),
    ),
    ...phoneFields,
  })
  .check(crossChecks([phoneCheck]));

export type AppointmentValues = z.output<typeof appointmentSchema>;
export type FeedbackValues = z.output<typeof feedbackSchema>;
