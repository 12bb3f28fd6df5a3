import { registeredLearner, staffToken } from './support/payments';
import { at, book, cancel, dayAhead, practicalSlots, sandboxLearners, slotAt, startScheduleApp, PRACTICE_STAGE } from './support/schedules';
import { DEMO, expectError, fieldCodes, get, login, post, type TestApp } from './support/test-app';

// Schedules and bookings (issue 11, contract "Schedules and bookings"): each kind books on its happy
// path, the rules answer with their codes, a learner sees only their own sessions, and cancel, rate and
// comment follow the session's status.

let t: TestApp;
beforeAll(async () => {
  t = await startScheduleApp();
}, 120_000);
afterAll(async () => t?.close());

const HALL = '/schedule/v1/lecture-hall';

describe('configuration', () => {
  it('answers the learner’s course type, class times, rules, branches and what is paid', async () => {
    const [l] = await sandboxLearners(t, 1);
    const res = await get(t.app, '/schedule/v1/work-time/time-slots', l!.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      timeZone: 'Asia/Dubai',
      courseType: { _id: 'ct-regular', code: 'R', minimumClassDuration: 30, maximumClassDuration: 60, noOfHoursPerWeek: 4 },
      classTimes: [{ from: '08:30', to: '17:30' }],
      durationStepMinutes: 30,
      cancellationCutoffHours: 24,
      bookingWindowDays: 60,
      minimumNoticeMinutes: 60,
      licenseTypeId: 'lt-lmv',
      gearType: 'automatic',
      branchId: 'br-al-quoz',
      practicalMinutes: { paid: 1200, booked: 0, completed: 0 },
    });
    expect(res.body.data.branches.map((b: { _id: string }) => b._id)).toEqual(['br-main-training', 'br-al-quoz', 'br-mirdif', 'br-sharjah-tc']);
    expect(res.body.data.branches[1].address.en).toMatch(/Al Quoz/);
    expect(res.body.data.kinds).toEqual(
      expect.arrayContaining([
        { kind: 'practical', stageId: PRACTICE_STAGE, paid: true },
        { kind: 'lectureHall', stageId: 'lmv-std-s-theory', paid: true },
        { kind: 'mockTest', stageId: 'lmv-std-s-road', paid: true },
      ]),
    );
  });

  it('is 409 not_registered before registration, 401 without a token and 403 for staff', async () => {
    const { token } = await registeredLearner(t);
    expect((await get(t.app, '/schedule/v1/work-time/time-slots', token)).status).toBe(200);
    expectError(await get(t.app, '/schedule/v1/work-time/time-slots'), 401, 'unauthorized');
    expectError(await get(t.app, '/schedule/v1/work-time/time-slots', await staffToken(t)), 403, 'forbidden');
  });
});

