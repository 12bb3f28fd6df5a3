import { parseEnv } from '../../reference-api/src/env';
import { registeredLearner, staffToken } from './support/payments';
import { at, book, cancel, dayAhead, PRACTICE_STAGE, practicalSlots, sandboxLearners, slotAt, startScheduleApp } from './support/schedules';
import { call, expectError, fieldCodes, get, post, randomSecret, type TestApp } from './support/test-app';

// The rules of booking (contract "Rules the API enforces"): paid stages per kind, class times, durations,
// weekly and paid hours, notice and window, the cancellation cut-off, and malformed input answered with
// the 400 envelope, never a 500.

let t: TestApp;
beforeAll(async () => {
  t = await startScheduleApp();
}, 120_000);
afterAll(async () => t?.close());

const FEES = 'You need to pay the fees for your classes before scheduling.';
const custom = (token: string, body: Record<string, unknown>, studentId?: string) =>
  post(t.app, `/schedule/v1/schedule/book-custom-schedule${studentId ? `?studentId=${studentId}` : ''}`, { branchId: 'br-al-quoz', ...body }, token);
const range = (day: string) => ({ startDate: day, endDate: day });

/** Moves the test clock for the length of `fn`, then back. */
async function withClockAt<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const by = ms - t.clock.now();
  t.clock.advance(by);
  try {
    return await fn();
  } finally {
    t.clock.advance(-by);
  }
}

describe('fees per kind', () => {
  it('a learner registered at the centre with nothing paid: every kind is 409 fees_unpaid with the spec’s message', async () => {
    const { token, userId } = await registeredLearner(t);
    const day = dayAhead(t, 3);
    const answers = [
      await practicalSlots(t, token, day),
      await post(
        t.app,
        '/schedule/v1/schedule/find',
        { instanceCode: PRACTICE_STAGE, ...range(day), branchId: 'br-al-quoz', instructorTypeId: 'it-standard', gearType: 'automatic' },
        token,
      ),
      await post(t.app, '/schedule/v1/lecture-hall/find-schedule', range(day), token),
      await post(t.app, '/schedule/v1/mock-test/find-schedule', range(day), token),
      await post(t.app, '/schedule/v1/simulator-training/find-schedule', range(day), token),
      await custom(token, { startsAt: at(day, '10:00'), durationMinutes: 60 }, userId),
    ];
    for (const res of answers) {
      expectError(res, 409, 'fees_unpaid');
      expect(res.body.message).toBe(FEES);
    }
    // a slot found by a paid learner is refused to the unpaid one at booking too
    const [paid] = await sandboxLearners(t, 1);
    const slot = await slotAt(t, paid!.token, day, '10:00');
    expectError(await book(t, token, { slotId: slot.slotId }), 409, 'fees_unpaid');
  });

  it('paidKinds: the theory stage paid opens the hall only', async () => {
    const [l] = await sandboxLearners(t, 1, { paidKinds: ['lectureHall'] });
    const day = dayAhead(t, 3);
    expect((await post(t.app, '/schedule/v1/lecture-hall/find-schedule', range(day), l!.token)).status).toBe(200);
    expectError(await practicalSlots(t, l!.token, day), 409, 'fees_unpaid');
    expectError(await post(t.app, '/schedule/v1/mock-test/find-schedule', range(day), l!.token), 409, 'fees_unpaid');
    expectError(await post(t.app, '/schedule/v1/simulator-training/find-schedule', range(day), l!.token), 409, 'fees_unpaid');
    const config = (await get(t.app, '/schedule/v1/work-time/time-slots', l!.token)).body.data;
    expect(config.kinds.filter((k: { paid: boolean }) => k.paid).map((k: { kind: string }) => k.kind)).toEqual(['lectureHall']);
    expect(config.practicalMinutes.paid).toBe(0);
  });
});

