import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { formatAed } from '@/lib/domain/money';
import type { ReportLabels } from '@/lib/pdf/collection-report-document';
import { createPdfPool, type PdfPool } from '@/lib/pdf/pool';
import { collectionReportSchema, type CollectionReport } from '@/lib/upstream/schemas/reports';

// The collection report PDF on the documents' shared layout (issue 25): a 2,000-row report in the
// API's shape (AED at the boundary, read by the portal's schema into fils) rendered on the worker pool
// in English and Arabic, read back with pdftotext: the grand total and every subtotal printed are the
// API's, each row's amount is printed with its currency (Arabic: "… د.إ", its digits kept in order by
// U+200E as on the documents), and the pages are the planned ones (the footer's "of N").

const BRANCHES = [
  { branchId: 'br-main', name: { en: 'Main Branch', ar: 'الفرع الرئيسي' } },
  { branchId: 'br-mirdif', name: { en: 'Mirdif', ar: 'مردف' } },
];
const METHODS = ['cash', 'card', 'online', 'bank_transfer'];
const COLLECTORS = [
  { collectorId: 'usr-cashier', name: 'Sara Haddad' },
  { collectorId: 'usr-salesman', name: 'Khalid Mansour' },
];
const ROWS = 2000;

function apiReport(): unknown {
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const b = BRANCHES[i % 2]!;
    const c = COLLECTORS[i % 3 === 0 ? 0 : 1]!;
    const fils = 10_000 + ((i * 7919) % 250_000); // 100.00 … 2,599.99 AED
    return {
      orderId: `COL-${String(i + 1).padStart(6, '0')}`,
      date: new Date(Date.UTC(2026, 9, 1 + (i % 30), 6, i % 60)).toISOString(),
      studentId: `STU-${1000 + i}`,
      studentName: `Learner ${i + 1}`,
      branchId: b.branchId,
      branchName: b.name,
      collectorId: c.collectorId,
      collectorName: c.name,
      method: METHODS[i % METHODS.length]!,
      status: 'paid',
      fils,
    };
  });
  const group = <K extends string>(key: (r: (typeof rows)[number]) => K) => {
    const m = new Map<K, { count: number; fils: number }>();
    for (const r of rows) {
      const g = m.get(key(r)) ?? { count: 0, fils: 0 };
      g.count += 1;
      g.fils += r.fils;
      m.set(key(r), g);
    }
    return m;
  };
  const aed = (fils: number) => fils / 100;
  const byBranch = group((r) => r.branchId);
  const byMethod = group((r) => r.method);
  const byCollector = group((r) => r.collectorId);
  return {
    report: 'all-collection',
    staffId: 'usr-cashier',
    staffName: 'Sara Haddad',
    startDate: '2026-10-01',
    endDate: '2026-10-31',
    branchId: null,
    totals: { count: ROWS, amount: aed(rows.reduce((s, r) => s + r.fils, 0)) },
    byBranch: BRANCHES.map((b) => ({ ...b, count: byBranch.get(b.branchId)!.count, amount: aed(byBranch.get(b.branchId)!.fils) })),
    byMethod: METHODS.map((method) => ({ method, count: byMethod.get(method)!.count, amount: aed(byMethod.get(method)!.fils) })),
    byCollector: COLLECTORS.map((c) => ({ ...c, count: byCollector.get(c.collectorId)!.count, amount: aed(byCollector.get(c.collectorId)!.fils) })),
    rows: rows.map(({ fils, ...r }) => ({ ...r, amount: aed(fils) })),
  };
}

let pool: PdfPool;
let dir: string;
let report: CollectionReport;

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-pdf-worker.mjs']);
  pool = createPdfPool({ size: 2, maxQueue: 8 });
  dir = mkdtempSync(path.join(tmpdir(), 'report-pdf-'));
  report = collectionReportSchema.parse(apiReport());
}, 120_000);
afterAll(async () => {
  await pool?.close();
  if (process.env.KEEP_PDF_DIR) cpSync(dir, process.env.KEEP_PDF_DIR, { recursive: true });
  rmSync(dir, { recursive: true, force: true });
});

