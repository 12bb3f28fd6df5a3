import { learnerAtPlan, registeredLearner, staffToken } from './support/payments';
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
    expectError(await get(t.app, '/schedule/v1/work-time/time-slots', await learnerAtPlan(t)), 409, 'not_registered');
    // registered at the centre with nothing paid yet: the configuration says so, kind by kind
    const { token } = await registeredLearner(t);
    const config = await get(t.app, '/schedule/v1/work-time/time-slots', token);
    expect(config.status).toBe(200);
    expect(config.body.data.kinds.every((k: { paid: boolean }) => !k.paid)).toBe(true);
    expect(config.body.data.practicalMinutes).toEqual({ paid: 0, booked: 0, completed: 0 });
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

    // the learner's own slot reads BOOKED; the ones that merely overlap it name the session they clash with
    const after = (await practicalSlots(t, l!.token, day, { durationMinutes: 60 })).body.data.slots;
    expect(after.filter((s: { status: string }) => s.status === 'BOOKED').map((s: { startsAt: string }) => s.startsAt)).toEqual([at(day, '10:00')]);
    const clash = { kind: 'practical', startsAt: at(day, '10:00'), endsAt: at(day, '11:00') };
    expect(after.filter((s: { clash?: unknown }) => s.clash)).toEqual([
      expect.objectContaining({ startsAt: at(day, '09:30'), status: 'NOT AVAILABLE', clash }),
      expect.objectContaining({ startsAt: at(day, '10:30'), status: 'NOT AVAILABLE', clash }),
    ]);
  });

  it('mock-test and simulator slots that overlap the learner’s lecture name it instead of reading BOOKED', async () => {
    const [l] = await sandboxLearners(t, 1);
    // a week beyond the other tests' hall bookings, so the seat counts they expect stay theirs
    const day = dayAhead(t, 11);
    const halls = (await post(t.app, `${HALL}/find-schedule`, { startDate: day, endDate: day, branchId: 'br-al-quoz' }, l!.token)).body.data.slots;
    expect((await post(t.app, `${HALL}/book-schedule`, { slotId: halls[0].slotId }, l!.token)).status).toBe(201);
    const lecture = { kind: 'lectureHall', startsAt: at(day, '09:00'), endsAt: at(day, '10:30') };
    const mock = (await post(t.app, '/schedule/v1/mock-test/find-schedule', { startDate: day, endDate: day, branchId: 'br-al-quoz' }, l!.token)).body
      .data.slots;
    expect(mock.filter((s: { clash?: unknown }) => s.clash).map((s: { startsAt: string }) => s.startsAt)).toEqual([
      at(day, '09:00'),
      at(day, '09:45'),
    ]);
    expect(mock[0]).toMatchObject({ status: 'NOT AVAILABLE', clash: lecture });
    expect(mock.some((s: { status: string }) => s.status === 'BOOKED')).toBe(false);
    // the hall's own session still reads BOOKED (it is the learner's seat)
    const again = (await post(t.app, `${HALL}/find-schedule`, { startDate: day, endDate: day, branchId: 'br-al-quoz' }, l!.token)).body.data.slots;
    expect(again[0]).toMatchObject({ status: 'BOOKED' });
    expect(again[0].clash).toBeUndefined();
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
    expect(res.body.data).toMatchObject({
      kind: 'custom',
      startsAt: at(day, '13:15'),
      durationMinutes: 30,
      instructor: { _id: expect.stringMatching(/^ins-mirdif-/) },
    });
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

describe('VIP', () => {
  it('a VIP course finds VIP slots and books a VIP instructor; a standard course is 409 not_vip', async () => {
    const [vip] = await sandboxLearners(t, 1, { courseCode: 'LMV-VLMT1' });
    const [standard] = await sandboxLearners(t, 1);
    const day = dayAhead(t, 9);
    const url = `/schedule/v1/availability/instructor/find-vip-slots?date=${day}&branchId=br-main-training&durationMinutes=120`;
    const res = await get(t.app, url, vip!.token);
    expect(res.status).toBe(200);
    expect(res.body.data.slots[0]).toMatchObject({ startsAt: at(day, '08:30'), endsAt: at(day, '10:30'), status: 'AVAILABLE' });
    const booked = await book(t, vip!.token, { instanceCode: 'lmv-vlmt1-s-practice', slotId: res.body.data.slots[0].slotId });
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({
      kind: 'vip',
      durationMinutes: 120,
      instructor: { _id: 'ins-main-vip-sara' },
      vehicle: { _id: 'veh-main-vip' },
    });
    // the one VIP instructor of the branch is busy now: the overlapping VIP slots are NOT AVAILABLE for others
    const [other] = await sandboxLearners(t, 1, { courseCode: 'LMV-VLMT1' });
    const seen = (await get(t.app, url, other!.token)).body.data.slots;
    expect(seen.slice(0, 4).map((s: { status: string }) => s.status)).toEqual(['NOT AVAILABLE', 'NOT AVAILABLE', 'NOT AVAILABLE', 'NOT AVAILABLE']);
    expect(seen[4].status).toBe('AVAILABLE');
    expectError(await get(t.app, url, standard!.token), 409, 'not_vip');
    // a VIP slot handed to a standard learner (or its id edited to say 'practical') is still a VIP slot
    const vipSlot = seen[6].slotId;
    expectError(await book(t, standard!.token, { slotId: vipSlot }), 409, 'not_vip');
    // an id edited to say 'practical' no longer carries a valid signature (issue 21 #4): refused as invalid
    const [payload, mac] = vipSlot.split('.');
    const [, , ...rest] = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify(['p', 'practical', ...rest])).toString('base64url')}.${mac}`;
    expectError(await book(t, standard!.token, { slotId: forged }), 400, 'invalid_data');
    expectError(await practicalSlots(t, standard!.token, day, { instructorTypeId: 'it-vip' }), 409, 'not_vip');
  });
});

describe('schedule/find', () => {
  it('answers the days of a range that have an AVAILABLE slot (Sundays have none at Al Quoz’s day instructors)', async () => {
    const [l] = await sandboxLearners(t, 1);
    const monday = dayAhead(t, 10, 1);
    const sunday = new Date(Date.parse(monday) + 6 * 86_400_000).toISOString();
    const res = await post(
      t.app,
      '/schedule/v1/schedule/find',
      {
        instanceCode: PRACTICE_STAGE,
        startDate: monday,
        endDate: sunday,
        branchId: 'br-main-training',
        instructorTypeId: 'it-standard',
        gearType: 'automatic',
      },
      l!.token,
    );
    expect(res.status).toBe(200);
    // Rashid works Sunday to Thursday at the main training centre: Sunday has slots there too
    expect(res.body.data.days).toHaveLength(7);
    expect(res.body.data.days[0]).toEqual({ date: monday, available: 17 });
  });
});

describe('D§3 schedule request on find and book (rows 6.15, 6.16)', () => {
  it('takes instanceId (the course), instanceCode, licence, branch, instructor class, course type and gear; each is checked, never used', async () => {
    const [l] = await sandboxLearners(t, 1);
    const config = (await get(t.app, '/schedule/v1/work-time/time-slots', l!.token)).body.data;
    const day = dayAhead(t, 12);
    const choice = { branchId: 'br-al-quoz', instructorTypeId: 'it-standard', gearType: 'automatic' };
    const request = { instanceId: config.courseId, instanceCode: PRACTICE_STAGE, licenseTypeId: 'lt-lmv', courseTypeId: 'ct-regular', ...choice };
    const find = (body: object) => post(t.app, '/schedule/v1/schedule/find', { ...request, startDate: day, endDate: day, ...body }, l!.token);
    expect((await find({})).body.data.days).toHaveLength(1);
    expect(fieldCodes((await find({ instanceId: 'crs-other' })).body)).toEqual({ instanceId: 'invalid' });
    expect(fieldCodes((await find({ courseTypeId: 'ct-flexi' })).body)).toEqual({ courseTypeId: 'unavailable' });
    const { slotId } = await slotAt(t, l!.token, day, '10:00');
    // the slot names branch, gear and instructor class itself: a request that says otherwise is a stale page
    expect(fieldCodes((await book(t, l!.token, { ...request, branchId: 'br-mirdif', slotId })).body)).toEqual({ branchId: 'invalid' });
    expect(fieldCodes((await book(t, l!.token, { ...request, licenseTypeId: 'lt-motorcycle', slotId })).body)).toEqual({
      licenseTypeId: 'unavailable',
    });
    const booked = await book(t, l!.token, { ...request, slotId });
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({ kind: 'practical', status: 'SCHEDULED' });
  });
});

describe('list, summary, details', () => {
  it('lists a month’s sessions by start, filters by status (GROUPED too) and sums them up', async () => {
    const [l] = await sandboxLearners(t, 1);
    const day = dayAhead(t, 11);
    const a = (await book(t, l!.token, { slotId: (await slotAt(t, l!.token, day, '15:00')).slotId })).body.data;
    const b = (await book(t, l!.token, { slotId: (await slotAt(t, l!.token, day, '09:00')).slotId })).body.data;
    expect((await cancel(t, l!.token, a._id, 'Work meeting')).status).toBe(200);
    const [y, m] = day.slice(0, 7).split('-').map(Number);
    const all = await get(t.app, `/schedule/v1/schedule/list?year=${y}&month=${m}`, l!.token);
    expect(all.status).toBe(200);
    expect(all.body.data.schedules.map((s: { _id: string }) => s._id)).toEqual([b._id, a._id]);
    const grouped = await get(t.app, `/schedule/v1/schedule/list?year=${y}&month=${m}&status=GROUPED`, l!.token);
    expect(grouped.body.data.schedules.map((s: { _id: string; cancelReason: string }) => [s._id, s.cancelReason])).toEqual([[a._id, 'Work meeting']]);
    const range = await get(t.app, `/schedule/v1/schedule/list?startDate=${day}&endDate=${day}&status=SCHEDULED`, l!.token);
    expect(range.body.data.schedules.map((s: { _id: string }) => s._id)).toEqual([b._id]);
    const summary = await get(t.app, '/schedule/v1/schedule/summary', l!.token);
    expect(summary.body.data).toMatchObject({
      counts: { SCHEDULED: 1, CANCELLED: 1, COMPLETED: 0, MARKED_FOR_RESCHEDULE: 0, RESCHEDULED: 0 },
      next: { _id: b._id },
      practicalMinutes: { paid: 1200, booked: 60, completed: 0 },
    });
  });
});

describe('cancel, rate, comment', () => {
  it('cancels until the cut-off (24 h before), freeing the instructor and vehicle; later it is 409 cancel_too_late', async () => {
    const [l, other] = await sandboxLearners(t, 2);
    const day = dayAhead(t, 12);
    const slot = await slotAt(t, l!.token, day, '11:00', { branchId: 'br-mirdif' });
    const first = (await book(t, l!.token, { slotId: slot.slotId, instructorId: 'ins-mirdif-fatma' })).body.data;
    expect(first.instructor._id).toBe('ins-mirdif-fatma');
    expectError(await book(t, other!.token, { slotId: slot.slotId, instructorId: 'ins-mirdif-fatma' }), 409, 'slot_taken');
    const cancelled = await cancel(t, l!.token, first._id, 'Feeling unwell');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', cancelReason: 'Feeling unwell', cancelledAt: expect.any(String) });
    expectError(await cancel(t, l!.token, first._id), 409, 'schedule_not_cancellable');
    // the instructor is free again
    const second = (await book(t, other!.token, { slotId: slot.slotId, instructorId: 'ins-mirdif-fatma' })).body.data;
    expect(second.status).toBe('SCHEDULED');
    // within 24 hours of the start: too late
    const start = Date.parse(second.startsAt);
    t.clock.advance(start - t.clock.now() - 23 * 3600_000);
    try {
      expectError(await cancel(t, other!.token, second._id), 409, 'cancel_too_late');
    } finally {
      t.clock.advance(-(start - t.clock.now() - 23 * 3600_000) - 0);
    }
  });
});

describe('completed sessions: rate and comment', () => {
  it('rates (1–5) and comments only a COMPLETED session; rating once, a comment replaces the last', async () => {
    const [l] = await sandboxLearners(t, 1);
    const staff = await staffToken(t);
    const day = dayAhead(t, 13);
    const s = (await book(t, l!.token, { slotId: (await slotAt(t, l!.token, day, '12:00')).slotId })).body.data;
    expectError(await post(t.app, `/schedule/v1/schedule/${s._id}/rating`, { rating: 4 }, l!.token), 409, 'not_completed');
    expectError(await post(t.app, `/schedule/v1/schedule/${s._id}/comment`, { message: 'Great' }, l!.token), 409, 'not_completed');
    // attendance marked by the centre
    expectError(await post(t.app, `/schedule/v1/staff/schedule/${s._id}/complete`, {}, l!.token), 403, 'forbidden');
    const done = await post(t.app, `/schedule/v1/staff/schedule/${s._id}/complete`, {}, staff);
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe('COMPLETED');
    expectError(await post(t.app, `/schedule/v1/staff/schedule/${s._id}/complete`, {}, staff), 409, 'schedule_not_cancellable');
    expectError(await cancel(t, l!.token, s._id), 409, 'schedule_not_cancellable');

    for (const rating of [0, 6, 2.5, '5']) {
      const bad = await post(t.app, `/schedule/v1/schedule/${s._id}/rating`, { rating }, l!.token);
      expectError(bad, 400, 'invalid_data');
      expect(Object.keys(fieldCodes(bad.body))).toEqual(['rating']);
    }
    const rated = await post(t.app, `/schedule/v1/schedule/${s._id}/rating`, { rating: 4 }, l!.token);
    expect(rated.status).toBe(200);
    expect(rated.body).toMatchObject({ message: 'Sucessfully rated', data: { _id: s._id, rating: 4 } });
    expectError(await post(t.app, `/schedule/v1/schedule/${s._id}/rating`, { rating: 5 }, l!.token), 409, 'already_rated');

    const first = await post(t.app, `/schedule/v1/schedule/${s._id}/comment`, { message: '  Patient instructor  ' }, l!.token);
    expect(first.body).toMatchObject({ message: 'Sucessfully commented', data: { _id: s._id, comment: 'Patient instructor' } });
    await post(t.app, `/schedule/v1/schedule/${s._id}/comment`, { message: 'Very patient instructor' }, l!.token);
    expect((await get(t.app, `/schedule/v1/schedule/${s._id}`, l!.token)).body.data).toMatchObject({ rating: 4, comment: 'Very patient instructor' });
    const long = await post(t.app, `/schedule/v1/schedule/${s._id}/comment`, { message: 'x'.repeat(501) }, l!.token);
    expectError(long, 400, 'invalid_data');
    expect(fieldCodes(long.body)).toEqual({ message: 'invalid' });
  });

  it('a SCHEDULED session whose end has passed is answered and stored as COMPLETED', async () => {
    const [l] = await sandboxLearners(t, 1);
    const day = dayAhead(t, 2);
    const s = (await book(t, l!.token, { slotId: (await slotAt(t, l!.token, day, '16:30')).slotId })).body.data;
    const ahead = Date.parse(s.endsAt) - t.clock.now() + 60_000;
    t.clock.advance(ahead);
    try {
      expect((await get(t.app, `/schedule/v1/schedule/${s._id}`, l!.token)).body.data.status).toBe('COMPLETED');
      expect((await post(t.app, `/schedule/v1/schedule/${s._id}/rating`, { rating: 5 }, l!.token)).status).toBe(200);
      expect((await get(t.app, '/schedule/v1/schedule/summary', l!.token)).body.data).toMatchObject({
        counts: { COMPLETED: 1, SCHEDULED: 0 },
        next: null,
        practicalMinutes: { booked: 0, completed: 60 },
      });
    } finally {
      t.clock.advance(-ahead);
    }
  });
});

describe('mark for reschedule', () => {
  it('staff mark a session: holds freed, the learner told; booking with rescheduleOf makes it RESCHEDULED', async () => {
    const [l, other] = await sandboxLearners(t, 2);
    const staff = await staffToken(t);
    const day = dayAhead(t, 14);
    const slot = await slotAt(t, l!.token, day, '14:00', { branchId: 'br-mirdif' });
    const s = (await book(t, l!.token, { slotId: slot.slotId, instructorId: 'ins-mirdif-fatma' })).body.data;
    expectError(await post(t.app, `/schedule/v1/staff/schedule/${s._id}/mark-for-reschedule`, { reason: 'x' }, staff), 400, 'invalid_data');
    const marked = await post(t.app, `/schedule/v1/staff/schedule/${s._id}/mark-for-reschedule`, { reason: 'Instructor on leave' }, staff);
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({ status: 'MARKED_FOR_RESCHEDULE', cancelReason: 'Instructor on leave' });
    expectError(
      await post(t.app, '/schedule/v1/staff/schedule/sch-nope/mark-for-reschedule', { reason: 'Instructor on leave' }, staff),
      404,
      'not_found',
    );
    // Fatma is free again at that time
    expect((await book(t, other!.token, { slotId: slot.slotId, instructorId: 'ins-mirdif-fatma' })).status).toBe(201);
    const bell = await get(t.app, '/messages?page=1&perPage=5', l!.token);
    expect(bell.body.data.items.map((i: { kind: string }) => i.kind)).toEqual(['schedule_marked_for_reschedule', 'schedule_booked']);
    expect(bell.body.data.items[0].message.en).toMatch(/needs a new time \(Instructor on leave\)/);
    expect(bell.body.data.items[0].message.ar).toMatch(/[\u0600-\u06FF]/);

    const again = await book(t, l!.token, {
      slotId: (await slotAt(t, l!.token, day, '16:00', { branchId: 'br-mirdif' })).slotId,
      rescheduleOf: s._id,
    });
    expect(again.status).toBe(201);
    expect((await get(t.app, `/schedule/v1/schedule/${s._id}`, l!.token)).body.data.status).toBe('RESCHEDULED');
    const twice = await book(t, l!.token, {
      slotId: (await slotAt(t, l!.token, day, '09:00', { branchId: 'br-mirdif' })).slotId,
      rescheduleOf: s._id,
    });
    expectError(twice, 400, 'invalid_data');
    expect(fieldCodes(twice.body)).toEqual({ rescheduleOf: 'invalid' });
  });
});

describe('reminders', () => {
  it('a session booked 10 hours ahead gets the 2 h reminder only (its 24 h mark had passed)', async () => {
    const [l] = await sandboxLearners(t, 1);
    const day = dayAhead(t, 4);
    const reminders = async () =>
      (await get(t.app, '/messages?page=1&perPage=50', l!.token)).body.data.items.filter((i: { kind: string }) => i.kind === 'schedule_reminder');
    let moved = 0;
    const moveTo = (ms: number) => {
      const by = ms - t.clock.now();
      t.clock.advance(by);
      moved += by;
    };
    try {
      moveTo(Date.parse(at(day, '06:00')));
      const booked = await post(
        t.app,
        `/schedule/v1/schedule/book-custom-schedule?studentId=${l!.userId}`,
        { startsAt: at(day, '16:00'), durationMinutes: 30, branchId: 'br-al-quoz' },
        l!.token,
      );
      expect(booked.status).toBe(201);
      await post(t.app, '/sandbox/schedules/remind');
      expect(await reminders()).toHaveLength(0);
      moveTo(Date.parse(at(day, '14:30')));
      await post(t.app, '/sandbox/schedules/remind');
      const sent = await reminders();
      expect(sent).toHaveLength(1);
      expect(sent[0].message.en).toContain('4:00 PM');
    } finally {
      t.clock.advance(-moved);
    }
  });

  it('24 h and 2 h before, once each, even when two sweeps run at once; both languages with the local time', async () => {
    const [l] = await sandboxLearners(t, 1);
    const day = dayAhead(t, 3);
    const s = (await book(t, l!.token, { slotId: (await slotAt(t, l!.token, day, '10:30')).slotId })).body.data;
    const reminders = async () =>
      (await get(t.app, '/messages?page=1&perPage=50', l!.token)).body.data.items.filter((i: { kind: string }) => i.kind === 'schedule_reminder');
    const start = Date.parse(s.startsAt);
    let moved = 0;
    const moveTo = (ms: number) => {
      const by = ms - t.clock.now();
      t.clock.advance(by);
      moved += by;
    };
    try {
      await post(t.app, '/sandbox/schedules/remind');
      expect(await reminders()).toHaveLength(0);
      moveTo(start - 23 * 3600_000);
      await Promise.all([post(t.app, '/sandbox/schedules/remind'), post(t.app, '/sandbox/schedules/remind')]);
      await post(t.app, '/sandbox/schedules/remind');
      const first = await reminders();
      expect(first).toHaveLength(1);
      // DD-MM-YYYY h:mm A (R§9, D§9), 12-hour as the portal shows times
      const local = `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)} 10:30`;
      expect(first[0].message.en).toBe(`Reminder: your practical training session starts ${local} AM at Al Quoz Branch.`);
      expect(first[0].message.ar).toContain(`${local} ص`);
      moveTo(start - 90 * 60_000);
      await Promise.all([post(t.app, '/sandbox/schedules/remind'), post(t.app, '/sandbox/schedules/remind')]);
      expect(await reminders()).toHaveLength(2);
    } finally {
      t.clock.advance(-moved);
    }
  });
});
