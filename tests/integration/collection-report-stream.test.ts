import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { formatAed } from '@/lib/domain/money';
import type { ReportLabels } from '@/lib/pdf/collection-report-document';
import { createPdfPool, type PdfPool } from '@/lib/pdf/pool';
import { ROWS_PER_PAGE, STREAM_SLICE_PAGES, reportPageCount, reportStreams } from '@/lib/pdf/report-pages';
import type { CollectionReport } from '@/lib/upstream/schemas/reports';

// A long collection report streams (issue 25 "Large reports stream"; docs/collection-report-pdf.md
// "Streaming"): 5,000 rows in English and Arabic through pool.stream, slice by slice of pages into one
// PDF. The file is whole (pdfinfo's page count is the planned one; pdftotext of the first and last pages
// shows the first and last rows, and the grand total, the sum of the rows to the fils), its first bytes
// come well before its last, a reader that stops stops the render (its thread is free again), and a
// render that fails after its first bytes errors the stream. Memory, streamed vs whole, is measured in
// separate processes (scripts/bench/collection-report-stream.mts): one render per process.

const ROWS = 5000;
const METHODS = ['cash', 'card', 'online', 'bank_transfer'];

function bigReport(n = ROWS): CollectionReport {
  const rows = Array.from({ length: n }, (_, i) => ({
    orderId: `COL-${String(i + 1).padStart(6, '0')}`,
    date: new Date(Date.UTC(2026, 0, 1) + (i % 365) * 86_400_000 + (i % 600) * 60_000).toISOString(),
    studentId: `STU-${1000 + i}`,
    studentName: `Learner ${i + 1}`,
    branchId: 'br-main',
    branchName: { en: 'Main Branch', ar: 'الفرع الرئيسي' },
    collectorId: 'usr-cashier',
    collectorName: 'Sara Haddad',
    method: METHODS[i % 4]!,
    status: 'paid',
    amountFils: 10_000 + ((i * 7919) % 250_000) + (i % 7), // to the fils
  }));
  const sum = (xs: typeof rows) => xs.reduce((s, r) => s + r.amountFils, 0);
  return {
    report: 'all-collection',
    staffId: 'usr-cashier',
    staffName: 'Sara Haddad',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    branchId: null,
    totals: { count: n, amountFils: sum(rows) },
    byBranch: [{ branchId: 'br-main', name: { en: 'Main Branch', ar: 'الفرع الرئيسي' }, count: n, amountFils: sum(rows) }],
    byMethod: METHODS.map((method) => ({
      method,
      count: rows.filter((r) => r.method === method).length,
      amountFils: sum(rows.filter((r) => r.method === method)),
    })),
    byCollector: [{ collectorId: 'usr-cashier', name: 'Sara Haddad', count: n, amountFils: sum(rows) }],
    rows,
  } as unknown as CollectionReport;
}

let pool: PdfPool;
let dir: string;
const report = bigReport();
const labels = (lang: 'en' | 'ar') => (lang === 'en' ? en : ar).staffReports as unknown as ReportLabels;
const job = (lang: 'en' | 'ar', r: CollectionReport = report) =>
  ({ doc: 'collection-report', report: r, lang, labels: labels(lang), generatedAt: '2027-01-01T08:00:00.000Z' }) as const;

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-pdf-worker.mjs']);
  pool = createPdfPool({ size: 2, maxQueue: 8, timeoutMs: 120_000 });
  dir = mkdtempSync(path.join(tmpdir(), 'report-stream-'));
}, 120_000);
afterAll(async () => {
  await pool?.close();
  rmSync(dir, { recursive: true, force: true });
});

const plain = (s: string) => s.replace(/[\u061c\u200e\u200f\u202a-\u202e]/g, '').replace(/[ \t]+/g, ' ');
const pdftotext = (file: string, page: number) =>
  plain(execFileSync('pdftotext', ['-layout', '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' }));
const figure = (fils: number) => formatAed(fils, 'en').replace('AED ', '');

it('streams more than one slice of pages; a report of one slice or fewer is answered whole', () => {
  expect(reportStreams(STREAM_SLICE_PAGES * ROWS_PER_PAGE.en - ROWS_PER_PAGE.en, 'en')).toBe(false);
  expect(reportStreams(STREAM_SLICE_PAGES * ROWS_PER_PAGE.en, 'en')).toBe(true);
  expect(reportStreams(2000, 'ar')).toBe(true);
  expect(reportPageCount(0, 'en')).toBe(2);
});