const plain = (s: string) => s.replace(/[\u061c\u200e\u200f\u202a-\u202e]/g, '').replace(/[ \t]+/g, ' ');

async function text(lang: 'en' | 'ar'): Promise<string> {
  const labels = (lang === 'en' ? en : ar).staffReports as unknown as ReportLabels;
  const pdf = await pool.render({ doc: 'collection-report', report, lang, labels, generatedAt: '2026-11-01T08:00:00.000Z' }, 'staff:test');
  const file = path.join(dir, `report-${lang}.pdf`);
  writeFileSync(file, pdf);
  return plain(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
}

const esc = (s: string) => s.replace(/[.,]/g, (c) => `\\${c}`);
/**
 * An amount as pdftotext reads it back. English: "AED 1,234.50". Arabic: the documents' two orders
 * around the dirham sign (the invoice's test says why), and in a table row, where the Latin columns make
 * pdftotext read the line left to right, the sign's letters in the order they are drawn ("1,234.50 إ.د";
 * on the page it reads "1,234.50 د.إ", as on the documents: see the PNG with KEEP_PDF_DIR).
 */
function amountPattern(fils: number, lang: 'en' | 'ar', flags = ''): RegExp {
  const figure = esc(formatAed(fils, 'en').replace('AED ', ''));
  return lang === 'en' ? new RegExp(`AED ${figure}`, flags) : new RegExp(`(د\\.إ ${figure}|${figure} د\\.إ|${figure} إ\\.د)`, flags);
}

describe.each(['en', 'ar'] as const)('the 2,000-row collection report PDF (%s)', (lang) => {
  let out: string;
  beforeAll(async () => {
    out = await text(lang);
  }, 120_000);

  it('prints the grand total and every subtotal the API gave, to the fils', () => {
    // on the first page and on the totals page (the first page's is three runs, "Total: ", the amount,
    // the count, which pdftotext may read back split in Arabic: there the figure itself is counted)
    const figure = formatAed(report.totals.amountFils, 'en').replace('AED ', '');
    expect(out.split(figure).length - 1).toBeGreaterThanOrEqual(2);
    expect(out.match(amountPattern(report.totals.amountFils, lang, 'g'))?.length).toBeGreaterThanOrEqual(lang === 'en' ? 2 : 1);
    for (const g of [...report.byBranch, ...report.byMethod, ...report.byCollector])
      expect({ g, found: amountPattern(g.amountFils, lang).test(out) }).toEqual({ g, found: true });
    expect(report.byBranch.reduce((s, b) => s + b.amountFils, 0)).toBe(report.totals.amountFils);
  });

  it('prints every row with its amount and currency, as the documents do', () => {
    for (const r of [report.rows[0]!, report.rows[999]!, report.rows[ROWS - 1]!]) {
      expect(out).toContain(r.orderId);
      expect({ r: r.orderId, found: amountPattern(r.amountFils, lang).test(out) }).toEqual({ r: r.orderId, found: true });
    }
    const any = /[0-9][0-9,]*\.[0-9]{2}/.source;
    const currency = lang === 'en' ? new RegExp(`AED ${any}`, 'g') : new RegExp(`(د\\.إ ${any}|${any} د\\.إ|${any} إ\\.د)`, 'g');
    // every row, the subtotals (2 + 4 + 2) and the grand total (twice; see above for Arabic's first page)
    expect(out.match(currency)!.length).toBe(ROWS + 8 + (lang === 'en' ? 2 : 1));
  });

  it('is the planned pages: the footer counts them, from the first to the last', () => {
    const perPage = lang === 'en' ? 44 : 40;
    const total = Math.ceil(ROWS / perPage) + 1;
    expect(out.split('\f').filter((p) => p.trim()).length).toBe(total);
    if (lang === 'en') {
      expect(out).toContain(`Page 1 of ${total}`);
      expect(out).toContain(`Page ${total} of ${total}`);
    } else {
      expect(out).toMatch(new RegExp(`من ?${total}|${total} ?من`));
      expect(out).toContain(ar.staffReports.page.split(' ')[0]!);
    }
  });
});
