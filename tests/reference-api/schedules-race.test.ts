import { at, book, dayAhead, sandboxLearners, slotAt, startScheduleApp } from './support/schedules';
import { call, post, type TestApp } from './support/test-app';

// No double booking, held by the database (contract "Schedules and bookings"): many learners (or one
// learner in two tabs) booking at once get exactly as many sessions as there are resources, and every
// loser a 409 with the code that says why, never a 500. On PostgreSQL the requests really run at once
// (a pool of connections); on PGlite they are serialised by its one connection.

let t: TestApp;
beforeAll(async () => {
  t = await startScheduleApp();
}, 120_000);
afterAll(async () => t?.close());

const codes = (answers: { status: number; body: { code?: string } }[]) => {
  const tally: Record<string, number> = {};
  for (const a of answers) {
    const key = a.status === 201 ? '201' : `${a.status} ${a.body.code}`;
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
};

describe('races', () => {
  it('30 learners booking one instructor’s slot at once: exactly one 201, the rest 409 slot_taken', async () => {
    const learners = await sandboxLearners(t, 30);
    const day = dayAhead(t, 5);
    const slot = await slotAt(t, learners[0]!.token, day, '10:00');
    const answers = await Promise.all(learners.map((l) => book(t, l.token, { slotId: slot.slotId, instructorId: 'ins-quoz-imran' })));
    expect(codes(answers)).toEqual({ '201': 1, '409 slot_taken': 29 });
    const won = answers.find((a) => a.status === 201)!;
    expect(won.body.data.instructor._id).toBe('ins-quoz-imran');
  });

  it('overlapping slots of one instructor (08:30–09:30 and 09:00–10:00) raced: exactly one', async () => {
    const learners = await sandboxLearners(t, 20);
    const day = dayAhead(t, 6);
    const early = await slotAt(t, learners[0]!.token, day, '08:30');
    const late = await slotAt(t, learners[0]!.token, day, '09:00');
    const answers = await Promise.all(
      learners.map((l, i) => book(t, l.token, { slotId: (i % 2 ? late : early).slotId, instructorId: 'ins-quoz-maryam' })),
    );
    expect(codes(answers)).toEqual({ '201': 1, '409 slot_taken': 19 });
  });

  it('without naming an instructor, a slot is booked as often as there are instructor-and-car pairs', async () => {
    // Al Quoz, automatic, standard: Imran, Maryam and Suresh (mornings), three cars
    const learners = await sandboxLearners(t, 12);
    const day = dayAhead(t, 7);
    const slot = await slotAt(t, learners[0]!.token, day, '11:00');
    const answers = await Promise.all(learners.map((l) => book(t, l.token, { slotId: slot.slotId })));
    expect(codes(answers)).toEqual({ '201': 3, '409 slot_taken': 9 });
    const won = answers.filter((a) => a.status === 201).map((a) => a.body.data);
    expect(new Set(won.map((s) => s.instructor._id)).size).toBe(3);
    expect(new Set(won.map((s) => s.vehicle._id)).size).toBe(3);
  });

  it('one learner booking two instructors at the same time (two tabs): exactly one, the other 409 learner_busy', async () => {
    const [l] = await sandboxLearners(t, 1);
    const day = dayAhead(t, 8);
    const slot = await slotAt(t, l!.token, day, '14:00');
    const answers = await Promise.all([
      book(t, l!.token, { slotId: slot.slotId, instructorId: 'ins-quoz-imran' }),
      book(t, l!.token, { slotId: slot.slotId, instructorId: 'ins-quoz-maryam' }),
      book(t, l!.token, { slotId: (await slotAt(t, l!.token, day, '14:30')).slotId, instructorId: 'ins-quoz-suresh' }),
    ]);
    expect(codes(answers)).toEqual({ '201': 1, '409 learner_busy': 2 });
  });

  it('one learner booking a practical session and a simulator slot at the same time: one of them', async () => {
    const [l] = await sandboxLearners(t, 1);
    const day = dayAhead(t, 9);
    const practical = await slotAt(t, l!.token, day, '09:30', { branchId: 'br-main-training' });
    const sims = (await post(t.app, '/schedule/v1/simulator-training/find-schedule', { startDate: day, endDate: day }, l!.token)).body.data.slots;
    const sim = sims.find((s: { startsAt: string }) => s.startsAt === at(day, '09:30'));
    const answers = await Promise.all([
      book(t, l!.token, { slotId: practical.slotId }),
      post(t.app, '/schedule/v1/simulator-training/book-schedule', { slotId: sim.slotId }, l!.token),
    ]);
    expect(codes(answers)).toEqual({ '201': 1, '409 learner_busy': 1 });
  });

  it('a 20-seat lecture-hall session raced by 25 learners: exactly 20 seats, the rest 409 slot_taken', async () => {
    const learners = await sandboxLearners(t, 25);
    const day = dayAhead(t, 10);
    const find = await post(
      t.app,
      '/schedule/v1/lecture-hall/find-schedule',
      { startDate: day, endDate: day, branchId: 'br-main-training' },
      learners[0]!.token,
    );
    const slot = find.body.data.slots[0];
    const answers = await Promise.all(learners.map((l) => post(t.app, '/schedule/v1/lecture-hall/book-schedule', { slotId: slot.slotId }, l.token)));
    expect(codes(answers)).toEqual({ '201': 20, '409 slot_taken': 5 });
    const after = await post(
      t.app,
      '/schedule/v1/lecture-hall/find-schedule',
      { startDate: day, endDate: day, branchId: 'br-main-training' },
      learners[0]!.token,
    );
    expect(after.body.data.slots[0]).toMatchObject({ seatsLeft: 0, status: 'BOOKED' });
  });

  it('one learner taking the same hall seat twice at once: one seat', async () => {
    const [l] = await sandboxLearners(t, 1);
    const day = dayAhead(t, 11);
    const find = await post(t.app, '/schedule/v1/lecture-hall/find-schedule', { startDate: day, endDate: day, branchId: 'br-al-quoz' }, l!.token);
    const slot = find.body.data.slots[2];
    const answers = await Promise.all([1, 2, 3].map(() => post(t.app, '/schedule/v1/lecture-hall/book-schedule', { slotId: slot.slotId }, l!.token)));
    expect(codes(answers)).toEqual({ '201': 1, '409 learner_busy': 2 });
    const again = await post(t.app, '/schedule/v1/lecture-hall/find-schedule', { startDate: day, endDate: day, branchId: 'br-al-quoz' }, l!.token);
    expect(again.body.data.slots[2].seatsLeft).toBe(19);
  });

  it('mock-test devices raced: each device once (two stations), the rest 409 slot_taken', async () => {
    const learners = await sandboxLearners(t, 10);
    const day = dayAhead(t, 12);
    const slots = (await post(t.app, '/schedule/v1/mock-test/find-schedule', { startDate: day, endDate: day }, learners[0]!.token)).body.data.slots;
    const answers = await Promise.all(learners.map((l) => post(t.app, '/schedule/v1/mock-test/book-schedule', { slotId: slots[1].slotId }, l.token)));
    expect(codes(answers)).toEqual({ '201': 2, '409 slot_taken': 8 });
    const devices = answers.filter((a) => a.status === 201).map((a) => a.body.data.device._id);
    expect(devices.sort()).toEqual(['mock-al-quoz-1', 'mock-al-quoz-2']);
    // with one station left, one more learner gets it
    const [late] = await sandboxLearners(t, 1);
    const seen = (await post(t.app, '/schedule/v1/mock-test/find-schedule', { startDate: day, endDate: day }, late!.token)).body.data.slots;
    expect(seen[1].status).toBe('NOT AVAILABLE');
  });

  it('a simulator raced after one of the two is taken: exactly one more', async () => {
    const learners = await sandboxLearners(t, 9);
    const day = dayAhead(t, 13);
    const slots = (await post(t.app, '/schedule/v1/simulator-training/find-schedule', { startDate: day, endDate: day }, learners[0]!.token)).body.data
      .slots;
    expect((await post(t.app, '/schedule/v1/simulator-training/book-schedule', { slotId: slots[3].slotId }, learners[0]!.token)).status).toBe(201);
    const answers = await Promise.all(
      learners.slice(1).map((l) => post(t.app, '/schedule/v1/simulator-training/book-schedule', { slotId: slots[3].slotId }, l.token)),
    );
    expect(codes(answers)).toEqual({ '201': 1, '409 slot_taken': 7 });
  });

  it('cancelling and booking the same slot at once never leaves the instructor double-booked', async () => {
    const learners = await sandboxLearners(t, 6);
    const day = dayAhead(t, 14);
    const slot = await slotAt(t, learners[0]!.token, day, '15:00', { branchId: 'br-mirdif' });
    const first = await book(t, learners[0]!.token, { slotId: slot.slotId, instructorId: 'ins-mirdif-fatma' });
    expect(first.status).toBe(201);
    const answers = await Promise.all([
      call(t.app, {
        method: 'DELETE',
        url: `/schedule/v1/schedule/${first.body.data._id}?reason=Changed%20plans`,
        headers: { authorization: `Bearer ${learners[0]!.token}` },
      }),
      ...learners.slice(1).map((l) => book(t, l.token, { slotId: slot.slotId, instructorId: 'ins-mirdif-fatma' })),
    ]);
    expect(answers[0]!.status).toBe(200);
    const booked = answers.slice(1).filter((a) => a.status === 201);
    expect(booked.length).toBeLessThanOrEqual(1);
    expect(answers.slice(1).every((a) => a.status === 201 || (a.status === 409 && a.body.code === 'slot_taken'))).toBe(true);
  });
});

describe('the database holds the invariants itself', () => {
  const sqlState = async (p: Promise<unknown>) => {
    try {
      await p;
      return 'ok';
    } catch (err) {
      const e = err as { code?: string; cause?: { code?: string } };
      return e.cause?.code ?? e.code;
    }
  };

  it('refuses an overlapping hold, a second SCHEDULED session of a learner at once and an over-full hall, whatever the code does', async () => {
    const { sql } = await import('drizzle-orm');
    const db = t.handle.db;
    const [a, b] = await sandboxLearners(t, 2);
    const day = dayAhead(t, 20);
    const s1 = (await book(t, a!.token, { slotId: (await slotAt(t, a!.token, day, '09:00')).slotId, instructorId: 'ins-quoz-imran' })).body.data;
    // a hold of Imran overlapping s1, written straight into the table
    const [row] = (
      (await db.execute(sql`select id, user_id, course_id, stage_id from schedules where id = ${s1._id}`)) as unknown as {
        rows: { id: string; user_id: string; course_id: string; stage_id: string }[];
      }
    ).rows;
    await db.execute(
      sql`insert into schedules (id, user_id, kind, status, course_id, stage_id, branch_id, starts_at, ends_at, duration_minutes)
          values ('sch-raw-b', ${b!.userId}, 'practical', 'CANCELLED', ${row!.course_id}, ${row!.stage_id}, 'br-al-quoz', ${at(day, '09:30')}, ${at(day, '10:30')}, 60)`,
    );
    expect(
      await sqlState(
        db.execute(
          sql`insert into schedule_holds (schedule_id, resource_id, starts_at, ends_at) values ('sch-raw-b', 'ins-quoz-imran', ${at(day, '09:30')}, ${at(day, '10:30')})`,
        ),
      ),
    ).toBe('23P01');
    // touching ends are not an overlap
    expect(
      await sqlState(
        db.execute(
          sql`insert into schedule_holds (schedule_id, resource_id, starts_at, ends_at) values ('sch-raw-b', 'ins-quoz-imran', ${at(day, '10:00')}, ${at(day, '11:00')})`,
        ),
      ),
    ).toBe('ok');
    // the learner's own overlap
    expect(
      await sqlState(
        db.execute(
          sql`insert into schedules (id, user_id, kind, status, course_id, stage_id, branch_id, starts_at, ends_at, duration_minutes)
              values ('sch-raw-a', ${a!.userId}, 'practical', 'SCHEDULED', ${row!.course_id}, ${row!.stage_id}, 'br-mirdif', ${at(day, '09:30')}, ${at(day, '10:30')}, 60)`,
        ),
      ),
    ).toBe('23P01');
    // a hall session's counter never passes its seats
    await db.execute(
      sql`insert into hall_sessions (id, hall_id, starts_at, ends_at, capacity, booked) values ('hs-raw', 'hall-al-quoz', ${at(day, '09:00')}, ${at(day, '10:30')}, 20, 20)`,
    );
    expect(await sqlState(db.execute(sql`update hall_sessions set booked = booked + 1 where id = 'hs-raw'`))).toBe('23514');
  });
});
