// Ten collection-report PDFs at once (issue 25): each report's time, the portal's peak memory, and the
// p50/p99 of other requests (the landing page) before and while they render. Run against a running API
// (sandbox) and production portal: BENCH_API_URL, BENCH_PORTAL_URL, PORTAL_PID (the portal server's
// process; its children are summed). The reports are October 2026's all-collection (~2,000 rows),
// opened by signed links of seven staff members (the pool's fairness caps three per person).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const API = process.env.BENCH_API_URL ?? 'http://127.0.0.1:4610';
const PORTAL = process.env.BENCH_PORTAL_URL ?? 'http://127.0.0.1:3610';
const PID = Number(process.env.PORTAL_PID ?? 0);
const STAFF = [
  'sara.haddad@example.ae',
  'noura.alshamsi@example.ae',
  'yousef.karim@example.ae',
  'leila.farouk@example.ae',
  'khalid.nasser@example.ae',
  'imran.qureshi@example.ae',
  'admin@example.ae',
];
const pct = (xs, p) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] : NaN);
const round = (x) => Math.round(x);

function rssKB() {
  if (!PID) return 0;
  const tree = [PID];
  for (let i = 0; i < tree.length; i++) {
    try {
      tree.push(
        ...execFileSync('ps', ['-o', 'pid=', '--ppid', String(tree[i])], { encoding: 'utf8' })
          .split(/\s+/)
          .filter(Boolean)
          .map(Number),
      );
    } catch {
      /* no children */
    }
  }
  return tree.reduce((sum, pid) => {
    try {
      return sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return sum;
    }
  }, 0);
}

async function timed(url) {
  const t0 = performance.now();
  const res = await fetch(url);
  const body = await res.arrayBuffer();
  return { ms: performance.now() - t0, status: res.status, bytes: body.byteLength };
}

async function others(until) {
  const times = [];
  while (!until()) times.push((await timed(`${PORTAL}/en`)).ms);
  return times;
}

const links = [];
for (let i = 0; i < 10; i++) {
  const res = await fetch(`${API}/sandbox/report-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: STAFF[i % STAFF.length],
      report: 'all-collection',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      lang: i % 2 ? 'ar' : 'en',
    }),
  });
  if (!res.ok) throw new Error(`link: ${res.status} ${await res.text()}`);
  const url = new URL((await res.json()).data.url);
  links.push(`${PORTAL}${url.pathname}${url.search}`);
}

// warm: the page, both render threads, and one report alone (its render time)
await timed(`${PORTAL}/en`);
const alone = [];
for (let i = 0; i < 3; i++) alone.push((await timed(links[i])).ms);
let n = 0;
const baseline = await others(() => ++n > 100);

let peak = rssKB();
const sampler = setInterval(() => (peak = Math.max(peak, rssKB())), 100);
let done = false;
const t0 = performance.now();
const [reports, during] = await Promise.all([
  Promise.all(links.map((l) => timed(l))).finally(() => (done = true)),
  Promise.all([others(() => done), others(() => done)]).then((xs) => xs.flat()),
]);
const wall = performance.now() - t0;
clearInterval(sampler);

console.log(
  JSON.stringify(
    {
      singleReportMs: { runs: alone.map(round), p50: round(pct(alone, 50)) },
      tenAtOnce: {
        wallMs: round(wall),
        statuses: reports.map((r) => r.status),
        pdfKB: round(reports[0].bytes / 1024),
        p50: round(
          pct(
            reports.map((r) => r.ms),
            50,
          ),
        ),
        p95: round(
          pct(
            reports.map((r) => r.ms),
            95,
          ),
        ),
      },
      otherRequests: {
        baseline: { n: baseline.length, p50: round(pct(baseline, 50)), p99: round(pct(baseline, 99)) },
        whileRendering: { n: during.length, p50: round(pct(during, 50)), p99: round(pct(during, 99)) },
      },
      portalPeakRssMB: PID ? round(peak / 1024) : 'set PORTAL_PID',
    },
    null,
    2,
  ),
);
