import { filterFrom, filterQuery, pagesFor, reportForPage } from '@/lib/staff/reports';
import { collectionReportSchema } from '@/lib/upstream/schemas/reports';
import { decideRoute } from '@/lib/i18n/guard';

// The staff report pages' rules (issue 25): which role opens which page (D§2), the filters' fallbacks,
// the boundary reading AED into fils, and the pages living outside the language prefix.

test.each([
  ['salesman', 'collection', ['salesman'], 'salesman-collection'],
  ['salesman', 'collecting', ['salesman'], 'salesman-collecting'],
  ['salesman', 'all-collection', ['salesman'], 'all-collection'],
  ['cashier', 'all-collection', ['cashier'], 'all-collection'],
  ['cashier', 'collecting', ['cashier'], 'cashier-collecting'],
  ['cashier', 'collection', ['cashier'], null],
  ['salesman', 'collection', ['cashier'], null],
  ['cashier', 'collecting', ['student'], null],
  ['csr', 'collection', ['customer_service_rep'], 'csr-collection'],
  ['salesman', 'collecting', ['admin'], 'salesman-collecting'],
  ['nobody', 'collection', ['admin'], null],
])('%s/%s for %j → %s', (role, page, roles, want) => {
  expect(reportForPage(role, page, roles)).toBe(want);
});

test("a cashier's home lists the two cashier pages", () => {
  expect(pagesFor(['cashier']).map((p) => p.href)).toEqual(['/cashier/all-collection', '/cashier/collecting']);
});

test('filters: a valid range is kept; a missing, reversed or over-a-year one falls back to last month (Asia/Dubai)', () => {
  const now = new Date('2026-11-30T21:00:00Z'); // 1 December in Dubai
  expect(filterFrom({ startDate: '2026-10-01', endDate: '2026-10-31', branchId: 'br-mirdif' }, now)).toEqual({
    startDate: '2026-10-01',
    endDate: '2026-10-31',
    branchId: 'br-mirdif',
  });
  const lastMonth = { startDate: '2026-11-01', endDate: '2026-11-30' };
  expect(filterFrom({}, now)).toEqual(lastMonth);
  expect(filterFrom({ startDate: '2026-10-31', endDate: '2026-10-01' }, now)).toEqual(lastMonth);
  expect(filterFrom({ startDate: '2024-01-01', endDate: '2026-10-01' }, now)).toEqual(lastMonth);
  expect(filterFrom({ ...lastMonth, branchId: '../x' }, now)).toEqual(lastMonth);
  expect(filterQuery(lastMonth, { lang: 'ar' })).toBe('startDate=2026-11-01&endDate=2026-11-30&lang=ar');
});

test('the report is read in fils at the boundary', () => {
  const parsed = collectionReportSchema.parse({
    report: 'all-collection',
    staffId: 's',
    staffName: 'S',
    startDate: '2026-10-01',
    endDate: '2026-10-01',
    branchId: null,
    totals: { count: 2, amount: 4.35 },
    byBranch: [],
    byMethod: [{ method: 'cash', count: 2, amount: 4.35 }],
    byCollector: [],
    rows: [
      {
        orderId: 'o',
        date: '2026-10-01T05:00:00.000Z',
        studentId: null,
        studentName: 'L',
        branchId: null,
        branchName: null,
        collectorId: null,
        collectorName: null,
        method: 'cash',
        status: 'success',
        amount: 0.1,
      },
    ],
  });
  expect(parsed.totals.amountFils).toBe(435);
  expect(parsed.byMethod[0]!.amountFils).toBe(435);
  expect(parsed.rows[0]!.amountFils).toBe(10);
});

test.each(['/salesman/collection', '/cashier/collecting', '/staff/login', '/collection-report/pdf/'])('%s has no language prefix', (pathname) => {
  expect(decideRoute({ pathname, session: { loggedIn: false, needsQuickSignup: false } })).toEqual({ type: 'next', scope: 'unprefixed' });
});
