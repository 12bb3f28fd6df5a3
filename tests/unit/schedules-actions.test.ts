jest.mock('next/headers', () => jest.requireActual('./support/next-headers'));
import { INITIAL_FORM_STATE } from '@/lib/forms/form-state';
import { bookScheduleAction } from '@/app/[lang]/(student)/dashboard/schedules/book/actions';
import { cancelScheduleAction, commentScheduleAction, rateScheduleAction } from '@/lib/schedules/actions';
import { toAppError } from '@/lib/errors/app-error';
import { UpstreamError } from '@/lib/upstream/errors';
import * as upstream from '@/lib/upstream/schedules';
import ar from '@/messages/ar.json';

// The schedule actions as a form sees their answers (D§8 "Schedules"): the spec's line per operation,
// a refusal the learner can act on in its own words, the page's language.

let mockLocale = 'en';
jest.mock('next-intl/server', () => ({
  getLocale: async () => mockLocale,
  getTranslations: async ({ locale }: { locale: 'en' | 'ar' }) => jest.requireActual('./support/intl').translator(locale),
}));
jest.mock('@/lib/auth/viewer', () => ({ viewer: async () => ({ id: 'usr-1', roles: ['student'] }) }));
jest.mock('@/lib/upstream/schedules', () => ({
  // the course's ids of D§3's schedule request come from the configuration
  getScheduleConfig: jest.fn(async () => ({ courseId: 'crs-1', licenseTypeId: 'lt-lmv', courseType: { _id: 'ct-r' } })),
  bookSlot: jest.fn(),
  bookRangeSlot: jest.fn(),
  bookCustom: jest.fn(),
  cancelSchedule: jest.fn(),
  rateSchedule: jest.fn(),
  commentOnSchedule: jest.fn(),
}));

const api = jest.mocked(upstream);
const refusal = (status: number, code: string, message: string) =>
  new UpstreamError(toAppError(status, { statusCode: status, code, message }), 'http');
const schedule = { _id: 'sch-1', startsAt: '2026-12-01T20:30:00.000Z' };

beforeEach(() => {
  jest.clearAllMocks();
  mockLocale = 'en';
});

describe('cancel', () => {
  it('goes back to the session’s Dubai month without it, with a notice', async () => {
    api.cancelSchedule.mockResolvedValue(schedule as never);
    const state = await cancelScheduleAction(INITIAL_FORM_STATE, { scheduleId: 'sch-1', reason: '  Feeling unwell  ' });
    expect(api.cancelSchedule).toHaveBeenCalledWith('sch-1', 'Feeling unwell');
    expect(state).toMatchObject({
      status: 'done',
      redirectTo: '/en/dashboard/schedules?month=2026-12&cancelled=1',
      notice: 'Your session is cancelled.',
    });
  });

  it('requires a reason of at least 3 characters, without asking the API', async () => {
    const empty = await cancelScheduleAction(INITIAL_FORM_STATE, { scheduleId: 'sch-1', reason: '  ' });
    expect(empty.fieldErrors?.reason).toBe('Reason is required');
    const short = await cancelScheduleAction(INITIAL_FORM_STATE, { scheduleId: 'sch-1', reason: 'no' });
    expect(short.fieldErrors?.reason).toBe('Reason should have atleast 3 characters.');
    expect(api.cancelSchedule).not.toHaveBeenCalled();
  });

  it("on 409 shows the server's message; otherwise 'Unable to cancel schedule.'", async () => {
    api.cancelSchedule.mockRejectedValueOnce(refusal(409, 'cancel_too_late', 'This session can no longer be cancelled'));
    const late = await cancelScheduleAction(INITIAL_FORM_STATE, { scheduleId: 'sch-1', reason: 'Feeling unwell' });
    expect(late).toMatchObject({ status: 'failed', formError: 'This session can no longer be cancelled' });
    api.cancelSchedule.mockRejectedValueOnce(refusal(500, 'internal', 'boom'));
    const broken = await cancelScheduleAction(INITIAL_FORM_STATE, { scheduleId: 'sch-1', reason: 'Feeling unwell' });
    expect(broken).toMatchObject({ status: 'failed', formError: 'Unable to cancel schedule.' });
  });

  it('says it in Arabic on /ar', async () => {
    mockLocale = 'ar';
    api.cancelSchedule.mockRejectedValueOnce(refusal(404, 'not_found', 'Not Found'));
    const state = await cancelScheduleAction(INITIAL_FORM_STATE, { scheduleId: 'sch-1', reason: 'سبب الإلغاء' });
    expect(state.formError).toBe(ar.schedules.failures.cancel);
  });
});

