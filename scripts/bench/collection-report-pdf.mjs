// Render time of the 2,000-row collection report in the built PDF worker (issue 25): p50/p95 over N
// renders one at a time, the CPU time each took (user + system of the whole process, whose main thread
// only waits: on a loaded machine the wall time says more about the neighbours than about the render),
// and the process's peak RSS. `node scripts/build-pdf-worker.mjs` first.
// Usage: node scripts/bench/collection-report-pdf.mjs [rows=2000] [runs=10] [lang=en]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const [rows = 2000, runs = 10] = process.argv.slice(2, 4).map(Number);
const lang = process.argv[4] ?? 'en';
const dir = path.resolve(process.env.PDF_WORKER_DIR ?? '.pdf-worker');
const labels = JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8')).staffReports;
const methods = ['card', 'cash', 'online', 'bank_transfer'];
const report = {
  report: 'all-collection',
  staffId: 'usr-cashier',
  staffName: 'Sara Haddad',
  startDate: '2026-10-01',
  endDate: '2026-10-31',
  branchId: null,
  totals: { count: rows, amountFils: 0 },
  byBranch: [{ branchId: 'br-al-quoz', name: { en: 'Al Quoz Branch', ar: 'فرع القوز' }, count: rows, amountFils: 0 }],
  byMethod: methods.map((m) => ({ method: m, count: rows / 4, amountFils: 0 })),
  byCollector: [{ collectorId: 'usr-cashier', name: 'Sara Haddad', count: rows, amountFils: 0 }],
  rows: Array.from({ length: rows }, (_, i) => ({
    orderId: `COL-${String(i + 1).padStart(5, '0')}`,
    date: new Date(Date.UTC(2026, 9, 1 + (i % 31), 6 + (i % 12))).toISOString(),
    studentId: `STU-3${String(i % 400).padStart(5, '0')}`,
    studentName: `Learner ${String(i % 400).padStart(4, '0')}`,
    branchId: 'br-al-quoz',
    branchName: { en: 'Al Quoz Branch', ar: 'فرع القوز' },
    collectorId: 'usr-cashier',
    collectorName: 'Sara Haddad',
    method: methods[i % 4],
    status: 'success',
    amountFils: 12_075 + i,
  })),
};
report.totals.amountFils = report.rows.reduce((s, r) => s + r.amountFils, 0);

const worker = new Worker(path.join(dir, 'render-worker.mjs'), { workerData: { fontDir: dir } });
let peak = 0;
const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const times = [];
const cpu = [];
let bytes = 0;
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const reply = await new Promise((resolve) => {
    worker.once('message', resolve);
    worker.postMessage({ id: i, job: { doc: 'collection-report', report, lang, labels, generatedAt: new Date().toISOString() } });
  });
  if (!reply.ok) throw new Error(reply.error);
  bytes = reply.pdf.byteLength;
  times.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
}
clearInterval(timer);
await worker.terminate();
const sorted = [...times].sort((a, b) => a - b);
const q = (p, xs = sorted) => xs[Math.min(xs.length - 1, Math.ceil(p * xs.length) - 1)];
const cpuSorted = [...cpu].sort((a, b) => a - b);
console.log(
  JSON.stringify({
    rows,
    runs,
    lang,
    first: Math.round(times[0]),
    p50: Math.round(q(0.5)),
    p95: Math.round(q(0.95)),
    cpuP50: Math.round(q(0.5, cpuSorted)),
    cpuP95: Math.round(q(0.95, cpuSorted)),
    loadavg: (await import('node:os'))
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' '),
    peakRssMB: Math.round(peak / 2 ** 20),
    pdfKB: Math.round(bytes / 1024),
  }),
);
