import { sql } from 'drizzle-orm';
import { decodeSlot, encodeSlot } from '../../reference-api/src/modules/schedules/slots';
import { at, dayAhead, sandboxLearners, startScheduleApp } from './support/schedules';
import { post, type TestApp } from './support/test-app';

// Issue 21 #4: a hall session's seats were counted per timestamp, and a slot id was unsigned JSON, so a
// start moved by 1–3 ms opened a fresh 20-seat count (70 learners got seats in one 20-seat session).
// Now a slot id is signed, a hall start must be exactly one of the hall's sessions, and the database
// keeps one counter per hall and time (whole-minute starts, no two sessions of a hall overlapping).

let t: TestApp;
beforeAll(async () => {
  t = await startScheduleApp();
}, 120_000);
afterAll(async () => t?.close());

type Answer = { status: number; body: { code?: string } };
const tally = (answers: Answer[]) => {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const key = a.status === 201 ? '201' : `${a.status} ${a.body.code}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
};

const HALL_BRANCH = 'br-main-training';
const findHall = (token: string, day: string) =>
  post(t.app, '/schedule/v1/lecture-hall/find-schedule', { startDate: day, endDate: day, branchId: HALL_BRANCH }, token);
const bookHall = (token: string, slotId: string) => post(t.app, '/schedule/v1/lecture-hall/book-schedule', { slotId }, token);

/** The id an attacker makes by editing the start of a real one and keeping its signature. */
function nudged(slotId: string, ms: number): string {
  const [payload, mac] = slotId.split('.');
  const [kind, hall, start] = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as [string, string, number];
  return `${Buffer.from(JSON.stringify([kind, hall, start + ms])).toString('base64url')}.${mac}`;
}

describe('lecture-hall seats are counted per real session', () => {
  it('70 learners, many with starts nudged by 1–3 ms (forged or even validly signed), race for a 20-seat session: 20 seats, nobody else booked, no 5xx', async () => {
    const learners = await sandboxLearners(t, 70);
    const day = dayAhead(t, 10);
    const slot = (await findHall(learners[0]!.token, day)).body.data.slots.find((s: { startsAt: string }) => s.startsAt === at(day, '09:00'));
    expect(slot).toMatchObject({ seatsLeft: 20, status: 'AVAILABLE' });
    const genuine = decodeSlot(slot.slotId, t.env.TOKEN_SECRET)!;
    expect(genuine[0]).toBe('h');
    const [, hallId, start] = genuine as ['h', string, number];

    // a third keep the real id; a third edit the start and keep the signature; a third hold an id signed
    // with the server's own key (as if it leaked) for a start 1–3 ms off: only the session's exact start counts
    const ids = learners.map((_, i) => {
      const shift = (i % 3) + 1;
      if (i % 3 === 0) return slot.slotId as string;
      if (i % 3 === 1) return nudged(slot.slotId, shift);
      return encodeSlot(['h', hallId, start + shift], t.env.TOKEN_SECRET);
    });
    const answers = await Promise.all(learners.map((l, i) => bookHall(l.token, ids[i]!)));

    expect(answers.filter((a) => a.status >= 500).map((a) => JSON.stringify(a.body).slice(0, 300))).toEqual([]);
    const genuineCount = ids.filter((id) => id === slot.slotId).length;
    expect(tally(answers)).toEqual({ '201': 20, '409 slot_taken': genuineCount - 20, '400 invalid_data': 70 - genuineCount });
    for (const a of answers.filter((x) => x.status === 201)) {
      expect((a.body as { data: { startsAt: string } }).data.startsAt).toBe(at(day, '09:00'));
    }

    // one counter for the hall that day, full; no learner of the race holds any other session
    const rows = (
      (await t.handle.db.execute(
        sql`select starts_at, booked from hall_sessions where hall_id = ${hallId} and starts_at >= ${at(day, '00:00')} and starts_at < ${at(day, '23:59')}`,
      )) as unknown as { rows: { booked: number }[] }
    ).rows;
    expect(rows.map((r) => r.booked)).toEqual([20]);
    const [{ n }] = (
      (await t.handle.db.execute(
        sql`select count(*)::int as n from schedules where user_id in (${sql.join(
          learners.map((l) => sql`${l.userId}`),
          sql`, `,
        )})`,
      )) as unknown as { rows: { n: number }[] }
    ).rows as [{ n: number }];
    expect(n).toBe(20);
    // seen by a learner who got no seat (on PostgreSQL any of the genuine ids may win)
    const loser = learners[answers.findIndex((a) => a.status !== 201)]!;
    const after = (await findHall(loser.token, day)).body.data.slots.find((s: { startsAt: string }) => s.startsAt === at(day, '09:00'));
    expect(after).toMatchObject({ seatsLeft: 0, status: 'NOT AVAILABLE' });
  });

  it('refuses a made-up or re-signed id for a start that is no session of the hall (wrong minute, seconds, a day it is closed)', async () => {
    const [l] = await sandboxLearners(t, 1);
    const day = dayAhead(t, 11);
    const sunday = dayAhead(t, 11, 7);
    const sign = (start: string) => encodeSlot(['h', 'hall-main-training', Date.parse(start)], t.env.TOKEN_SECRET);
    const unsigned = Buffer.from(JSON.stringify(['h', 'hall-main-training', Date.parse(at(day, '09:00'))])).toString('base64url');
    for (const id of [
      unsigned,
      `${unsigned}.AAAAAAAAAAAAAAAAAAAAAA`,
      sign(at(day, '09:01')),
      sign(at(day, '09:00').replace(':00.000Z', ':30.000Z')),
      sign(at(sunday, '09:00')),
    ]) {
      const res = await bookHall(l!.token, id);
      expect([res.status, res.body.code]).toEqual([400, 'invalid_data']);
    }
    // the real one still books
    expect((await bookHall(l!.token, sign(at(day, '11:00')))).status).toBe(201);
  });

  it('the database itself refuses a second counter for the same hall and time: a nudged start, an overlapping one', async () => {
    const day = dayAhead(t, 12);
    const state = async (q: ReturnType<typeof sql>) => {
      try {
        await t.handle.db.execute(q);
        return 'ok';
      } catch (err) {
        const e = err as { code?: string; cause?: { code?: string } };
        return e.cause?.code ?? e.code;
      }
    };
    const insert = (id: string, start: number, minutes = 90) =>
      sql`insert into hall_sessions (id, hall_id, starts_at, ends_at, capacity) values (${id}, 'hall-al-quoz', ${new Date(start).toISOString()}, ${new Date(start + minutes * 60_000).toISOString()}, 20)`;
    const nine = Date.parse(at(day, '09:00'));
    expect(await state(insert('hs-raw-real', nine))).toBe('ok');
    expect(await state(insert('hs-raw-ms', nine + 2))).toBe('23514');
    expect(await state(insert('hs-raw-sec', nine + 1000))).toBe('23514');
    expect(await state(insert('hs-raw-minute', nine + 60_000))).toBe('23P01');
    // back to back is not an overlap
    expect(await state(insert('hs-raw-next', nine + 90 * 60_000))).toBe('ok');
  });
});