describe('class times and durations', () => {
  it('R (regular): 08:30–17:30 only, the whole session inside', async () => {
    const [l] = await sandboxLearners(t, 1);
    const day = dayAhead(t, 4);
    for (const [start, minutes] of [
      ['08:00', 60],
      ['17:00', 60],
      ['20:30', 30],
    ] as const) {
      expectError(await custom(l!.token, { startsAt: at(day, start), durationMinutes: minutes }), 409, 'outside_class_times');
    }
    expect((await custom(l!.token, { startsAt: at(day, '16:30'), durationMinutes: 60 })).status).toBe(201);
  });

  it('F (flexi): also 20:00–23:00, in the slot search and in bookings', async () => {
    const [l] = await sandboxLearners(t, 1, { courseCode: 'LMV-FLX' });
    const day = dayAhead(t, 4);
    const params = new URLSearchParams({
      instanceCode: 'lmv-flx-s-practice',
      branchId: 'br-al-quoz',
      instructorTypeId: 'it-standard',
      courseTypeId: 'ct-flexi',
      gearType: 'automatic',
      date: day,
      durationMinutes: '90',
    });
    const res = await get(t.app, `/schedule/v1/work-time/practical-training/time-slots?${params}`, l!.token);
    expect(res.status).toBe(200);
    const evening = res.body.data.slots.filter((s: { startsAt: string }) => s.startsAt >= at(day, '20:00'));
    expect(evening.map((s: { startsAt: string }) => s.startsAt)).toEqual(['20:00', '20:30', '21:00', '21:30'].map((h) => at(day, h)));
    // Suresh works evenings at Al Quoz (with a standard car)
    expect(evening.every((s: { status: string }) => s.status === 'AVAILABLE')).toBe(true);
    const booked = await book(t, l!.token, { instanceCode: 'lmv-flx-s-practice', slotId: evening[2].slotId });
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({ startsAt: at(day, '21:00'), endsAt: at(day, '22:30'), instructor: { _id: 'ins-quoz-suresh' } });
    expectError(await custom(l!.token, { startsAt: at(day, '22:00'), durationMinutes: 90 }), 409, 'outside_class_times');
  });

  it('a duration is a multiple of 30 within the course type’s minimum and maximum (fields.durationMinutes)', async () => {
    const [l] = await sandboxLearners(t, 1);
    const day = dayAhead(t, 4);
    const cases: [number, string, Record<string, number> | undefined][] = [
      [90, 'max_value', { n: 60 }],
      [45, 'invalid', undefined],
      [0, 'min_value', { n: 1 }],
    ];
    for (const [minutes, code, params] of cases) {
      const res = await practicalSlots(t, l!.token, day, { durationMinutes: minutes });
      expectError(res, 400, 'invalid_data');
      expect(res.body.fields.durationMinutes).toMatchObject({ code, ...(params ? { params } : {}) });
    }
    const short = await custom(l!.token, { startsAt: at(day, '10:00'), durationMinutes: 15 });
    expectError(short, 400, 'invalid_data');
    expect(short.body.fields.durationMinutes).toMatchObject({ code: 'min_value', params: { n: 30 }, message: 'Duration should be greater than 30.' });
    const thirty = await practicalSlots(t, l!.token, day, { durationMinutes: 30 });
    expect(thirty.body.data.slots).toHaveLength(18);
  });
});

describe('hours', () => {
  it('regular: 4 hours per ISO week (Monday, Dubai); the fifth is 409 weekly_hours_exceeded and the week’s slots NOT AVAILABLE', async () => {
    const [l] = await sandboxLearners(t, 1);
    const monday = dayAhead(t, 14, 1);
    const dayOf = (n: number) => new Date(Date.parse(monday) + n * 86_400_000).toISOString();
    for (const n of [0, 1, 2, 3]) {
      expect((await book(t, l!.token, { slotId: (await slotAt(t, l!.token, dayOf(n), '10:00')).slotId })).status).toBe(201);
    }
    const friday = await practicalSlots(t, l!.token, dayOf(4));
    expect(new Set(friday.body.data.slots.map((s: { status: string }) => s.status))).toEqual(new Set(['NOT AVAILABLE']));
    expectError(await custom(l!.token, { startsAt: at(dayOf(4), '10:00'), durationMinutes: 30 }), 409, 'weekly_hours_exceeded');
    // next Monday is another week
    expect((await book(t, l!.token, { slotId: (await slotAt(t, l!.token, dayOf(7), '10:00')).slotId })).status).toBe(201);
    // cancelling gives the hour back
    const list = (await get(t.app, `/schedule/v1/schedule/list?startDate=${monday}&endDate=${dayOf(6)}`, l!.token)).body.data.schedules;
    expect((await cancel(t, l!.token, list[0]._id)).status).toBe(200);
    expect((await custom(l!.token, { startsAt: at(dayOf(4), '10:00'), durationMinutes: 60 })).status).toBe(201);
  });

  it('VIP 10 hours: the paid hours are a cap across weeks (409 hours_used_up)', async () => {
    const [l] = await sandboxLearners(t, 1, { courseCode: 'LMV-VLMT1' });
    const monday = dayAhead(t, 21, 1);
    const dayOf = (n: number) => new Date(Date.parse(monday) + n * 86_400_000).toISOString();
    const vip = {
      branchId: 'br-main-training',
      instructorTypeId: 'it-vip',
      instanceCode: 'lmv-vlmt1-s-practice',
      courseTypeId: 'ct-vlmt1',
      durationMinutes: 120,
    };
    for (const n of [0, 1, 2, 7, 8]) {
      const slot = await slotAt(t, l!.token, dayOf(n), '09:00', vip);
      expect((await book(t, l!.token, { instanceCode: vip.instanceCode, slotId: slot.slotId })).status).toBe(201);
    }
    expect((await get(t.app, '/schedule/v1/schedule/summary', l!.token)).body.data.practicalMinutes).toEqual({
      paid: 600,
      booked: 600,
      completed: 0,
    });
    const slot = await slotAt(t, l!.token, dayOf(9), '09:00', vip);
    expect(slot.status).toBe('NOT AVAILABLE');
    expectError(await book(t, l!.token, { instanceCode: vip.instanceCode, slotId: slot.slotId }), 409, 'hours_used_up');
  });
});

