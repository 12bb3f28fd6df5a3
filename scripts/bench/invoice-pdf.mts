// npx tsx scripts/bench/invoice-pdf.ts – invoice render time through the worker pool (p50/p95 of
// RENDERS renders, two threads, languages alternating) and how late a 5 ms timer on the request
// thread fires meanwhile (the request thread must stay free).
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import type { InvoiceLabels } from '../../lib/pdf/invoice-document';
import { createPdfPool } from '../../lib/pdf/pool';
import { invoiceFixture } from '../../tests/fixtures/invoice';

const RENDERS = Number(process.env.RENDERS ?? 20);
const labels = (lang: string) => (JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8')) as { invoice: InvoiceLabels }).invoice;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;

execFileSync(process.execPath, ['scripts/build-pdf-worker.mjs'], { stdio: 'ignore' });
const pool = createPdfPool({ size: 2, maxQueue: RENDERS });
const en = labels('en');
const ar = labels('ar');
// warm both threads (fonts, module load)
await Promise.all([0, 1].map(() => pool.render({ doc: 'invoice', invoice: invoiceFixture(), lang: 'ar', labels: ar })));

const lags: number[] = [];
let expected = performance.now() + 5;
const timer = setInterval(() => {
  const now = performance.now();
  lags.push(Math.max(0, now - expected));
  expected = now + 5;
}, 5);
const started = performance.now();
const times = await Promise.all(
  Array.from({ length: RENDERS }, async (_, i) => {
    const lang = i % 2 ? 'ar' : 'en';
    const t0 = performance.now();
    await pool.render({ doc: 'invoice', invoice: invoiceFixture(), lang, labels: lang === 'ar' ? ar : en });
    return performance.now() - t0;
  }),
);
const wall = performance.now() - started;
clearInterval(timer);
await pool.close();

// each render alone (queue wait excluded): one at a time
const solo: number[] = [];
const one = createPdfPool({ size: 1, maxQueue: 1 });
await one.render({ doc: 'invoice', invoice: invoiceFixture(), lang: 'en', labels: en });
for (let i = 0; i < RENDERS; i++) {
  const lang = i % 2 ? 'ar' : 'en';
  const t0 = performance.now();
  await one.render({ doc: 'invoice', invoice: invoiceFixture(), lang, labels: lang === 'ar' ? ar : en });
  solo.push(performance.now() - t0);
}
await one.close();

const f = (n: number) => `${n.toFixed(0)} ms`;
console.log(`render alone (1 thread, ${RENDERS}):     p50 ${f(pct(solo, 50))}  p95 ${f(pct(solo, 95))}`);
console.log(`${RENDERS} at once (2 threads, queued): p50 ${f(pct(times, 50))}  p95 ${f(pct(times, 95))}  wall ${f(wall)}`);
console.log(`request-thread timer lag meanwhile:  p50 ${f(pct(lags, 50))}  p95 ${f(pct(lags, 95))}  max ${f(Math.max(...lags))}`);
