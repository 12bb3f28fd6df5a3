#!/usr/bin/env node
// npm run bench – builds a production portal, starts it beside a private reference API, measures
// HTTP load (autocannon) and page loads (Lighthouse, mobile), prints tables and writes
// .tmp/bench/results.json. A benchmark, not a test: it has no thresholds and never fails on figures.
//
// Options:
//   --no-build          reuse .tmp/bench/srv/.next from an earlier run
//   --runs=N            Lighthouse runs per page (median reported; default 3)
//   --duration=S        load seconds per target (default 10)
//   --connections=N     autocannon connections (default 10)
//   --warmup=S          warm-up seconds per target before measuring (default 2)
//   --skip-load / --skip-lighthouse / --skip-proxy / --skip-ocr / --skip-notifications
//   --pages=/en,/ar     Lighthouse pages (default: the public ones in lighthouse.mjs)
//   --logged-in-pages=/en/dashboard,/ar/dashboard   pages measured as the seeded student (default:
//                       LOGGED_IN_PAGES in lighthouse.mjs, both languages); empty to skip
//   --out=FILE          where to write the JSON (default .tmp/bench/results.json)
import { mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {
  API_URL,
  BENCH_DIR,
  PORTAL_PORT,
  ROOT,
  SITE_URL,
  SRV_DIR,
  buildPortal,
  killAllSync,
  prepareServerDir,
  removeApiData,
  startApi,
  startPortal,
  stopAll,
} from './servers.mjs';
import { loginCookie, runLoad, runProxyOverhead } from './portal-load.mjs';
import { LOGGED_IN_PAGES, PAGES, runLighthouse } from './lighthouse.mjs';
import { runNotificationLatency } from './notifications.mjs';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const opt = (name, def) => {
  const a = argv.find((x) => x.startsWith(`--${name}=`));
  return a ? a.slice(name.length + 3) : def;
};
const cfg = {
  build: !flag('no-build'),
  runs: Number(opt('runs', 3)),
  duration: Number(opt('duration', 10)),
  connections: Number(opt('connections', 10)),
  warmup: Number(opt('warmup', 2)),
  load: !flag('skip-load'),
  lighthouse: !flag('skip-lighthouse'),
  proxy: !flag('skip-proxy'),
  ocr: !flag('skip-ocr'),
  notifications: !flag('skip-notifications'),
  loggedInPages: opt('logged-in-pages', LOGGED_IN_PAGES.join(',')).split(',').filter(Boolean),
  pages: opt('pages', PAGES.join(',')).split(',').filter(Boolean),
  out: path.resolve(ROOT, opt('out', '.tmp/bench/results.json')),
};

process.chdir(ROOT);
process.on('exit', killAllSync);
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    stopAll().finally(() => process.exit(130));
  });
}

const log = (...a) => console.log(...a);
const loadavg = () => os.loadavg().map((x) => Math.round(x * 100) / 100);
const git = (...args) => {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
};

const results = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memGb: Math.round(os.totalmem() / 1e9),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  },
  commit: git('rev-parse', '--short', 'HEAD'),
  dirtyFiles: (git('status', '--porcelain') ?? '').split('\n').filter(Boolean).length,
  config: cfg,
  timings: {},
  loadavg: { start: loadavg() },
};

