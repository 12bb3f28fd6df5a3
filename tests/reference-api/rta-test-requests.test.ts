import { formatInTimeZone } from 'date-fns-tz';
import { DEMO, expectError, fieldCodes, get, login, post, startTestApp, type TestApp } from './support/test-app';

// RTA test requests (issue 27, D§3, D§7, D§9): a learner files a request with up to three preferred days
// (none past, none twice, Asia/Dubai), reads only their own, comments; the centre answers once, with a day
// from the request or a reason, and the answer reaches the learner as a notification.

const DAY = 86_400_000;
let t: TestApp;
let aisha: string;
let yousef: string;
let csr: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  [aisha, yousef, csr, admin] = await Promise.all([
    login(t.app, DEMO.aisha),
    login(t.app, '971562223334'),
    login(t.app, '971549990002'),
    login(t.app, DEMO.admin),
  ]);
}, 120_000);
afterAll(async () => t?.close());

/** The Dubai calendar day `n` days from the test clock's now, as the portal sends it (UTC midnight). */
const dayIn = (n: number) => `${formatInTimeZone(new Date(t.clock.now() + n * DAY), 'Asia/Dubai', 'yyyy-MM-dd')}T00:00:00.000Z`;
const create = (token: string, body: unknown) => post(t.app, '/student/rta-test-request/create', body, token);
const answer = (id: string, body: unknown, token = csr) => post(t.app, `/staff/rta-test-request/${id}/answer`, body, token);

/** A new request of a type: the centre first declines the learner's open one of that type, if any. */
async function fresh(token: string, testType: string, preferredDates: string[]) {
  const me = (await get(t.app, '/student/rta-test-request/view-all', token)).body.data as { _id: string; testType: string; status: string }[];
  for (const open of me.filter((r) => r.testType === testType && r.status === 'pending'))
    await answer(open._id, { decision: 'declined', reason: 'Superseded' });
  const res = await create(token, { testType, preferredDates });
  expect(res.status).toBe(201);
  return res.body.data;
}

describe('filing a request: the rules', () => {
  // [case, testType, preferred days (offsets from today; a string is sent as is), expected field codes]
  const CASES: [string, string, (number | string)[], Record<string, string> | null][] = [
    ['three future days', 'theory', [3, 5, 7], null],
    ['today counts as not past', 'parking', [0], null],
    ['yesterday is past', 'road', [-1, 2], { 'preferredDates.0': 'date_past' }],
    ['the same day twice', 'road', [4, 4], { 'preferredDates.1': 'date_repeated' }],
    ['the same day as a date and as an instant', 'road', [4, 'same-as-0'], { 'preferredDates.1': 'date_repeated' }],
    ['not a day', 'road', ['31/02/2026'], { 'preferredDates.0': 'invalid' }],
    ['no day at all', 'road', [], { preferredDates: 'required' }],
    ['four days', 'road', [1, 2, 3, 4], { preferredDates: 'invalid' }],
  ];
  it.each(CASES)('%s', async (_name, testType, offsets, expected) => {
    const preferredDates = offsets.map((o) => (typeof o === 'number' ? dayIn(o) : o === 'same-as-0' ? dayIn(offsets[0] as number).slice(0, 10) : o));
    const res = await create(yousef, { testType, preferredDates });
    if (!expected) {
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ testType, status: 'pending', preferredDates, answer: null, comments: [] });
      return;
    }
    expectError(res, 400, 'invalid_data');
    expect(fieldCodes(res.body)).toEqual(expected);
  });

  it('refuses an unknown test type and a staff token', async () => {
    expectError(await create(yousef, { testType: 'flying', preferredDates: [dayIn(2)] }), 400, 'invalid_data');
    expectError(await create(csr, { testType: 'theory', preferredDates: [dayIn(2)] }), 403, 'forbidden');
  });

  it('keeps one open request per test; two at once make one', async () => {
    const body = { testType: 'assessment', preferredDates: [dayIn(10)] };
    const both = await Promise.all([create(aisha, body), create(aisha, body)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expectError(
      both.find((r) => r.status === 409)!,
      409,
      'rta_request_open',
    );
    const all = (await get(t.app, '/student/rta-test-request/view-all', aisha)).body.data;
    expect(all.filter((r: { testType: string }) => r.testType === 'assessment')).toHaveLength(1);
  });
});