describe('notice and window', () => {
  it('a start less than 60 minutes ahead is 409 slot_in_past (and NOT AVAILABLE); exactly 60 is fine', async () => {
    const [l] = await sandboxLearners(t, 1);
    const day = dayAhead(t, 5);
    // a second before 09:00: the clock keeps running while the test does
    await withClockAt(Date.parse(at(day, '09:00')) - 1000, async () => {
      const slots = (await practicalSlots(t, l!.token, day, { durationMinutes: 30 })).body.data.slots;
      expect(slots.slice(0, 4).map((s: { status: string }) => s.status)).toEqual(['NOT AVAILABLE', 'NOT AVAILABLE', 'NOT AVAILABLE', 'AVAILABLE']);
      expectError(await book(t, l!.token, { slotId: slots[2].slotId }), 409, 'slot_in_past');
      expectError(await custom(l!.token, { startsAt: at(day, '09:45'), durationMinutes: 30 }), 409, 'slot_in_past');
      expect((await book(t, l!.token, { slotId: slots[3].slotId })).status).toBe(201);
    });
  });

  it('a start more than 60 days ahead is NOT AVAILABLE, and 400 when booked', async () => {
    const [l] = await sandboxLearners(t, 1);
    const day = dayAhead(t, 62);
    const slots = (await practicalSlots(t, l!.token, day)).body.data.slots;
    expect(new Set(slots.map((s: { status: string }) => s.status))).toEqual(new Set(['NOT AVAILABLE']));
    const far = await book(t, l!.token, { slotId: slots[0].slotId });
    expectError(far, 400, 'invalid_data');
    expect(fieldCodes(far.body)).toEqual({ slotId: 'invalid' });
    const farCustom = await custom(l!.token, { startsAt: at(day, '10:00'), durationMinutes: 30 });
    expect(fieldCodes(farCustom.body)).toEqual({ startsAt: 'invalid' });
  });
});

describe('cancellation cut-off', () => {
  it('SCHEDULE_CANCEL_CUTOFF_HOURS sets it (validated at boot); the answer says when', async () => {
    const sibling = await t.sibling({ SCHEDULE_CANCEL_CUTOFF_HOURS: '2' });
    const [l] = await sandboxLearners(t, 1);
    expect((await get(sibling, '/schedule/v1/work-time/time-slots', l!.token)).body.data.cancellationCutoffHours).toBe(2);
    const day = dayAhead(t, 2);
    const s = (await book(t, l!.token, { slotId: (await slotAt(t, l!.token, day, '13:00')).slotId })).body.data;
    await withClockAt(Date.parse(s.startsAt) - 3 * 3600_000, async () => {
      expectError(await cancel(t, l!.token, s._id), 409, 'cancel_too_late');
      const res = await call(sibling, {
        method: 'DELETE',
        url: `/schedule/v1/schedule/${s._id}?reason=Sick%20today`,
        headers: { authorization: `Bearer ${l!.token}` },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'CANCELLED', cancellableUntil: new Date(Date.parse(s.startsAt) - 2 * 3600_000).toISOString() });
    });
    const secrets = { TOKEN_SECRET: randomSecret(), OTP_SECRET: randomSecret() };
    expect(parseEnv(secrets).SCHEDULE_CANCEL_CUTOFF_HOURS).toBe(24);
    for (const bad of ['-1', 'soon', '1.5', '999'])
      expect(() => parseEnv({ ...secrets, SCHEDULE_CANCEL_CUTOFF_HOURS: bad })).toThrow(/SCHEDULE_CANCEL_CUTOFF_HOURS/);
  });
});