let apiDataDir = null;
let exitCode = 0;
const t0 = Date.now();
try {
  if (cfg.build) {
    log(`building the portal (waits for /tmp/next-build.lock) …`);
    const b = await buildPortal();
    results.timings.buildMs = b.buildMs;
  }
  prepareServerDir();
  results.buildId = readFileSync(path.join(SRV_DIR, '.next/BUILD_ID'), 'utf8').trim();

  log(`starting the reference API on ${API_URL} …`);
  const api = await startApi();
  apiDataDir = api.dataDir;
  results.timings.apiReadyMs = api.readyMs;
  log(`starting the portal on ${SITE_URL} …`);
  const portal = await startPortal();
  results.timings.portalReadyMs = portal.readyMs;

  if (cfg.load) {
    log(`load (autocannon, loopback)`);
    results.loadavg.beforeLoad = loadavg();
    const tl = Date.now();
    results.load = await runLoad({
      portalUrl: `http://localhost:${PORTAL_PORT}`,
      siteUrl: SITE_URL,
      apiUrl: API_URL,
      duration: cfg.duration,
      connections: cfg.connections,
      warmup: cfg.warmup,
      log,
    });
    results.timings.loadMs = Date.now() - tl;
  }
  if (cfg.proxy) {
    log(`BFF overhead: the licence list direct and proxied (autocannon, loopback)`);
    results.proxy = await runProxyOverhead({
      portalUrl: `http://localhost:${PORTAL_PORT}`,
      apiUrl: API_URL,
      duration: cfg.duration,
      warmup: cfg.warmup,
      log,
    });
  }
  if (cfg.lighthouse) {
    log(`lighthouse (mobile, simulated slow 4G, 4x CPU), ${cfg.runs} run(s) per page`);
    results.loadavg.beforeLighthouse = loadavg();
    const tl = Date.now();
    results.lighthouse = await runLighthouse({
      baseUrl: SITE_URL,
      pages: cfg.pages,
      runs: cfg.runs,
      outDir: path.join(BENCH_DIR, 'lighthouse'),
      log,
    });
    if (cfg.loggedInPages.length) {
      // The seeded student's session, put in the browser's cookie jar before each page (lighthouse.mjs)
      const cookie = await loginCookie(`http://localhost:${PORTAL_PORT}`, SITE_URL);
      const loggedIn = await runLighthouse({
        baseUrl: SITE_URL,
        pages: cfg.loggedInPages,
        runs: cfg.runs,
        outDir: path.join(BENCH_DIR, 'lighthouse'),
        log,
        cookie,
      });
      results.lighthouse.push(...loggedIn);
      const lost = loggedIn.filter((p) => p.redirected).map((p) => p.page);
      if (lost.length) log(`  WARNING: measured another page than asked (session lost?): ${lost.join(', ')}`);
    }
    results.timings.lighthouseMs = Date.now() - tl;
  }
  if (cfg.notifications) {
    log(`notification delivery (raised on the API, received through the portal's socket relay)`);
    const cookie = await loginCookie(`http://localhost:${PORTAL_PORT}`, SITE_URL);
    results.notifications = await runNotificationLatency({
      portalUrl: `http://localhost:${PORTAL_PORT}`,
      siteUrl: SITE_URL,
      apiUrl: API_URL,
      cookie,
      log,
    });
  }
  if (cfg.ocr) {
    log(`Emirates ID OCR (scripts/bench-ocr.ts, 2 cards of each kind, and a no-card image)`);
    results.ocr = execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/bench-ocr.ts', '--n', '2'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
  }
} catch (e) {
  results.error = String(e?.stack ?? e);
  console.error(`bench: ${e?.message ?? e}`);
  exitCode = 1; // could not measure at all (build or start failed); figures never fail the run
} finally {
  results.loadavg.end = loadavg();
  results.timings.totalMs = Date.now() - t0;
  await stopAll();
  removeApiData(apiDataDir);
}

mkdirSync(path.dirname(cfg.out), { recursive: true });
writeFileSync(cfg.out, JSON.stringify(results, null, 2) + '\n');
printTables(results);
log(`\nwrote ${path.relative(ROOT, cfg.out)} (${(results.timings.totalMs / 1000).toFixed(0)} s)`);
process.exit(exitCode);

function table(headers, rows) {
  const w = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(w[i]) : String(c).padStart(w[i]))).join('  ');
  return [line(headers), w.map((x) => '-'.repeat(x)).join('  '), ...rows.map(line)].join('\n');
}

