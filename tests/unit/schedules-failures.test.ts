import { appError } from '@/lib/errors/app-error';
import { scheduleFailureText, type ScheduleOperation } from '@/lib/schedules/failures';
import ar from '@/messages/ar.json';
import { tAr, tEn } from './support/intl';

// D§8 "Schedules": each operation's line, and the refusals that say something of their own.

const broken = appError('internal');
const conflict = (code: string, message: string) => ({ status: 409, code, message });

describe('scheduleFailureText', () => {
  it.each([
    ['list', 'Unable to get schedules.'],
    ['config', 'Unable to get schedule configuration'],
    ['details', 'Unable to get schedule details.'],
    ['find', 'Unable to find schedules'],
    ['book', 'Unable to schedule'],
    ['cancel', 'Unable to cancel schedule.'],
    ['rate', 'Unable to rate schedule'],
    ['comment', 'Unable to comment on schedule'],
  ] as [ScheduleOperation, string][])('%s fails with %j', (operation, text) => {
    expect(scheduleFailureText(operation, broken, tEn)).toBe(text);
    expect(scheduleFailureText(operation, appError('service_unavailable'), tEn)).toBe(text);
  });

  it('says to pay first wherever fees are unpaid, in both languages (R§8)', () => {
    for (const operation of ['config', 'find', 'book'] as const) {
      expect(scheduleFailureText(operation, conflict('fees_unpaid', 'x'), tEn)).toBe('You need to pay the fees for your classes before scheduling.');
      expect(scheduleFailureText(operation, conflict('fees_unpaid', 'x'), tAr)).toBe(ar.schedules.feesUnpaid);
    }
  });

  it('books and finds with the refusal’s own words, translated by code', () => {
    expect(scheduleFailureText('book', conflict('slot_taken', 'This slot has just been booked, please choose another'), tAr)).toBe(
      ar.errors.schedule.slot_taken,
    );
    expect(scheduleFailureText('find', conflict('weekly_hours_exceeded', 'You have reached your class hours for this week'), tEn)).toBe(
      'You have reached your class hours for this week',
    );
    expect(scheduleFailureText('book', conflict('not_registered', 'Please complete your registration first'), tEn)).toBe(
      'Please complete your registration first',
    );
  });

  it("cancel: on 409 the server's message (translated by its code), else D§8's line", () => {
    expect(scheduleFailureText('cancel', conflict('cancel_too_late', 'This session can no longer be cancelled'), tEn)).toBe(
      'This session can no longer be cancelled',
    );
    expect(scheduleFailureText('cancel', conflict('cancel_too_late', 'This session can no longer be cancelled'), tAr)).toBe(
      ar.errors.schedule.cancel_too_late,
    );
    expect(scheduleFailureText('cancel', { status: 404, code: 'not_found', message: 'Not Found' }, tEn)).toBe('Unable to cancel schedule.');
  });

  it('rating and commenting keep their own lines even for a known refusal', () => {
    expect(scheduleFailureText('rate', conflict('already_rated', 'This session has already been rated'), tEn)).toBe('Unable to rate schedule');
    expect(scheduleFailureText('comment', conflict('not_completed', 'Only completed sessions can be rated'), tEn)).toBe(
      'Unable to comment on schedule',
    );
  });
});