describe('booking each kind (happy path)', () => {
  it('practical: a slot every 30 minutes inside 08:30–17:30, booked with an instructor and a vehicle', async () => {
    const [l] = await sandboxLearners(t, 1);
    const day = dayAhead(t, 3);
    const res = await practicalSlots(t, l!.token, day, { durationMinutes: 60 });
    expect(res.status).toBe(200);
    const { slots } = res.body.data;
    expect(res.body.data.date).toBe(day);
    expect(slots[0].startsAt).toBe(at(day, '08:30'));
    expect(slots.at(-1).endsAt).toBe(at(day, '17:30'));
    expect(slots).toHaveLength(17);
    expect(slots.every((s: { status: string }) => s.status === 'AVAILABLE')).toBe(true);

    const booked = await book(t, l!.token, { slotId: slots[3].slotId });
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({
      kind: 'practical',
      status: 'SCHEDULED',
      startsAt: at(day, '10:00'),
      endsAt: at(day, '11:00'),
      durationMinutes: 60,
      stage: { _id: PRACTICE_STAGE, name: { en: 'Practical classes' } },
      branch: { _id: 'br-al-quoz', name: { en: 'Al Quoz Branch' } },
      instructor: { _id: expect.stringMatching(/^ins-quoz-/) },
      vehicle: { _id: expect.stringMatching(/^veh-quoz-/), plate: expect.stringMatching(/^Dubai /) },
      device: null,
      cancelReason: null,
      rating: null,
    });
    expect(booked.body.data.cancellableUntil).toBe(new Date(Date.parse(at(day, '10:00')) - 24 * 3600_000).toISOString());

    // the learner's own slot reads BOOKED, and an overlapping one too
    const after = (await practicalSlots(t, l!.token, day, { durationMinutes: 60 })).body.data.slots;
    expect(after.filter((s: { status: string }) => s.status === 'BOOKED').map((s: { startsAt: string }) => s.startsAt)).toEqual([
      at(day, '09:30'),
      at(day, '10:00'),
      at(day, '10:30'),
    ]);
  });

  it('lecture hall: 20-seat sessions at 09:00, 11:00, 14:00 and 18:00; a seat taken lowers the count', async () => {
    const [a, b] = await sandboxLearners(t, 2);
    const day = dayAhead(t, 4);
    const find = await post(t.app, `${HALL}/find-schedule`, { startDate: day, endDate: day, branchId: 'br-al-quoz' }, a!.token);
    expect(find.status).toBe(200);
    const slots = find.body.data.slots;
    expect(slots.map((s: { startsAt: string }) => s.startsAt)).toEqual(['09:00', '11:00', '14:00', '18:00'].map((h) => at(day, h)));
    expect(slots[0]).toMatchObject({ status: 'AVAILABLE', seatsLeft: 20, hall: { _id: 'hall-al-quoz' }, branch: { _id: 'br-al-quoz' } });
    const booked = await post(t.app, `${HALL}/book-schedule`, { slotId: slots[1].slotId }, a!.token);
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({
      kind: 'lectureHall',
      startsAt: at(day, '11:00'),
      durationMinutes: 90,
      device: { _id: 'hall-al-quoz', type: 'LectureHall' },
      instructor: null,
      vehicle: null,
    });
    const seen = (await post(t.app, `${HALL}/find-schedule`, { startDate: day, endDate: day, branchId: 'br-al-quoz' }, b!.token)).body.data.slots;
    expect(seen[1]).toMatchObject({ seatsLeft: 19, status: 'AVAILABLE' });
    const mine = (await post(t.app, `${HALL}/find-schedule`, { startDate: day, endDate: day, branchId: 'br-al-quoz' }, a!.token)).body.data.slots;
    expect(mine[1]).toMatchObject({ seatsLeft: 19, status: 'BOOKED' });
  });

  it.each([
    ['simulator-training', 'simulator', 'SimulatorDevice', 'br-main-training', '08:30', 60],
    ['mock-test', 'mockTest', 'MockTestDevice', 'br-al-quoz', '09:00', 45],
  ])('%s: slots of the branch’s devices, booked on any free one', async (path, kind, type, branchId, first, length) => {
    const [l] = await sandboxLearners(t, 1);
    const day = dayAhead(t, 5);
    const find = await post(t.app, `/schedule/v1/${path}/find-schedule`, { startDate: day, endDate: day }, l!.token);
    expect(find.status).toBe(200);
    const slots = find.body.data.slots;
    expect(slots[0]).toMatchObject({ startsAt: at(day, first), status: 'AVAILABLE', branch: { _id: branchId } });
    expect(Date.parse(slots[0].endsAt) - Date.parse(slots[0].startsAt)).toBe(length * 60_000);
    const booked = await post(t.app, `/schedule/v1/${path}/book-schedule`, { slotId: slots[2].slotId }, l!.token);
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({ kind, durationMinutes: length, device: { type }, branch: { _id: branchId } });
  });

  it('custom: any free instructor at a start the learner chooses (on a 15-minute mark)', async () => {
    const [l] = await sandboxLearners(t, 1);
    const day = dayAhead(t, 6);
    const res = await post(
      t.app,
      `/schedule/v1/schedule/book-custom-schedule?studentId=${l!.userId}`,
      { startsAt: at(day, '13:15'), durationMinutes: 30, branchId: 'br-mirdif' },
      l!.token,
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ kind: 'custom', startsAt: at(day, '13:15'), durationMinutes: 30, instructor: { _id: expect.stringMatching(/^ins-mirdif-/) } });
    const odd = await post(
      t.app,
      `/schedule/v1/schedule/book-custom-schedule?studentId=${l!.userId}`,
      { startsAt: at(day, '14:10'), durationMinutes: 30, branchId: 'br-mirdif' },
      l!.token,
    );
    expectError(odd, 400, 'invalid_data');
    expect(fieldCodes(odd.body)).toEqual({ startsAt: 'invalid' });
  });

  it('Aisha (theory paid, practical not) has a completed and a cancelled lecture-hall session, and books the hall but not practical', async () => {
    const aisha = await login(t.app, DEMO.aisha);
    const list = await get(t.app, '/schedule/v1/schedule/list?year=2026&month=11', aisha);
    expect(list.status).toBe(200);
    expect(list.body.data.schedules.map((s: { _id: string; status: string }) => [s._id, s.status])).toEqual(
      expect.arrayContaining([
        ['sch-aisha-theory-1', 'COMPLETED'],
        ['sch-aisha-theory-2', 'CANCELLED'],
      ]),
    );
    const day = dayAhead(t, 7);
    const res = await practicalSlots(t, aisha, day);
    expectError(res, 409, 'fees_unpaid');
    expect(res.body.message).toBe('You need to pay the fees for your classes before scheduling.');
    const find = await post(t.app, `${HALL}/find-schedule`, { startDate: day, endDate: day, branchId: 'br-main-training' }, aisha);
    expect(find.status).toBe(200);
    expect((await post(t.app, `${HALL}/book-schedule`, { slotId: find.body.data.slots[0].slotId }, aisha)).status).toBe(201);
  });
});

describe('own sessions only', () => {
  it('another learner’s schedule id is 404 on get, cancel, rate and comment', async () => {
    const [owner, other] = await sandboxLearners(t, 2);
    const day = dayAhead(t, 8);
    const slot = await slotAt(t, owner!.token, day, '09:00');
    const id = (await book(t, owner!.token, { slotId: slot.slotId })).body.data._id;
    expect((await get(t.app, `/schedule/v1/schedule/${id}`, owner!.token)).status).toBe(200);
    expectError(await get(t.app, `/schedule/v1/schedule/${id}`, other!.token), 404, 'not_found');
    expectError(await cancel(t, other!.token, id), 404, 'not_found');
    expectError(await post(t.app, `/schedule/v1/schedule/${id}/rating`, { rating: 5 }, other!.token), 404, 'not_found');
    expectError(await post(t.app, `/schedule/v1/schedule/${id}/comment`, { message: 'Nice' }, other!.token), 404, 'not_found');
    expect((await get(t.app, `/schedule/v1/schedule/${id}`, owner!.token)).body.data.status).toBe('SCHEDULED');
  });
});