describe('book', () => {
  it('books a practical slot against its stage and opens the details', async () => {
    api.bookSlot.mockResolvedValue(schedule as never);
    const choice = { branchId: 'br-main-training', instructorTypeId: 'it-standard', gearType: 'automatic' };
    const state = await bookScheduleAction(INITIAL_FORM_STATE, { kind: 'practical', slotId: 'slot-a', instanceCode: 'stg-practical', ...choice });
    expect(api.bookSlot).toHaveBeenCalledWith({
      instanceId: 'crs-1',
      instanceCode: 'stg-practical',
      licenseTypeId: 'lt-lmv',
      courseTypeId: 'ct-r',
      ...choice,
      slotId: 'slot-a',
    });
    expect(state).toMatchObject({ status: 'done', redirectTo: '/en/schedules/sch-1?booked=1' });
  });

  it('books hall, mock-test and simulator slots through their own calls', async () => {
    api.bookRangeSlot.mockResolvedValue(schedule as never);
    for (const kind of ['lectureHall', 'mockTest', 'simulator'] as const)
      await bookScheduleAction(INITIAL_FORM_STATE, { kind, slotId: `slot-${kind}` });
    expect(api.bookRangeSlot.mock.calls).toEqual([
      ['lectureHall', { slotId: 'slot-lectureHall' }],
      ['mockTest', { slotId: 'slot-mockTest' }],
      ['simulator', { slotId: 'slot-simulator' }],
    ]);
  });

  it('a rebooking names the session marked for reschedule it replaces, for every kind', async () => {
    api.bookSlot.mockResolvedValue(schedule as never);
    api.bookRangeSlot.mockResolvedValue(schedule as never);
    api.bookCustom.mockResolvedValue(schedule as never);
    await bookScheduleAction(INITIAL_FORM_STATE, { kind: 'vip', slotId: 'slot-v', instanceCode: 'stg-vip', rescheduleOf: 'sch-old' });
    expect(api.bookSlot).toHaveBeenLastCalledWith(expect.objectContaining({ instanceCode: 'stg-vip', slotId: 'slot-v', rescheduleOf: 'sch-old' }));
    await bookScheduleAction(INITIAL_FORM_STATE, { kind: 'mockTest', slotId: 'slot-m', rescheduleOf: 'sch-old' });
    expect(api.bookRangeSlot).toHaveBeenLastCalledWith('mockTest', { slotId: 'slot-m', rescheduleOf: 'sch-old' });
    const custom = { kind: 'custom', day: '2026-12-02', time: '09:15', durationMinutes: '60', branchId: 'br-1', rescheduleOf: 'sch-old' };
    await bookScheduleAction(INITIAL_FORM_STATE, custom);
    expect(api.bookCustom).toHaveBeenLastCalledWith('usr-1', expect.objectContaining({ rescheduleOf: 'sch-old' }));
    // anything but a session id is refused before the API is asked
    const bad = await bookScheduleAction(INITIAL_FORM_STATE, { kind: 'practical', slotId: 's', instanceCode: 'x', rescheduleOf: '../etc' });
    expect(bad.status).toBe('invalid');
  });

  it('books a custom start in Dubai time for the learner’s own id', async () => {
    api.bookCustom.mockResolvedValue(schedule as never);
    await bookScheduleAction(INITIAL_FORM_STATE, {
      kind: 'custom',
      day: '2026-12-02',
      time: '09:15',
      durationMinutes: '90',
      branchId: 'br-1',
      gearType: 'automatic',
    });
    expect(api.bookCustom).toHaveBeenCalledWith('usr-1', {
      startsAt: '2026-12-02T05:15:00.000Z',
      durationMinutes: 90,
      branchId: 'br-1',
      gearType: 'automatic',
    });
  });

  it.each([
    [409, 'fees_unpaid', 'whatever the server says', 'You need to pay the fees for your classes before scheduling.'],
    [409, 'slot_taken', 'This slot has just been booked, please choose another', 'This slot has just been booked, please choose another'],
    [500, 'internal', 'boom', 'Unable to schedule'],
    [409, 'conflict', 'Already exists', 'Unable to schedule'],
  ])('a %i %s reads %j → %j', async (status, code, message, text) => {
    api.bookSlot.mockRejectedValueOnce(refusal(status, code, message));
    const state = await bookScheduleAction(INITIAL_FORM_STATE, { kind: 'practical', slotId: 'slot-a', instanceCode: 'stg' });
    expect(state).toMatchObject({ status: 'failed', formError: text });
  });

  it('refuses a booking without a slot', async () => {
    const state = await bookScheduleAction(INITIAL_FORM_STATE, { kind: 'practical', slotId: '' });
    expect(state.status).toBe('invalid');
    expect(api.bookSlot).not.toHaveBeenCalled();
  });
});

describe('rate and comment (D§8 texts, typos included)', () => {
  it("rating: 'Sucessfully rated' / 'Unable to rate schedule'", async () => {
    api.rateSchedule.mockResolvedValueOnce({ _id: 'sch-1', rating: 4 });
    expect(await rateScheduleAction(INITIAL_FORM_STATE, { scheduleId: 'sch-1', rating: '4' })).toMatchObject({
      status: 'done',
      notice: 'Sucessfully rated',
    });
    expect(api.rateSchedule).toHaveBeenCalledWith('sch-1', 4);
    api.rateSchedule.mockRejectedValueOnce(refusal(409, 'already_rated', 'This session has already been rated'));
    expect(await rateScheduleAction(INITIAL_FORM_STATE, { scheduleId: 'sch-1', rating: '4' })).toMatchObject({
      status: 'failed',
      formError: 'Unable to rate schedule',
    });
    expect((await rateScheduleAction(INITIAL_FORM_STATE, { scheduleId: 'sch-1', rating: '6' })).status).toBe('invalid');
  });

  it("comment: 'Sucessfully commented' / 'Unable to comment on schedule'", async () => {
    api.commentOnSchedule.mockResolvedValueOnce({ _id: 'sch-1', comment: 'Great' });
    expect(await commentScheduleAction(INITIAL_FORM_STATE, { scheduleId: 'sch-1', comment: ' Great ' })).toMatchObject({
      status: 'done',
      notice: 'Sucessfully commented',
    });
    expect(api.commentOnSchedule).toHaveBeenCalledWith('sch-1', 'Great');
    api.commentOnSchedule.mockRejectedValueOnce(refusal(409, 'not_completed', 'Only completed sessions can be rated'));
    mockLocale = 'ar';
    expect(await commentScheduleAction(INITIAL_FORM_STATE, { scheduleId: 'sch-1', comment: 'رائع' })).toMatchObject({
      formError: ar.schedules.failures.comment,
    });
  });
});
