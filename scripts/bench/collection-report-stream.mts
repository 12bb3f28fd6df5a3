// A collection report PDF streamed (pool.stream: slices of pages as they render) or rendered whole
// (pool.render), on the built worker (issue 25 "Large reports stream"): time to the first byte, total
// time, and the process's peak RSS (render thread included; sampled every 10 ms) above its RSS once the
// worker is warm (fonts loaded by a 10-row report). One render per process, so the figures of one mode
// are not the other's garbage. tests/integration/collection-report-stream.test.ts runs it too.
// Run: node scripts/build-pdf-worker.mjs &&
//   [HEAP_MB=256] npx tsx --tsconfig tsconfig.json scripts/bench/collection-report-stream.mts [rows=2000] [lang=en] [stream|whole] [out.pdf]
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import en from '../../messages/en.json';
import ar from '../../messages/ar.json';
import type { ReportLabels } from '../../lib/pdf/collection-report-document';
import { createPdfPool } from '../../lib/pdf/pool';
import type { CollectionReport } from '../../lib/upstream/schemas/reports';

const rows = Number(process.argv[2] ?? 2000);
const lang = (process.argv[3] ?? 'en') as 'en' | 'ar';
const mode = process.argv[4] ?? 'stream';
const out = process.argv[5];
const labels = (lang === 'en' ? en : ar).staffReports as unknown as ReportLabels;

/** A report of `n` rows in the portal's shape (fils), its totals the sums of its rows. */
function benchReport(n: number): CollectionReport {
  const methods = ['card', 'cash', 'online', 'bank_transfer'];
  const list = Array.from({ length: n }, (_, i) => ({
    orderId: `COL-${String(i + 1).padStart(6, '0')}`,
    date: new Date(Date.UTC(2026, 0, 1) + (i % 365) * 86_400_000 + (i % 600) * 60_000).toISOString(),
    studentId: `STU-3${String(i % 400).padStart(5, '0')}`,
    studentName: `Learner ${String(i % 400).padStart(4, '0')}`,
    branchId: 'br-al-quoz',
    branchName: { en: 'Al Quoz Branch', ar: 'فرع القوز' },
    collectorId: 'usr-cashier',
    collectorName: 'Sara Haddad',
    method: methods[i % 4]!,
    status: 'success',
    amountFils: 10_000 + ((i * 7919) % 250_000),
  }));
  const sum = (xs: typeof list) => xs.reduce((s, r) => s + r.amountFils, 0);
  return {
    report: 'all-collection',
    staffId: 'usr-cashier',
    staffName: 'Sara Haddad',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    branchId: null,
    totals: { count: n, amountFils: sum(list) },
    byBranch: [{ branchId: 'br-al-quoz', name: { en: 'Al Quoz Branch', ar: 'فرع القوز' }, count: n, amountFils: sum(list) }],
    byMethod: methods.map((m) => ({
      method: m,
      count: list.filter((r) => r.method === m).length,
      amountFils: sum(list.filter((r) => r.method === m)),
    })),
    byCollector: [{ collectorId: 'usr-cashier', name: 'Sara Haddad', count: n, amountFils: sum(list) }],
    rows: list,
  } as unknown as CollectionReport;
}

async function main() {
  // HEAP_MB: the render thread's heap cap (the portal's pool: 256, lib/pdf/shared-pool.ts); default V8's
  const heapMb = process.env.HEAP_MB ? Number(process.env.HEAP_MB) : undefined;
  const pool = createPdfPool({ size: 1, timeoutMs: 300_000, heapMb });
  const job = (n: number) => ({ doc: 'collection-report', report: benchReport(n), lang, labels, generatedAt: '2027-01-01T08:00:00.000Z' }) as const;
  await pool.render(job(10));
  const big = job(rows);
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const t0 = performance.now();
  let first = 0;
  // the bytes are kept only to write `out` (a phone's connection holds none of them either)
  const parts: Uint8Array[] = [];
  let bytes = 0;
  let chunks = 0;
  if (mode === 'whole') {
    const pdf = await pool.render(big);
    first = performance.now() - t0;
    [bytes, chunks] = [pdf.byteLength, 1];
    if (out) parts.push(pdf);
  } else {
    const reader = (await pool.stream(big)).getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      if (!first) first = performance.now() - t0;
      bytes += r.value.byteLength;
      chunks += 1;
      if (out) parts.push(r.value);
    }
  }
  const total = performance.now() - t0;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  await pool.close();
  if (out) writeFileSync(out, Buffer.concat(parts));
  const mb = (b: number) => Math.round(b / 2 ** 20);
  console.log(
    JSON.stringify({
      rows,
      lang,
      mode,
      heapMb: heapMb ?? 'default',
      firstByteMs: Math.round(first),
      totalMs: Math.round(total),
      bytes,
      chunks,
      baseRssMB: mb(base),
      peakRssMB: mb(peak),
      growthMB: mb(peak - base),
      loadavg: loadavg()
        .map((x) => x.toFixed(1))
        .join(' '),
    }),
  );
}

await main();
