import { eq } from 'drizzle-orm';
import { issuedDocumentSchema, type IssuedDocument, type IssuedKind } from '../../lib/upstream/schemas/issued-documents';
import { issuedDocuments } from '../../reference-api/src/db/schema/index';
import { documentTotals } from '../../reference-api/src/modules/issued-documents/service';
import { DEMO, expectError, get, login, startTestApp, type TestApp } from './support/test-app';

// The documents the centre issues besides the invoice (issue 25, D§7 calls): each read by its own
// learner through its call, its totals the money module's sums of its lines to the fils, VAT 5% per
// centre line; anyone else's id, or a number of another kind on that call, is 404. The PDFs made of
// them: tests/integration/issued-documents-pdf.test.ts.

let t: TestApp;
const tokens: Record<'aisha' | 'yousef' | 'omar' | 'cashier' | 'admin' | 'salesman' | 'csr', string> = {
  aisha: '',
  yousef: '',
  omar: '',
  cashier: '',
  admin: '',
  salesman: '',
  csr: '',
};

beforeAll(async () => {
  t = await startTestApp();
  tokens.aisha = await login(t.app, '971501234567');
  tokens.yousef = await login(t.app, '971562223334');
  tokens.omar = await login(t.app, '971527654321');
  tokens.cashier = await login(t.app, DEMO.cashier);
  tokens.admin = await login(t.app, DEMO.admin);
  tokens.salesman = await login(t.app, '971559990003');
  tokens.csr = await login(t.app, '971549990002');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

interface Case {
  kind: IssuedKind;
  owner: 'aisha' | 'yousef';
  id: string;
  url: string;
}

const CASES: Case[] = [
  { kind: 'crm_invoice', owner: 'aisha', id: 'CRM-2026-000118', url: '/user/dms/payment-history/CRM-2026-000118' },
  {
    kind: 'lumpsum_invoice',
    owner: 'aisha',
    id: 'LS-2026-000031',
    url: '/lumpsum-payment-history?courseId=crs-lmv-standard&invoiceNumber=LS-2026-000031',
  },
  { kind: 'contract', owner: 'aisha', id: 'CT-2026-000087', url: '/student/contract/CT-2026-000087' },
  { kind: 'refund', owner: 'aisha', id: 'RF-2026-000041', url: '/student/refund-details/RF-2026-000041' },
  { kind: 'clearance', owner: 'aisha', id: 'CC-2026-000012', url: '/student/clearance-certificate/CC-2026-000012' },
  {
    kind: 'preregistration_invoice',
    owner: 'aisha',
    id: 'PR-2026-000205',
    url: '/payment-history/pre-registration/PR-2026-000205',
  },
  { kind: 'corporate_invoice', owner: 'yousef', id: 'CI-2026-000019', url: '/corporate/CI-2026-000019/get-invoice-detail' },
  {
    kind: 'corporate_lumpsum_invoice',
    owner: 'yousef',
    id: 'CL-2026-000007',
    url: '/corporate/CL-2026-000007/get-invoice-detail',
  },
  {
    kind: 'corporate_refund',
    owner: 'yousef',
    id: 'CR-2026-000004',
    url: '/student/corporate-refund-details/CR-2026-000004',
  },
];

async function read(c: Case): Promise<IssuedDocument> {
  const res = await get(t.app, c.url, tokens[c.owner]);
  expect(res.status).toBe(200);
  return issuedDocumentSchema.parse(res.body.data);
}

describe('issued documents: the API', () => {
  it.each(CASES)('$kind: its totals are the money module’s sums of its lines, to the fils', async (c) => {
    const doc = await read(c);
    expect(doc.kind).toBe(c.kind);
    const [row] = await t.handle.db.select().from(issuedDocuments).where(eq(issuedDocuments.id, c.id));
    const money = documentTotals(row!.lines);
    expect(doc.totals).toEqual(money);
    expect(doc.lines.reduce((s: number, l) => s + l.totalFils, 0)).toBe(money.totalFils);
    expect(money.centreFils - money.discountFils + money.vatFils + money.rtaFils).toBe(money.totalFils);
    for (const l of doc.lines) {
      expect(l.totalFils).toBe(l.netFils + l.vatFils);
      // VAT 5% of the net on the centre's lines (halves up), none on the RTA's
      expect(l.vatFils).toBe(l.payee === 'rta' ? 0 : Math.floor((l.netFils * 500 + 5000) / 10000));
    }
  });

  it.each(CASES)('$kind: another learner asking for it gets 404', async (c) => {
    const other = c.owner === 'aisha' ? tokens.yousef : tokens.aisha;
    expectError(await get(t.app, c.url, other), 404, 'not_found');
    expectError(await get(t.app, c.url, tokens.omar), 404, 'not_found');
  });

  it('answers a document only under its own kind’s call (a refund is not a contract)', async () => {
    expectError(await get(t.app, '/student/contract/RF-2026-000041', tokens.aisha), 404, 'not_found');
    expectError(await get(t.app, '/corporate/CR-2026-000004/get-invoice-detail', tokens.yousef), 404, 'not_found');
    expectError(await get(t.app, '/student/contract/CT-2026-000087', undefined), 401, 'unauthorized');
  });

  it('lists the learner’s own documents, and only theirs', async () => {
    const mine = await get(t.app, '/student/issued-documents', tokens.aisha);
    expect(mine.body.data.map((d: { _id: string }) => d._id).sort()).toEqual(
      CASES.filter((c) => c.owner === 'aisha')
        .map((c) => c.id)
        .sort(),
    );
    const omar = await get(t.app, '/student/issued-documents', tokens.omar);
    expect(omar.body.data).toEqual([]);
  });
});

describe("issued documents: staff reading a learner's (cashier and admin only)", () => {
  it.each(CASES)('$kind: a cashier and an admin read it, the same document its learner reads', async (c) => {
    const own = await read(c);
    for (const who of ['cashier', 'admin'] as const) {
      const res = await get(t.app, `/staff/issued-documents/${c.id}`, tokens[who]);
      expect(res.status).toBe(200);
      expect(issuedDocumentSchema.parse(res.body.data)).toEqual(own);
    }
  });

  it.each(CASES)('$kind: a salesman, a customer service rep and any learner get 404', async (c) => {
    for (const who of ['salesman', 'csr', 'aisha', 'yousef', 'omar'] as const)
      expectError(await get(t.app, `/staff/issued-documents/${c.id}`, tokens[who]), 404, 'not_found');
    expectError(await get(t.app, `/staff/issued-documents/${c.id}`, undefined), 401, 'unauthorized');
  });

  it('an unknown number is 404 for a cashier too', async () => {
    expectError(await get(t.app, '/staff/issued-documents/RF-2026-999999', tokens.cashier), 404, 'not_found');
  });
});