describe.each(['en', 'ar'] as const)('a 5,000-row report streamed (%s)', (lang) => {
  const file = () => path.join(dir, `stream-${lang}.pdf`);
  const pages = Math.ceil(ROWS / ROWS_PER_PAGE[lang]) + 1;
  let firstMs = 0;
  let totalMs = 0;
  let chunks = 0;

  beforeAll(async () => {
    const t0 = performance.now();
    const reader = (await pool.stream(job(lang), 'staff:test')).getReader();
    const parts: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      if (!parts.length) firstMs = performance.now() - t0;
      parts.push(r.value);
    }
    totalMs = performance.now() - t0;
    chunks = parts.length;
    writeFileSync(file(), Buffer.concat(parts));
  }, 180_000);

  it('is a valid PDF of the planned pages, its first bytes long before its last', () => {
    const info = execFileSync('pdfinfo', [file()], { encoding: 'utf8' });
    expect(info).toMatch(new RegExp(`Pages:\\s+${pages}\\n`));
    expect(chunks).toBe(Math.ceil(pages / STREAM_SLICE_PAGES));
    // one slice of the planned pages (of 6–7) is laid out before the first bytes; the first slice also
    // warms the thread's JIT, and the machine is shared: 30–40% of the render was seen at load 20
    expect({ firstMs, totalMs, early: firstMs < totalMs * 0.75 }).toEqual({ firstMs, totalMs, early: true });
    console.log(
      `[stream ${lang}] ${ROWS} rows, ${pages} pages, ${chunks} chunks: first bytes ${Math.round(firstMs)} ms, all ${Math.round(totalMs)} ms`,
    );
  });

  it('prints the first row and the grand total on the first page, the last row and the totals at the end', () => {
    const sum = report.rows.reduce((s, r) => s + r.amountFils, 0);
    expect(sum).toBe(report.totals.amountFils);
    const first = pdftotext(file(), 1);
    expect(first).toContain(report.rows[0]!.orderId);
    expect(first).toContain(figure(report.rows[0]!.amountFils));
    expect(first).toContain(figure(sum));
    const lastRows = pdftotext(file(), pages - 1);
    expect(lastRows).toContain(report.rows[ROWS - 1]!.orderId);
    expect(lastRows).toContain(figure(report.rows[ROWS - 1]!.amountFils));
    expect(lastRows).not.toContain(report.rows[ROWS - 1 - ROWS_PER_PAGE[lang]]!.orderId);
    const totals = pdftotext(file(), pages);
    expect(totals).toContain(figure(sum));
    for (const m of report.byMethod) expect(totals).toContain(figure(m.amountFils));
    if (lang === 'en') expect(totals).toContain(`Page ${pages} of ${pages}`);
    else expect(totals).toMatch(new RegExp(`من ?${pages}|${pages} ?من`));
  });
});

it('a reader that stops cancels the render: its thread is free again, and the pool renders on', async () => {
  const before = pool.stats().rendered;
  const reader = (await pool.stream(job('en'), 'staff:test')).getReader();
  expect((await reader.read()).done).toBe(false);
  await reader.cancel();
  for (let i = 0; i < 100 && pool.stats().running > 0; i++) await new Promise((r) => setTimeout(r, 50));
  expect(pool.stats().running).toBe(0);
  expect(pool.stats().rendered).toBe(before);
  const small = await pool.render(job('en', bigReport(50)), 'staff:test');
  expect(Buffer.from(small.subarray(0, 5)).toString()).toBe('%PDF-');
}, 60_000);

it('a render that fails after its first bytes errors the stream (never a short file that looks whole)', async () => {
  const broken = bigReport(2000);
  // a row the document cannot print, on the third slice of pages
  (broken.rows[1900] as { method: unknown }).method = undefined;
  const reader = (await pool.stream(job('en', broken), 'staff:test')).getReader();
  let bytes = 0;
  const read = async () => {
    for (let r = await reader.read(); !r.done; r = await reader.read()) bytes += r.value.byteLength;
  };
  await expect(read()).rejects.toThrow(/PDF render failed/);
  expect(bytes).toBeGreaterThan(0);
  expect(pool.stats().running).toBe(0);
}, 60_000);

it('holds far less memory streamed than whole (one process each, 5,000 rows)', () => {
  // whole: as before streaming (V8's default heap: a whole 5,000-row layout does not fit the portal's
  // 256 MB); streamed: as the portal's pool runs it (lib/pdf/shared-pool.ts heapMb: 256)
  const run = (mode: 'stream' | 'whole', heapMb?: number) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        ['node_modules/.bin/tsx', '--tsconfig', 'tsconfig.json', 'scripts/bench/collection-report-stream.mts', String(ROWS), 'en', mode],
        {
          encoding: 'utf8',
          env: { ...process.env, ...(heapMb ? { HEAP_MB: String(heapMb) } : {}) },
        },
      )
        .trim()
        .split('\n')
        .pop()!,
    ) as { growthMB: number; firstByteMs: number; totalMs: number; peakRssMB: number; loadavg: string };
  const whole = run('whole');
  const streamed = run('stream', 256);
  console.log(
    `[memory] 5,000 rows en: whole +${whole.growthMB} MB (peak ${whole.peakRssMB}, load ${whole.loadavg}), streamed +${streamed.growthMB} MB (peak ${streamed.peakRssMB}, load ${streamed.loadavg})`,
  );
  expect(streamed.growthMB).toBeLessThan(whole.growthMB / 2);
}, 300_000);
