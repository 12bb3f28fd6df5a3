import { and, eq } from 'drizzle-orm';
import { formatInTimeZone } from 'date-fns-tz';
import { learnerPermits } from '../../reference-api/src/db/schema/index';
import { at, book, dayAhead, sandboxLearners, slotAt, startScheduleApp } from './support/schedules';
import { DEMO, expectError, fieldCodes, get, login, post, type TestApp } from './support/test-app';

// Renewals (issue 27, D§7 "POST get-renewed-date", D§8; docs/requests.md "Renewals"): the learner's RTA
// file and learning permit with their status, the centre's renewal day and the new expiry; a request
// recorded once and seen by staff; practical classes and mock tests refused on a day either is expired.

const DAY = 86_400_000;
const URL = '/get-renewed-date';
let t: TestApp;
let noura: string;
let hamdan: string;
let csr: string;
beforeAll(async () => {
  t = await startScheduleApp();
  [noura, hamdan, csr] = await Promise.all([login(t.app, '971503334445'), login(t.app, '971525556667'), login(t.app, '971549990002')]);
  // the seed dates them from the day it ran, and test folders are copied from a template seeded once:
  // the seeded rows are checked, then dated again from the test clock
  const seeded = await t.handle.db.select().from(learnerPermits);
  expect(seeded.map((p) => `${p.userId} ${p.type}`).sort()).toEqual([
    'usr-hamdan learningPermit',
    'usr-hamdan rtaFile',
    'usr-noura learningPermit',
    'usr-noura rtaFile',
  ]);
  for (const [userId, type, n] of [
    ['usr-noura', 'learningPermit', -10],
    ['usr-noura', 'rtaFile', 200],
    ['usr-hamdan', 'learningPermit', 150],
    ['usr-hamdan', 'rtaFile', 14],
  ] as const)
    await t.handle.db
      .update(learnerPermits)
      .set({ expiresOn: plain(n) })
      .where(and(eq(learnerPermits.userId, userId), eq(learnerPermits.type, type)));
}, 120_000);
afterAll(async () => t?.close());

/** The Dubai calendar day `n` days from the test clock, as the API answers days (UTC midnight). */
const dayIn = (n: number) => `${formatInTimeZone(new Date(t.clock.now() + n * DAY), 'Asia/Dubai', 'yyyy-MM-dd')}T00:00:00.000Z`;
const plain = (n: number) => dayIn(n).slice(0, 10);

type Permit = {
  type: string;
  expiresOn: string;
  status: string;
  daysLeft: number;
  renewalDate: string;
  renewedUntil: string;
  requestedAt: string | null;
};

describe('POST get-renewed-date', () => {
  it('answers the seeded learners’ documents with status, renewal day and new expiry', async () => {
    const res = await post(t.app, URL, {}, noura);
    expect(res.status).toBe(200);
    expect(res.body.data.noticeDays).toBe(30);
    const [permit, file] = res.body.data.documents as Permit[];
    expect(permit).toMatchObject({ type: 'learningPermit', expiresOn: dayIn(-10), status: 'expired', daysLeft: -10, requestedAt: null });
    expect(file).toMatchObject({ type: 'rtaFile', status: 'valid', daysLeft: 200 });
    // the visit is a day the centre opens (Monday to Saturday), after today; an expired permit runs 6 months from it
    const visit = new Date(permit!.renewalDate);
    expect(visit.getTime()).toBeGreaterThan(Date.parse(dayIn(0)));
    expect(visit.getUTCDay()).not.toBe(0);
    const until = new Date(visit);
    until.setUTCMonth(until.getUTCMonth() + 6);
    expect(permit!.renewedUntil.slice(0, 7)).toBe(until.toISOString().slice(0, 7));

    const one = await post(t.app, URL, { type: 'rtaFile' }, hamdan);
    const [soon] = one.body.data.documents as Permit[];
    expect(one.body.data.documents).toHaveLength(1);
    // renewed before it expires, the new year follows the old expiry
    expect(soon).toMatchObject({ type: 'rtaFile', expiresOn: dayIn(14), status: 'expiring', daysLeft: 14 });
    expect(soon!.renewedUntil.slice(0, 7)).toBe(`${Number(plain(14).slice(0, 4)) + 1}${plain(14).slice(4, 7)}`);
  });

  it('refuses a bad body, a document the centre does not hold, staff and no token', async () => {
    expectError(await post(t.app, URL, { type: 'passport' }, noura), 400, 'invalid_data');
    const noType = await post(t.app, URL, { request: true }, noura);
    expectError(noType, 400, 'invalid_data');
    expect(fieldCodes(noType.body)).toEqual({ type: 'required' });
    const aisha = await login(t.app, DEMO.aisha);
    expect((await post(t.app, URL, {}, aisha)).body.data.documents).toEqual([]);
    expectError(await post(t.app, URL, { type: 'rtaFile' }, aisha), 404, 'not_found');
    expectError(await post(t.app, URL, {}, csr), 403, 'forbidden');
    expect((await post(t.app, URL, {})).status).toBe(401);
  });

  it('records a request once (two at once keep one day), refuses one not due, and shows it to staff until renewed', async () => {
    const [a, b] = await Promise.all([
      post(t.app, URL, { type: 'learningPermit', request: true }, noura),
      post(t.app, URL, { type: 'learningPermit', request: true }, noura),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const first = (a.body.data.documents as Permit[])[0]!;
    expect(first.requestedAt).not.toBeNull();
    expect((b.body.data.documents as Permit[])[0]).toEqual(first);
    expect(a.body.message).toBe('Renewal requested');

    expectError(await post(t.app, URL, { type: 'rtaFile', request: true }, noura), 409, 'renewal_not_due');

    const queue = (await get(t.app, '/staff/renewal-requests', csr)).body.data as (Permit & { student: { _id: string; phone: string } })[];
    const mine = queue.filter((q) => q.student._id === 'usr-noura');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: 'learningPermit', renewalDate: first.renewalDate, student: { phone: '971503334445' } });
    expectError(await get(t.app, '/staff/renewal-requests', noura), 403, 'forbidden');

    // renewed at the counter: the expiry the learner was shown, the request closed
    const done = await post(t.app, '/staff/renewal-requests/usr-noura/learningPermit/renewed', {}, csr);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ expiresOn: first.renewedUntil, status: 'valid', requestedAt: null });
    const after = (await get(t.app, '/staff/renewal-requests', csr)).body.data as { student: { _id: string } }[];
    expect(after.some((q) => q.student._id === 'usr-noura')).toBe(false);
  });
});

