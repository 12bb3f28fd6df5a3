import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { COLLECTION_ORDERS } from '../../reference-api/src/db/seed-collections';
import { get, login, post, type TestApp, startTestApp, DEMO } from './support/test-app';

// Staff collection reports (issue 25, D§6/D§7): every total and subtotal equals the sum of the
// payments (and of the ledger's payment entries) to the fils for any range and branch; each report is
// read only by its roles; a learner is told it does not exist; e-mailed links are bound, signed, expiring.

let t: TestApp;
let cashier: string;
let salesman: string;
let csr: string;
let aisha: string;
const SALESMAN = '971559990003';
const CSR = '971549990002';
const BRANCHES = ['br-main', 'br-main-training', 'br-al-quoz', 'br-mirdif', 'br-sharjah-tc'];

beforeAll(async () => {
  t = await startTestApp({}, {}, { collections: true });
  [cashier, salesman, csr, aisha] = await Promise.all([
    login(t.app, DEMO.cashier),
    login(t.app, SALESMAN),
    login(t.app, CSR),
    login(t.app, DEMO.aisha),
  ]);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const q = (p: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(p).filter((e): e is [string, string] => e[1] !== undefined)).toString();
const toFils = (aed: number) => Math.round(aed * 100);

/** What the database says, summed independently of the report's SQL: payments and the ledger's payment entries. */
async function truth(from: string, to: string, branch?: string) {
  const rows = (await t.handle.db.execute(sql`
    select p.order_id, p.amount_fils, coalesce(sum(-l.amount_fils) filter (where l.kind = 'payment'), 0)::bigint as ledger
    from payments p join users u on u.id = p.user_id left join ledger_entries l on l.order_id = p.order_id
    where p.status in ('success', 'refund_due')
      and p.settled_at >= (${from}::date::timestamp at time zone 'Asia/Dubai')
      and p.settled_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Dubai')
      ${branch ? sql`and coalesce(p.branch_id, u.training_branch_id) = ${branch}` : sql``}
    group by p.order_id, p.amount_fils`)) as unknown as { rows: { amount_fils: number; ledger: string }[] };
  return {
    count: rows.rows.length,
    fils: rows.rows.reduce((s, r) => s + r.amount_fils, 0),
    ledger: rows.rows.reduce((s, r) => s + Number(r.ledger), 0),
  };
}

test('the seed holds a busy month: over 2,000 orders by branch, collector, method and status', async () => {
  const res = (await t.handle.db.execute(sql`
    select count(*)::int as n, count(distinct branch_id)::int as branches, count(distinct collected_by)::int as collectors,
      count(distinct tender)::int as tenders, count(distinct status)::int as statuses
    from payments where order_id like 'COL-%'`)) as unknown as {
    rows: { n: number; branches: number; collectors: number; tenders: number; statuses: number }[];
  };
  expect(res.rows[0]).toEqual({ n: COLLECTION_ORDERS, branches: 5, collectors: 7, tenders: 4, statuses: 4 });
  expect(COLLECTION_ORDERS).toBeGreaterThanOrEqual(2000);
});

test('all-collection totals and subtotals equal the payments and the ledger to the fils, for random ranges and branches', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 25, max: 35 }),
      fc.integer({ min: 0, max: 40 }),
      fc.option(fc.constantFrom(...BRANCHES), { nil: undefined }),
      async (startDay, span, branch) => {
        const start = new Date(Date.UTC(2026, 8, startDay)).toISOString().slice(0, 10);
        const end = new Date(Date.UTC(2026, 8, startDay + span)).toISOString().slice(0, 10);
        const res = await get(
          t.app,
          `/report/v1/all-collection?${q({ startDate: `${start}T00:00:00.000Z`, endDate: end, branchId: branch, _end: '5000' })}`,
          cashier,
        );
        expect(res.status).toBe(200);
        const d = res.body.data;
        const want = await truth(start, end, branch);
        expect(want.ledger).toBe(want.fils);
        expect(d.totals.count).toBe(want.count);
        expect(toFils(d.totals.amount)).toBe(want.fils);
        expect(Number(res.headers['x-total-count'])).toBe(want.count);
        expect(d.rows).toHaveLength(want.count);
        expect(d.rows.reduce((s: number, r: { amount: number }) => s + toFils(r.amount), 0)).toBe(want.fils);
        for (const group of [d.byBranch, d.byMethod, d.byCollector] as { count: number; amount: number }[][]) {
          expect(group.reduce((s, g) => s + g.count, 0)).toBe(want.count);
          expect(group.reduce((s, g) => s + toFils(g.amount), 0)).toBe(want.fils);
        }
      },
    ),
    { numRuns: 25 },
  );
}, 120_000);

test('Asia/Dubai days: an order settled at 23:30 Dubai on 31 October belongs to that day, not to 1 November', async () => {
  const at = new Date('2026-10-31T19:30:00Z'); // 23:30 in Dubai
  await t.handle.db.execute(sql`update payments set settled_at = ${at.toISOString()} where order_id = 'COL-00001'`);
  const [oct31, nov1] = await Promise.all(
    ['2026-10-31', '2026-11-01'].map((d) => get(t.app, `/report/v1/all-collection?${q({ startDate: d, endDate: d, _end: '5000' })}`, cashier)),
  );
  const ids = (r: typeof oct31) => r!.body.data.rows.map((x: { orderId: string }) => x.orderId);
  const status = (await t.handle.db.execute(sql`select status from payments where order_id = 'COL-00001'`)) as unknown as {
    rows: { status: string }[];
  };
  if (status.rows[0]!.status === 'success') expect(ids(oct31)).toContain('COL-00001');
  expect(ids(nov1)).not.toContain('COL-00001');
});