describe('custom sessions for a student', () => {
  it('a learner books only for themself (another id: 404); staff book for a learner they name', async () => {
    const [a, b] = await sandboxLearners(t, 2);
    const day = dayAhead(t, 6);
    expectError(await custom(a!.token, { startsAt: at(day, '09:00'), durationMinutes: 30 }, b!.userId), 404, 'not_found');
    const staff = await staffToken(t);
    const missing = await custom(staff, { startsAt: at(day, '09:00'), durationMinutes: 30 });
    expectError(missing, 400, 'invalid_data');
    expect(fieldCodes(missing.body)).toEqual({ studentId: 'required' });
    expectError(await custom(staff, { startsAt: at(day, '09:00'), durationMinutes: 30 }, 'usr-nobody'), 404, 'not_found');
    const made = await custom(staff, { startsAt: at(day, '09:00'), durationMinutes: 30 }, b!.userId);
    expect(made.status).toBe(201);
    expect((await get(t.app, `/schedule/v1/schedule/${made.body.data._id}`, b!.token)).status).toBe(200);
  });
});

describe('malformed input: the 400 envelope, never a 500', () => {
  it.each([
    [
      'GET',
      '/schedule/v1/work-time/practical-training/time-slots?branchId=br-al-quoz&instructorTypeId=it-standard&date=2026-12-02',
      undefined,
      ['instanceCode'],
    ],
    [
      'GET',
      `/schedule/v1/work-time/practical-training/time-slots?instanceCode=${PRACTICE_STAGE}&branchId=br-al-quoz&instructorTypeId=it-x&date=2026-12-02`,
      undefined,
      ['instructorTypeId'],
    ],
    [
      'GET',
      `/schedule/v1/work-time/practical-training/time-slots?instanceCode=${PRACTICE_STAGE}&branchId=br-al-quoz&instructorTypeId=it-standard&date=tomorrow`,
      undefined,
      ['date'],
    ],
    [
      'GET',
      `/schedule/v1/work-time/practical-training/time-slots?instanceCode=${PRACTICE_STAGE}&branchId=br-al-quoz&instructorTypeId=it-standard&date=2026-02-30`,
      undefined,
      ['date'],
    ],
    [
      'GET',
      `/schedule/v1/work-time/practical-training/time-slots?instanceCode=${PRACTICE_STAGE}&branchId=br-al-quoz&instructorTypeId=it-standard&date=2026-12-02&durationMinutes=abc`,
      undefined,
      ['durationMinutes'],
    ],
    [
      'GET',
      `/schedule/v1/work-time/practical-training/time-slots?instanceCode=${PRACTICE_STAGE}&branchId=br-nowhere&instructorTypeId=it-standard&date=2026-12-02`,
      undefined,
      ['branchId'],
    ],
    [
      'GET',
      `/schedule/v1/work-time/practical-training/time-slots?instanceCode=lmv-std-s-theory&branchId=br-al-quoz&instructorTypeId=it-standard&date=2026-12-02`,
      undefined,
      ['instanceCode'],
    ],
    [
      'GET',
      `/schedule/v1/work-time/practical-training/time-slots?instanceCode=${PRACTICE_STAGE}&branchId=br-al-quoz&instructorTypeId=it-standard&date=2026-12-02&gearType=manual`,
      undefined,
      ['gearType'],
    ],
    [
      'GET',
      `/schedule/v1/work-time/practical-training/time-slots?instanceCode=${PRACTICE_STAGE}&branchId=br-al-quoz&instructorTypeId=it-standard&date=2026-12-02&courseTypeId=ct-flexi`,
      undefined,
      ['courseTypeId'],
    ],
    [
      'POST',
      '/schedule/v1/schedule/find',
      {
        instanceCode: PRACTICE_STAGE,
        startDate: '2026-12-10',
        endDate: '2026-12-01',
        branchId: 'br-al-quoz',
        instructorTypeId: 'it-standard',
        gearType: 'automatic',
      },
      ['endDate'],
    ],
    [
      'POST',
      '/schedule/v1/schedule/find',
      {
        instanceCode: PRACTICE_STAGE,
        startDate: '2026-12-01',
        endDate: '2027-01-15',
        branchId: 'br-al-quoz',
        instructorTypeId: 'it-standard',
        gearType: 'automatic',
      },
      ['endDate'],
    ],
    ['POST', '/schedule/v1/schedule/find', [1, 2, 3], null],
    ['POST', '/schedule/v1/schedule/book', { instanceCode: PRACTICE_STAGE, slotId: 'not-a-slot' }, ['slotId']],
    [
      'POST',
      '/schedule/v1/schedule/book',
      { instanceCode: PRACTICE_STAGE, slotId: Buffer.from('["p","practical"]').toString('base64url') },
      ['slotId'],
    ],
    [
      'POST',
      '/schedule/v1/schedule/book',
      { instanceCode: PRACTICE_STAGE, slotId: Buffer.from('{"__proto__":1}').toString('base64url') },
      ['slotId'],
    ],
    [
      'POST',
      '/schedule/v1/schedule/book',
      { instanceCode: PRACTICE_STAGE, slotId: Buffer.from('["h","hall-al-quoz",1798000000000]').toString('base64url') },
      ['slotId'],
    ],
    ['POST', '/schedule/v1/schedule/book', { slotId: 42 }, ['instanceCode', 'slotId']],
    [
      'POST',
      '/schedule/v1/schedule/book',
      {
        instanceCode: PRACTICE_STAGE,
        slotId: Buffer.from('["p","practical","br-al-quoz",1798000000000,60,"automatic","it-boss"]').toString('base64url'),
      },
      ['slotId'],
    ],
    [
      'POST',
      '/schedule/v1/lecture-hall/book-schedule',
      { slotId: Buffer.from('["h","hall-al-quoz",1798000000001]').toString('base64url') },
      ['slotId'],
    ],
    [
      'POST',
      '/schedule/v1/lecture-hall/book-schedule',
      { slotId: Buffer.from('["h","ins-quoz-imran",1798000000000]').toString('base64url') },
      ['slotId'],
    ],
    [
      'POST',
      '/schedule/v1/mock-test/book-schedule',
      { slotId: Buffer.from('["d","simulator","br-main-training",1798000000000]').toString('base64url') },
      ['slotId'],
    ],
    [
      'POST',
      '/schedule/v1/simulator-training/book-schedule',
      { slotId: Buffer.from('["d","simulator","br-main-training",1798000000007]').toString('base64url') },
      ['slotId'],
    ],
    ['POST', '/schedule/v1/schedule/book-custom-schedule', { startsAt: 'yesterday', durationMinutes: 60, branchId: 'br-al-quoz' }, ['startsAt']],
    [
      'POST',
      '/schedule/v1/schedule/book-custom-schedule',
      { startsAt: '2026-12-02T06:00:00Z', durationMinutes: '60', branchId: 'br-al-quoz' },
      ['durationMinutes'],
    ],
    ['POST', '/schedule/v1/lecture-hall/find-schedule', { startDate: '2026-12-02' }, ['endDate']],
    ['POST', '/schedule/v1/mock-test/find-schedule', { startDate: 12, endDate: null }, ['startDate', 'endDate']],
    ['GET', '/schedule/v1/schedule/list', undefined, ['year']],
    ['GET', '/schedule/v1/schedule/list?year=2026&month=13', undefined, ['month']],
    ['GET', '/schedule/v1/schedule/list?year=x&month=1', undefined, ['year']],
    ['GET', '/schedule/v1/schedule/list?startDate=2026-12-01', undefined, ['endDate']],
    ['GET', '/schedule/v1/schedule/list?year=2026&month=12&status=DONE', undefined, ['status']],
    ['DELETE', '/schedule/v1/schedule/sch-x', undefined, ['reason']],
    ['DELETE', '/schedule/v1/schedule/sch-x?reason=ab', undefined, ['reason']],
    ['POST', '/schedule/v1/schedule/sch-x/rating', {}, ['rating']],
    ['POST', '/schedule/v1/schedule/sch-x/comment', { message: '   ' }, ['message']],
  ])('%s %s', async (method, url, payload, fields) => {
    const [l] = await sandboxLearners(t, 1);
    const res = await call(t.app, {
      method: method as 'GET',
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: { authorization: `Bearer ${l!.token}` },
    });
    expectError(res, 400, 'invalid_data');
    if (fields) expect(Object.keys(fieldCodes(res.body)).sort()).toEqual([...fields].sort());
  });
});