function printTables(r) {
  const kb = (b) => (b == null ? '–' : `${(b / 1024).toFixed(1)}`);
  const ms = (x) => (x == null ? '–' : `${Math.round(x)}`);
  log(
    `\n${r.date}  ${r.machine.cpus} cores  Node ${r.machine.node}  commit ${r.commit}${r.dirtyFiles ? ` (+${r.dirtyFiles} changed files)` : ''}  load avg ${r.loadavg.start.join(' ')}`,
  );
  if (r.load) {
    log(`\nHTTP load: ${r.config.connections} connections, ${r.config.duration} s after ${r.config.warmup} s warm-up (latency in ms)\n`);
    log(
      table(
        ['target', 'status', 'bytes', 'first ms', 'req/s', 'p50', 'p97.5', 'p99', 'max', 'errors', 'non-2xx'],
        r.load.map((t) =>
          t.error
            ? [t.name, 'ERR', t.error.slice(0, 40), '', '', '', '', '', '', '', '']
            : [
                t.name,
                t.probe.status,
                t.probe.bytes,
                ms(t.probe.firstRequestTtfbMs),
                t.result.reqPerSec,
                t.result.latencyMs.p50,
                t.result.latencyMs.p97_5,
                t.result.latencyMs.p99,
                t.result.latencyMs.max,
                t.result.errors + t.result.timeouts,
                t.result.non2xx,
              ],
        ),
      ),
    );
  }
  if (r.lighthouse) {
    log(
      `\nLighthouse ${r.lighthouse[0]?.lighthouseVersion ?? ''}, mobile, simulated slow 4G + 4x CPU; median of ${r.config.runs} (times in ms, sizes in KiB transferred)\n`,
    );
    log(
      table(
        ['page', 'perf', 'a11y', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'TTFB', 'total', 'JS', 'fonts', 'reqs'],
        r.lighthouse.map((p) =>
          !p.median
            ? [p.page, 'ERR', '', '', '', '', '', '', '', '', '', '', '', '']
            : [
                p.page + (p.redirected ? ` → ${new URL(p.finalUrl).pathname}` : ''),
                p.median.performance,
                p.median.accessibility,
                p.median.seo,
                ms(p.median.fcpMs),
                ms(p.median.lcpMs),
                ms(p.median.tbtMs),
                p.median.cls == null ? '–' : p.median.cls.toFixed(3),
                ms(p.median.speedIndexMs),
                ms(p.median.serverResponseMs),
                kb(p.median.totalBytes),
                kb(p.median.jsBytes),
                kb(p.median.fontBytes),
                p.median.requests,
              ],
        ),
      ),
    );
    const failing = r.lighthouse.flatMap((p) =>
      ['accessibility', 'seo'].flatMap((c) => (p.failing?.[c] ?? []).map((a) => ({ page: p.page, cat: c, ...a }))),
    );
    if (failing.length) {
      log(`\nFailing accessibility / SEO audits:`);
      for (const a of failing) {
        log(`  ${a.page}  ${a.cat}  ${a.id}: ${a.title}${a.items ? ` (${a.items} item${a.items > 1 ? 's' : ''})` : ''}`);
        for (const n of a.nodes) log(`      ${n.selector ?? ''}  ${n.snippet ?? ''}`);
      }
    } else {
      log(`\nNo failing accessibility or SEO audits.`);
    }
    for (const p of r.lighthouse) if (p.errors?.length) log(`  ${p.page}: ${p.errors.join('; ')}`);
  }
  if (r.proxy) {
    log(`\nBFF overhead on the licence list (ms; same run, loopback)\n`);
    log(
      table(
        ['target', 'connections', 'req/s', 'avg', 'p50', 'p99', 'non-2xx'],
        r.proxy.map((p) => [p.target, p.connections, p.reqPerSec, p.avg.toFixed(2), p.p50, p.p99, p.non2xx]),
      ),
    );
    for (const c of [1, 10]) {
      const d = r.proxy.find((p) => p.target === 'API direct' && p.connections === c);
      const b = r.proxy.find((p) => p.target !== 'API direct' && p.connections === c);
      if (d && b) log(`  added by the BFF at c=${c}: avg ${(b.avg - d.avg).toFixed(2)} ms, p50 ${b.p50 - d.p50} ms, p99 ${b.p99 - d.p99} ms`);
    }
  }
  if (r.notifications) {
    const n = r.notifications;
    log(
      `\nNotification delivery: ${n.rounds} raised on the API and received in the browser's socket: p50 ${n.p50.toFixed(1)} ms, p95 ${n.p95.toFixed(1)} ms, max ${n.max.toFixed(1)} ms`,
    );
  }
  if (r.ocr) log(`\nEmirates ID OCR\n${r.ocr}`);
  if (r.error) log(`\nERROR: ${r.error.split('\n')[0]}`);
}