describe('booking with an expired document (D§8)', () => {
  const setPermit = (userId: string, type: 'learningPermit' | 'rtaFile', expiresOn: string) =>
    t.handle.db
      .insert(learnerPermits)
      .values({ userId, type, expiresOn })
      .onConflictDoUpdate({ target: [learnerPermits.userId, learnerPermits.type], set: { expiresOn } });

  it('refuses a practical class while the learning permit or the RTA file is expired, and books once renewed', async () => {
    const [l] = await sandboxLearners(t, 1);
    const day = dayAhead(t, 5);
    const slot = await slotAt(t, l!.token, day, '10:00');
    await setPermit(l!.userId, 'learningPermit', plain(-1));
    const refused = await book(t, l!.token, { slotId: slot.slotId });
    expectError(refused, 409, 'permit_expired');
    expect(refused.body.message).toBe('Your learning permit has expired. Please renew it at the centre before booking.');

    // valid today but not on the class's day: refused too
    await setPermit(l!.userId, 'learningPermit', plain(1));
    expectError(await book(t, l!.token, { slotId: slot.slotId }), 409, 'permit_expired');

    await setPermit(l!.userId, 'learningPermit', day.slice(0, 10));
    await setPermit(l!.userId, 'rtaFile', plain(-3));
    expectError(await book(t, l!.token, { slotId: slot.slotId }), 409, 'rta_file_expired');

    await setPermit(l!.userId, 'rtaFile', plain(365));
    const booked = await book(t, l!.token, { slotId: slot.slotId });
    expect(booked.status).toBe(201);
    expect(booked.body.data.startsAt).toBe(at(day, '10:00'));
  });

  it('refuses a mock test but not a lecture-hall seat', async () => {
    const [l] = await sandboxLearners(t, 1);
    const day = dayAhead(t, 9);
    await setPermit(l!.userId, 'learningPermit', plain(-1));
    const mocks = (await post(t.app, '/schedule/v1/mock-test/find-schedule', { startDate: day, endDate: day }, l!.token)).body.data.slots;
    expectError(await post(t.app, '/schedule/v1/mock-test/book-schedule', { slotId: mocks[0].slotId }, l!.token), 409, 'permit_expired');
    const halls = (await post(t.app, '/schedule/v1/lecture-hall/find-schedule', { startDate: day, endDate: day, branchId: 'br-al-quoz' }, l!.token))
      .body.data.slots;
    expect((await post(t.app, '/schedule/v1/lecture-hall/book-schedule', { slotId: halls[0].slotId }, l!.token)).status).toBe(201);
    const [row] = await t.handle.db
      .select()
      .from(learnerPermits)
      .where(and(eq(learnerPermits.userId, l!.userId), eq(learnerPermits.type, 'learningPermit')));
    expect(row!.expiresOn).toBe(plain(-1));
  });
});
