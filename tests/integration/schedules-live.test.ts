/**
 * lib/upstream/schedules against a live reference API: every learner call parses what the API really
 * sends (contract drift fails here), days go out as UTC-midnight ISO, refusals arrive by code.
 */
import { startReferenceApi, type RunningApi } from './support/reference-api';

let api: RunningApi;
let schedules: typeof import('@/lib/upstream/schedules');
let dates: typeof import('@/lib/domain/dates');
let ics: typeof import('@/lib/schedules/ics');
let ctx: { token: string };

beforeAll(async () => {
  api = await startReferenceApi();
  process.env.API_URL = api.url;
  schedules = await import('@/lib/upstream/schedules');
  dates = await import('@/lib/domain/dates');
  ics = await import('@/lib/schedules/ics');
  const made = await fetch(`${api.url}/sandbox/learners`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"count":1}' });
  const [learner] = ((await made.json()) as { data: { token: string }[] }).data;
  ctx = { token: learner!.token };
}, 120_000);

afterAll(async () => {
  await api?.stop();
});

const today = () => dates.todayIn({ now: new Date() });

it('the configuration parses: kinds paid, branches, durations and the cut-off', async () => {
  const config = await schedules.getScheduleConfig(ctx);
  expect(config.kinds.filter((k) => k.stageId).map((k) => [k.kind, k.paid])).toEqual(
    expect.arrayContaining([
      ['practical', true],
      ['lectureHall', true],
      ['mockTest', true],
      ['simulator', true],
    ]),
  );
  expect(config.cancellationCutoffHours).toBe(24);
  expect(config.courseType.minimumClassDuration).toBeLessThanOrEqual(config.courseType.maximumClassDuration);
});

it('practical: days with free times, then a day’s slots, then a booking, listed and cancelled', async () => {
  const config = await schedules.getScheduleConfig(ctx);
  const stage = config.kinds.find((k) => k.kind === 'practical')!.stageId!;
  const choice = { branchId: config.branchId!, instructorTypeId: 'it-standard', gearType: config.gearType, durationMinutes: 60 };
  // D§3's schedule request: the course (instanceId), its stage, licence and course type, and the choice
  const request = { instanceId: config.courseId, instanceCode: stage, licenseTypeId: config.licenseTypeId, courseTypeId: config.courseType._id };
  const days = await schedules.findScheduleDays(
    { ...request, startDate: dates.dayToApi(dates.addDays(today(), 3)), endDate: dates.dayToApi(dates.addDays(today(), 20)), ...choice },
    ctx,
  );
  expect(days.length).toBeGreaterThan(0);
  const day = days[0]!.date.slice(0, 10);
  const { slots } = await schedules.getPracticalSlots(
    { instanceCode: stage, licenseTypeId: config.licenseTypeId, courseTypeId: config.courseType._id, date: dates.dayToApi(day), ...choice },
    ctx,
  );
  const free = slots.find((s) => s.status === 'AVAILABLE')!;
  expect(dates.dayOfInstant(free.startsAt)).toBe(day);

  const chosen = { branchId: choice.branchId, instructorTypeId: choice.instructorTypeId, gearType: choice.gearType };
  const booked = await schedules.bookSlot({ ...request, ...chosen, slotId: free.slotId }, ctx);
  expect(booked).toMatchObject({ kind: 'practical', status: 'SCHEDULED', startsAt: free.startsAt });
  expect(booked.instructor).not.toBeNull();

  const [year, month] = day.split('-').map(Number) as [number, number];
  expect((await schedules.listSchedules({ year, month }, ctx)).map((s) => s._id)).toContain(booked._id);
  const again = await schedules.getPracticalSlots(
    { instanceCode: stage, licenseTypeId: config.licenseTypeId, courseTypeId: config.courseType._id, date: dates.dayToApi(day), ...choice },
    ctx,
  );
  expect(again.slots.find((s) => s.slotId === free.slotId)?.status).toBe('BOOKED');
  // a start that merely overlaps it parses with the session it clashes with
  expect(again.slots.find((s) => s.clash)?.clash).toEqual({ kind: 'practical', startsAt: booked.startsAt, endsAt: booked.endsAt });
  // the summary counts it and its minutes
  const summary = await schedules.getScheduleSummary(ctx);
  expect(summary.counts.SCHEDULED).toBeGreaterThanOrEqual(1);
  expect(summary.practicalMinutes.booked).toBeGreaterThanOrEqual(60);
  expect(summary.practicalMinutes.paid).toBeGreaterThan(0);

  // the .ics of what the API answered is well formed
  const file = ics.buildIcs({
    id: booked._id,
    startsAt: booked.startsAt,
    endsAt: booked.endsAt,
    summary: 'Practical',
    location: booked.branch.address.en,
    now: new Date(),
    host: 'localhost',
  });
  expect(file).toContain(`DTSTART:${ics.icsDateTime(booked.startsAt)}`);

  // rating before it happened is refused by code
  await expect(schedules.rateSchedule(booked._id, 5, ctx)).rejects.toMatchObject({ error: { status: 409, code: 'not_completed' } });

  const cancelled = await schedules.cancelSchedule(booked._id, 'Plans changed', ctx);
  expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'Plans changed' });
  await expect(schedules.cancelSchedule(booked._id, 'Again', ctx)).rejects.toMatchObject({
    error: { status: 409, code: 'schedule_not_cancellable' },
  });
});

it.each(['lectureHall', 'mockTest', 'simulator'] as const)('%s: slots over a week parse and one books', async (kind) => {
  const from = dates.addDays(today(), 2);
  const slots = await schedules.findRangeSlots(kind, { startDate: dates.dayToApi(from), endDate: dates.dayToApi(dates.addDays(from, 6)) }, ctx);
  const free = slots.find((s) => s.status === 'AVAILABLE')!;
  expect(free.branch?.name.en).toBeTruthy();
  if (kind === 'lectureHall') expect(free.seatsLeft).toBeGreaterThan(0);
  const booked = await schedules.bookRangeSlot(kind, { slotId: free.slotId }, ctx);
  expect(booked).toMatchObject({ kind, status: 'SCHEDULED' });
  expect(booked.device).not.toBeNull();
  expect((await schedules.getSchedule(booked._id, ctx))._id).toBe(booked._id);
});

it('an unknown session is 404', async () => {
  await expect(schedules.getSchedule('sch-does-not-exist', ctx)).rejects.toMatchObject({ error: { status: 404 } });
});