describe('reading and commenting: a learner sees only their own', () => {
  it("A asks for B's request: 404, and B's list does not show it; A cannot comment on it", async () => {
    const mine = await fresh(aisha, 'theory', [dayIn(2), dayIn(3)]);
    expectError(await get(t.app, `/student/rta-test-request/view/${mine._id}`, yousef), 404, 'not_found');
    expectError(await get(t.app, '/student/rta-test-request/view/not-a-uuid', yousef), 404, 'not_found');
    const theirs = (await get(t.app, '/student/rta-test-request/view-all', yousef)).body.data;
    expect(theirs.map((r: { _id: string }) => r._id)).not.toContain(mine._id);
    expectError(await post(t.app, '/student/rta-test-request/comments', { rtaTestRequestId: mine._id, message: 'hello' }, yousef), 404, 'not_found');
    expect((await get(t.app, `/student/rta-test-request/view/${mine._id}`, aisha)).body.data.comments).toEqual([]);
  });

  it('a thread: the learner and the centre, in order; the centre’s reply is a notification', async () => {
    const req = await fresh(aisha, 'road', [dayIn(6)]);
    const mine = await post(t.app, '/student/rta-test-request/comments', { rtaTestRequestId: req._id, message: 'Mornings please' }, aisha);
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ message: 'Sucessfully commented', data: { author: 'student', message: 'Mornings please' } });
    expectError(await post(t.app, '/student/rta-test-request/comments', { rtaTestRequestId: req._id, message: '   ' }, aisha), 400, 'invalid_data');
    const reply = await post(t.app, '/staff/rta-test-request/comments', { rtaTestRequestId: req._id, message: 'Noted' }, csr);
    expect(reply.status).toBe(201);
    const detail = (await get(t.app, `/student/rta-test-request/view/${req._id}`, aisha)).body.data;
    expect(detail.comments.map((c: { author: string; message: string }) => [c.author, c.message])).toEqual([
      ['student', 'Mornings please'],
      ['centre', 'Noted'],
    ]);
    expect(detail.commentCount).toBe(2);
    const items = (await get(t.app, '/messages?page=1&perPage=5', aisha)).body.data.items;
    expect(items[0]).toMatchObject({ kind: 'rta_request_comment', message: { en: 'The centre replied on your RTA road test request.' } });
  });
});

