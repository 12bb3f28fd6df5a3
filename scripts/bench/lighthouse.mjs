// Lighthouse 12.8.2, programmatic, default mobile config: Moto G Power emulation, simulated slow 4G
// (150 ms RTT, 1.6 Mbit/s down) and 4x CPU slowdown. One Chromium for all runs; storage is reset per run.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

export const PAGES = [
  '/en',
  '/ar',
  '/en/signup',
  '/ar/signup',
  '/en/auth/login',
  '/ar/auth/login',
  '/en/auth/forgot-password',
  '/ar/auth/forgot-password',
  // the seeded payment link (public, no session)
  '/en/payment-request/PL-DemoAishaParking00000001',
];
/** Pages of a logged-in learner, in both languages: measured with the seeded student's session. */
export const LOGGED_IN_PAGES = [
  '/dashboard',
  '/dashboard/payment',
  '/dashboard/payments',
  '/dashboard/documents',
  '/dashboard/schedules',
  '/dashboard/my-account',
  '/dashboard/schedules/book?kind=lectureHall',
].flatMap((page) => [`/en${page}`, `/ar${page}`]);

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

const num = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

function scriptBytes(lhr) {
  const summary = lhr.audits['resource-summary']?.details?.items;
  const row = summary?.find((i) => i.resourceType === 'script');
  if (row) return { bytes: row.transferSize, requests: row.requestCount };
  const reqs = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = reqs.filter((r) => r.resourceType === 'Script');
  return { bytes: scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0), requests: scripts.length };
}

function summariseRun(lhr) {
  const cat = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const js = scriptBytes(lhr);
  const reqs = lhr.audits['network-requests']?.details?.items ?? [];
  const fonts = reqs.filter((r) => r.resourceType === 'Font');
  const doc = reqs.find((r) => r.resourceType === 'Document');
  return {
    performance: cat('performance'),
    accessibility: cat('accessibility'),
    seo: cat('seo'),
    fcpMs: num(lhr, 'first-contentful-paint'),
    lcpMs: num(lhr, 'largest-contentful-paint'),
    tbtMs: num(lhr, 'total-blocking-time'),
    cls: num(lhr, 'cumulative-layout-shift'),
    speedIndexMs: num(lhr, 'speed-index'),
    ttiMs: num(lhr, 'interactive'),
    serverResponseMs: num(lhr, 'server-response-time'),
    totalBytes: num(lhr, 'total-byte-weight'),
    jsBytes: js.bytes,
    jsRequests: js.requests,
    fontBytes: fonts.reduce((s, r) => s + (r.transferSize ?? 0), 0),
    fontRequests: fonts.length,
    documentBytes: doc?.transferSize ?? null,
    requests: reqs.length,
  };
}

/** Audits of a category that count towards its score and did not pass, with a few offending nodes. */
function failingAudits(lhr, categoryId) {
  const cat = lhr.categories[categoryId];
  if (!cat) return [];
  const out = [];
  for (const ref of cat.auditRefs) {
    const a = lhr.audits[ref.id];
    if (!a || ref.weight === 0) continue;
    if (a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'manual' || a.scoreDisplayMode === 'informative') continue;
    if (a.score === null || a.score >= 1) continue;
    const items = a.details?.items ?? [];
    const nodes = items
      .map((i) => i.node ?? i.source ?? null)
      .filter(Boolean)
      .slice(0, 3)
      .map((n) => ({ selector: n.selector, snippet: n.snippet?.slice(0, 200), explanation: n.explanation?.slice(0, 300) }));
    out.push({ id: ref.id, title: a.title, score: a.score, weight: ref.weight, items: items.length, nodes });
  }
  return out;
}

function layoutShiftSources(lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  return items.slice(0, 5).map((i) => ({ score: i.score, selector: i.node?.selector, snippet: i.node?.snippet?.slice(0, 160) }));
}

function lcpElement(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  for (const table of items) {
    const node = table.items?.[0]?.node;
    if (node) return { selector: node.selector, snippet: node.snippet?.slice(0, 160) };
  }
  return null;
}

/**
 * The learner's cookies in the browser's own jar, as a returning learner has them: the session
 * (`cookie`, a Cookie header's `name=value; …`) and the language of the page about to be measured.
 * Not a Cookie request header: Chromium replaces such a header with its jar's cookies as soon as the
 * page sets one (an Arabic page sets NEXT_LOCALE=ar for an en-US browser), so the session vanished
 * mid-load, the bell's ticket request was refused and Arabic pages ended on the login page.
 * Lighthouse's storage reset leaves cookies alone (clearStorageTypes has no 'cookies').
 */
async function seedCookies(port, baseUrl, cookie, page) {
  const lang = /^\/(en|ar)(\/|$|\?)/.exec(page)?.[1];
  const pairs = cookie
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean)
    .map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)]);
  if (lang) pairs.push(['NEXT_LOCALE', lang]);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const session = await browser.target().createCDPSession();
    await session.send('Storage.setCookies', {
      cookies: pairs.map(([name, value]) => ({ name, value, url: baseUrl, path: '/', httpOnly: name !== 'NEXT_LOCALE', sameSite: 'Lax' })),
    });
  } finally {
    await browser.disconnect();
  }
}

export async function runLighthouse({ baseUrl, pages = PAGES, runs = 3, outDir, log = console.log, cookie = null }) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const results = [];
  try {
    for (const page of pages) {
      const url = baseUrl + page;
      if (cookie) await seedCookies(chrome.port, baseUrl, cookie, page);
      const lhrs = [];
      const errors = [];
      for (let i = 0; i < runs; i++) {
        const t0 = Date.now();
        try {
          const rr = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'seo'],
          });
          const lhr = rr.lhr;
          if (lhr.runtimeError) errors.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          lhrs.push(lhr);
          log(
            `  lighthouse: ${page} run ${i + 1}/${runs}: perf ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
          );
        } catch (e) {
          errors.push(String(e?.message ?? e));
          log(`  lighthouse: ${page} run ${i + 1}/${runs} failed: ${e?.message ?? e}`);
        }
      }
      if (lhrs.length === 0) {
        results.push({ page, url, runs: 0, errors });
        continue;
      }
      const runSummaries = lhrs.map(summariseRun);
      const med = {};
      for (const k of Object.keys(runSummaries[0])) med[k] = median(runSummaries.map((r) => r[k]));
      let rep = lhrs[0];
      try {
        rep = lhrs.length > 1 ? computeMedianRun(lhrs) : lhrs[0];
      } catch {
        /* fall back to the first run */
      }
      if (outDir) {
        mkdirSync(outDir, { recursive: true });
        const slug = page.replace(/^\//, '').replace(/[/?=&]/g, '_') || 'root';
        writeFileSync(path.join(outDir, `${slug}.json`), JSON.stringify(rep));
      }
      results.push({
        page,
        url,
        finalUrl: rep.finalDisplayedUrl,
        redirected: rep.finalDisplayedUrl !== url,
        runs: lhrs.length,
        median: med,
        perRun: runSummaries,
        lcpElement: lcpElement(rep),
        layoutShifts: layoutShiftSources(rep),
        failing: {
          accessibility: failingAudits(rep, 'accessibility'),
          seo: failingAudits(rep, 'seo'),
        },
        benchmarkIndex: rep.environment?.benchmarkIndex ?? null,
        lighthouseVersion: rep.lighthouseVersion,
        errors,
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