test("a salesman's collection holds only what he collected; collecting holds only orders still due", async () => {
  const range = q({ startDate: '2026-10-01', endDate: '2026-10-31', _end: '5000' });
  const mine = await get(t.app, `/report/v1/salesman/collection?${range}`, salesman);
  expect(mine.status).toBe(200);
  expect(mine.body.data.rows.length).toBeGreaterThan(0);
  expect(new Set(mine.body.data.rows.map((r: { collectorId: string }) => r.collectorId))).toEqual(new Set(['usr-salesman']));
  const due = await get(t.app, `/report/v1/cashier/collecting?${range}`, cashier);
  expect(due.status).toBe(200);
  expect(due.body.data.rows.length).toBeGreaterThan(0);
  expect(new Set(due.body.data.rows.map((r: { status: string }) => r.status))).toEqual(new Set(['due_at_centre']));
  const csrOwn = await get(t.app, `/report/v1/csr/collection?${range}`, csr);
  expect(csrOwn.status).toBe(200);
});

test('role checks: a learner gets 404 on every staff report; a cashier 404 on the salesman and CSR reports', async () => {
  const range = q({ startDate: '2026-10-01', endDate: '2026-10-31' });
  for (const path of ['csr/collection', 'salesman/collection', 'salesman/collecting', 'cashier/collecting', 'all-collection']) {
    const res = await get(t.app, `/report/v1/${path}?${range}`, aisha);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('COL-');
  }
  for (const path of ['csr/collection', 'salesman/collection', 'salesman/collecting'])
    expect((await get(t.app, `/report/v1/${path}?${range}`, cashier)).status).toBe(404);
  expect((await get(t.app, `/report/v1/all-collection?${range}`)).status).toBe(401);
  expect(
    (await post(t.app, '/report/v1/email-link', { report: 'all-collection', startDate: '2026-10-01', endDate: '2026-10-31' }, aisha)).status,
  ).toBe(404);
});

describe('report links', () => {
  const linkFor = async (body: Record<string, unknown> = {}) => {
    const res = await post(t.app, '/sandbox/report-link', {
      email: 'sara.haddad@example.ae',
      report: 'all-collection',
      startDate: '2026-10-01',
      endDate: '2026-10-07',
      ...body,
    });
    expect(res.status).toBe(200);
    return new URL(res.body.data.url).searchParams.get('t')!;
  };
  const open = (token: string, bearer?: string) => get(t.app, `/report/v1/link?t=${encodeURIComponent(token)}`, bearer);

  test('the e-mail reaches the staff member; the link opens the report it names, alone or with its recipient logged in', async () => {
    const token = await linkFor();
    const mail = await get(t.app, '/sandbox/outbox?to=sara.haddad@example.ae&limit=1');
    expect(mail.body[0].body).toContain(`/collection-report/pdf/?lang=en&t=${token}`);
    const res = await open(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ report: 'all-collection', startDate: '2026-10-01', endDate: '2026-10-07', staffId: 'usr-cashier' });
    expect((await open(token, cashier)).status).toBe(200);
  });

  test('another person logged in, an altered link, an expired link: refused, no data', async () => {
    const token = await linkFor();
    const other = await open(token, salesman);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('report_link_not_yours');
    const [h, p, s] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, to: '2026-10-31' })).toString('base64url')}.${s}`;
    for (const bad of [forged, `${token.slice(0, -2)}xx`, 'nonsense']) {
      const res = await open(bad);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('report_link_invalid');
      expect(JSON.stringify(res.body)).not.toContain('COL-');
    }
    const short = await linkFor({ ttlSeconds: 1 });
    t.clock.advance(2_000);
    expect((await open(short)).body.code).toBe('report_link_invalid');
  });

  test('a link names only a report its recipient may read', async () => {
    const res = await post(t.app, '/sandbox/report-link', {
      email: 'sara.haddad@example.ae',
      report: 'salesman-collection',
      startDate: '2026-10-01',
      endDate: '2026-10-07',
    });
    expect(res.status).toBe(404);
  });
});

test('race: while cashiers receive due orders, every report answer adds up (rows = totals = subtotals) and ends with exactly what was received', async () => {
  const due = (await t.handle.db.execute(
    sql`select order_id, amount_fils from payments where order_id like 'COL-%' and status = 'due_at_centre' order by order_id limit 12`,
  )) as unknown as { rows: { order_id: string; amount_fils: number }[] };
  expect(due.rows).toHaveLength(12);
  const today = new Date(t.clock.now() + 4 * 3600_000).toISOString().slice(0, 10);
  const url = `/report/v1/all-collection?${q({ startDate: '2026-10-01', endDate: today, _end: '10000' })}`;
  const read = async () => {
    const res = await get(t.app, url, cashier);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.rows).toHaveLength(d.totals.count);
    const fils = toFils(d.totals.amount);
    expect(d.rows.reduce((s: number, r: { amount: number }) => s + toFils(r.amount), 0)).toBe(fils);
    for (const group of [d.byBranch, d.byMethod, d.byCollector] as { amount: number }[][])
      expect(group.reduce((s, g) => s + toFils(g.amount), 0)).toBe(fils);
    return fils;
  };
  const before = await read();
  const receive = (orderId: string) => post(t.app, `/payment/v1/staff/payments/${orderId}/received`, {}, cashier);
  const results = await Promise.all([...due.rows.map((r) => receive(r.order_id)), ...Array.from({ length: 12 }, read)]);
  for (const res of results.slice(0, 12)) expect((res as { status: number }).status).toBe(200);
  expect(await read()).toBe(before + due.rows.reduce((s, r) => s + r.amount_fils, 0));
}, 120_000);