describe('the centre answers once', () => {
  it('only a CSR or an admin answers; a cashier and a learner are refused', async () => {
    const req = await fresh(yousef, 'theory', [dayIn(8)]);
    const cashier = await login(t.app, DEMO.cashier);
    expectError(await answer(req._id, { decision: 'declined', reason: 'x' }, cashier), 403, 'forbidden');
    expectError(await answer(req._id, { decision: 'declined', reason: 'x' }, yousef), 403, 'forbidden');
    expectError(await answer('00000000-0000-4000-8000-000000000000', { decision: 'declined', reason: 'x' }), 404, 'not_found');
    const staffView = (await get(t.app, '/staff/rta-test-request?status=pending', admin)).body.data;
    expect(staffView.find((r: { _id: string }) => r._id === req._id)).toMatchObject({ student: { phone: '971562223334', name: expect.any(String) } });
  });

  it('a day not offered is refused; a preferred day books it and tells the learner', async () => {
    const preferredDates = [dayIn(3), dayIn(4), dayIn(9)];
    const req = await fresh(aisha, 'parking', preferredDates);
    expectError(await answer(req._id, { decision: 'scheduled', date: dayIn(5) }), 409, 'rta_date_not_offered');
    expectError(await answer(req._id, { decision: 'scheduled' }), 400, 'invalid_data');
    const res = await answer(req._id, { decision: 'scheduled', date: preferredDates[1] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'scheduled', answer: { chosenDate: preferredDates[1], reason: null } });
    const seen = (await get(t.app, `/student/rta-test-request/view/${req._id}`, aisha)).body.data;
    expect(seen).toMatchObject({ status: 'scheduled', answer: { chosenDate: preferredDates[1] } });
    const when = formatInTimeZone(new Date(t.clock.now() + 4 * DAY), 'Asia/Dubai', 'dd-MM-yyyy');
    const items = (await get(t.app, '/messages?page=1&perPage=5', aisha)).body.data.items;
    expect(items[0]).toMatchObject({ kind: 'rta_request_scheduled', message: { en: `Your RTA parking test is booked for ${when}.` } });
    expect(items[0].message.ar).toContain(when);
    // answered: a second answer of either kind is refused, and the learner may file a new parking request
    expectError(await answer(req._id, { decision: 'declined', reason: 'changed our mind' }), 409, 'rta_request_answered');
    expect((await create(aisha, { testType: 'parking', preferredDates: [dayIn(12)] })).status).toBe(201);
  });

  it('a day that has passed since the request is refused', async () => {
    const req = await fresh(yousef, 'parking', [dayIn(1), dayIn(20)]);
    t.clock.advance(3 * DAY);
    try {
      const later = await login(t.app, '971549990002'); // the tokens of before have expired by now
      expectError(await answer(req._id, { decision: 'scheduled', date: req.preferredDates[0] }, later), 409, 'rta_date_passed');
      expect((await answer(req._id, { decision: 'scheduled', date: req.preferredDates[1] }, later)).status).toBe(200);
    } finally {
      t.clock.advance(-3 * DAY);
    }
  });

  it('two staff answer at once: one answer stands, one notification, the other is told 409', async () => {
    const req = await fresh(yousef, 'road', [dayIn(5), dayIn(6)]);
    const before = (await get(t.app, '/messages?page=1&perPage=5', yousef)).body.data.total;
    const both = await Promise.all([
      answer(req._id, { decision: 'scheduled', date: req.preferredDates[0] }, csr),
      answer(req._id, { decision: 'declined', reason: 'No examiner that week' }, admin),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expectError(
      both.find((r) => r.status === 409)!,
      409,
      'rta_request_answered',
    );
    const winner = both.find((r) => r.status === 200)!.body.data;
    const seen = (await get(t.app, `/student/rta-test-request/view/${req._id}`, yousef)).body.data;
    expect(seen.status).toBe(winner.status);
    const after = (await get(t.app, '/messages?page=1&perPage=5', yousef)).body.data;
    expect(after.total).toBe(before + 1);
  });

  it('a declined request carries its reason to the learner', async () => {
    const req = await fresh(yousef, 'assessment', [dayIn(2)]);
    const res = await answer(req._id, { decision: 'declined', reason: 'Finish your practical hours first' });
    expect(res.body.data).toMatchObject({ status: 'declined', answer: { chosenDate: null, reason: 'Finish your practical hours first' } });
    const items = (await get(t.app, '/messages?page=1&perPage=5', yousef)).body.data.items;
    expect(items[0].message.en).toBe('Your RTA assessment test request was declined: Finish your practical hours first');
  });

  it('the database refuses a second answer written behind the service’s back', async () => {
    const req = await fresh(aisha, 'road', [dayIn(2)]);
    await answer(req._id, { decision: 'declined', reason: 'Full' });
    const { sql } = await import('drizzle-orm');
    await expect(
      t.handle.db.execute(sql`update rta_test_requests set status = 'pending', answered_at = null, decline_reason = null where id = ${req._id}`),
    ).rejects.toThrow();
    // a chosen day that is not one of the request's is refused by the foreign key
    const other = await fresh(aisha, 'theory', [dayIn(2)]);
    await expect(
      t.handle.db.execute(
        sql`update rta_test_requests set status = 'scheduled', answered_at = now(), chosen_date = ${dayIn(30).slice(0, 10)} where id = ${other._id}`,
      ),
    ).rejects.toThrow();
  });
});
