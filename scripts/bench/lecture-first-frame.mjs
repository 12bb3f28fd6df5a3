#!/usr/bin/env node
// Time to first frame of a lecture video on Lighthouse's slow-4G phone profile (issue 26).
// A benchmark, not a test: it prints figures and never fails on them.
//
// Starts the reference API and the portal of the last `npm run bench` build (.tmp/bench/srv; run
// `npm run bench -- --skip-load --skip-proxy --skip-ocr --skip-notifications --pages= --logged-in-pages=`
// once first if there is none), logs the seeded student in, verifies the lecture code through the page
// as a learner does, then opens the first subtopic's video page N times per language in a fresh browser context (an empty
// cache, as on a first visit) with
// Lighthouse's mobile throttling applied by the DevTools protocol: 150 ms RTT, 1.6 Mbit/s down,
// 750 kbit/s up, 4× CPU slowdown, a 412 × 823 screen. Per run it records, from navigation start:
//   - html: the page's first contentful paint;
//   - metadata: the video's loadedmetadata (duration known, the resume position can be applied);
//   - firstFrame: the first frame decoded and shown (readyState ≥ 2 with a painted frame: the
//     requestVideoFrameCallback after the learner's tap on play);
//   - tapToFrame: from the tap on play to that first painted frame.
// The tap happens when the player is hydrated and has metadata, as a learner's would.
//
//   node scripts/bench/lecture-first-frame.mjs [--runs=5] [--langs=en,ar]
import { chromium } from 'playwright';
import { API_URL, SITE_URL, killAllSync, prepareServerDir, removeApiData, startApi, startPortal, stopAll } from './servers.mjs';
import { loginCookie } from './portal-load.mjs';

const argv = process.argv.slice(2);
const opt = (name, def) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? def;
const RUNS = Number(opt('runs', 5));
const LANGS = opt('langs', 'en,ar').split(',');
const SEEDED_PHONE = '501234567';

process.on('exit', killAllSync);
const median = (xs) => {
  const v = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return v.length ? v[Math.floor((v.length - 1) / 2)] : null;
};
const pct = (xs, p) => {
  const v = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return v.length ? v[Math.min(v.length - 1, Math.ceil((p / 100) * v.length) - 1)] : null;
};

async function latestCode(since) {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${API_URL}/sandbox/outbox?limit=20`);
    const msgs = await res.json();
    const fresh = msgs.find((m) => m.code && m.to.includes(SEEDED_PHONE) && Date.parse(m.createdAt) >= since);
    if (fresh) return fresh.code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no lecture code arrived in the sandbox outbox');
}

async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

async function measure(newContext, url) {
  // a fresh context per run: nothing cached, as on a learner's first visit
  const context = await newContext();
  const page = await context.newPage();
  await throttle(page);
  await page.addInitScript(() => {
    window.__frame = {};
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__frame.fcp = e.startTime;
    }).observe({ type: 'paint', buffered: true });
    document.addEventListener(
      'loadedmetadata',
      (e) => {
        if (e.target instanceof HTMLVideoElement) window.__frame.metadata ??= performance.now();
      },
      true,
    );
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__frame.metadata !== undefined, undefined, { timeout: 120_000 });
  const r = await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const v = document.querySelector('video');
        v.muted = true;
        const tap = performance.now();
        v.requestVideoFrameCallback((now) => resolve({ ...window.__frame, tap, frame: now }));
        v.play().catch(reject);
      }),
  );
  await context.close();
  return { html: r.fcp, metadata: r.metadata, firstFrame: r.frame, tapToFrame: r.frame - r.tap };
}

const api = await startApi();
prepareServerDir();
await startPortal();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
const out = {};
try {
  const cookie = await loginCookie(SITE_URL, SITE_URL);
  const newContext = async () => {
    const c = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await c.addCookies(
      cookie.split('; ').map((kv) => {
        const i = kv.indexOf('=');
        return { name: kv.slice(0, i), value: kv.slice(i + 1), url: SITE_URL };
      }),
    );
    return c;
  };
  const context = await newContext();
  // the lecture code, as a learner verifies it (unthrottled: the figure is the video's, not the code's)
  const gate = await context.newPage();
  await gate.goto(`${SITE_URL}/en/dashboard/online-lecture`);
  const since = Date.now();
  await gate.getByRole('button', { name: 'Send code' }).click();
  await gate.locator('input[autocomplete="one-time-code"]').fill(await latestCode(since));
  await gate.getByRole('button', { name: 'Verify' }).click();
  const watch = gate.getByRole('link', { name: /^Watch: / }).first();
  await watch.waitFor({ timeout: 30_000 });
  const href = await watch.getAttribute('href');
  await context.close();
  for (const lang of LANGS) {
    const url = `${SITE_URL}${href.replace(/^\/(en|ar)\//, `/${lang}/`)}`;
    await measure(newContext, url); // a warm-up of the servers (the browser's cache is new each run)
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await measure(newContext, url));
      console.log(
        `  ${lang} run ${i + 1}/${RUNS}: ${JSON.stringify(Object.fromEntries(Object.entries(runs.at(-1)).map(([k, v]) => [k, Math.round(v)])))}`,
      );
    }
    out[lang] = Object.fromEntries(
      ['html', 'metadata', 'firstFrame', 'tapToFrame'].map((k) => [
        k,
        {
          p50: Math.round(median(runs.map((r) => r[k]))),
          max: Math.round(
            pct(
              runs.map((r) => r[k]),
              100,
            ),
          ),
        },
      ]),
    );
  }
} finally {
  await browser.close();
  await stopAll();
  removeApiData(api.dataDir);
}
console.log('\nlecture video, slow 4G (150 ms RTT, 1.6 Mbit/s) + 4x CPU, ms from navigation start (p50 / max):');
console.log('| lang | first paint | metadata | first frame | tap → frame |');
console.log('|---|---|---|---|---|');
for (const [lang, r] of Object.entries(out)) {
  console.log(
    `| ${lang} | ${r.html.p50} / ${r.html.max} | ${r.metadata.p50} / ${r.metadata.max} | ${r.firstFrame.p50} / ${r.firstFrame.max} | ${r.tapToFrame.p50} / ${r.tapToFrame.max} |`,
  );
}
