// Invoice render time and memory on the PDF worker pool (issue 25): renders the test invoice in
// English and Arabic, one at a time (each render's own time) and then two at a time (the pool's two
// threads), and samples the process's RSS (workers included) throughout.
// Run: node scripts/build-pdf-worker.mjs && npx tsx --tsconfig tsconfig.json scripts/bench/pdf-render.ts [renders]
import en from '../../messages/en.json';
import ar from '../../messages/ar.json';
import type { InvoiceLabels } from '../../lib/pdf/invoice-document';
import { createPdfPool } from '../../lib/pdf/pool';
import { invoiceFixture } from '../../tests/fixtures/invoice';

const N = Number(process.argv[2] ?? 60);
const labels = { en: en.invoice as InvoiceLabels, ar: ar.invoice as InvoiceLabels };
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;

async function main() {
  const pool = createPdfPool({ size: 2, maxQueue: 64 });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const invoice = invoiceFixture();
  const render = (lang: 'en' | 'ar') => pool.render({ doc: 'invoice', invoice, lang, labels: labels[lang] }, `bench-${lang}`);
  // warm both threads (fonts, modules)
  await Promise.all([render('en'), render('ar')]);
  const times: Record<'en' | 'ar', number[]> = { en: [], ar: [] };
  for (let i = 0; i < N; i++) {
    const lang = i % 2 ? 'ar' : 'en';
    const t0 = performance.now();
    await render(lang);
    times[lang].push(performance.now() - t0);
  }
  const t0 = performance.now();
  await Promise.all(Array.from({ length: N }, (_, i) => render(i % 2 ? 'ar' : 'en')));
  const parallel = performance.now() - t0;
  clearInterval(sampler);
  await pool.close();
  const all = [...times.en, ...times.ar];
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  console.log(`invoice, ${N} renders one at a time: p50 ${ms(pct(all, 50))}, p95 ${ms(pct(all, 95))}`);
  console.log(`  en p50 ${ms(pct(times.en, 50))} p95 ${ms(pct(times.en, 95))}; ar p50 ${ms(pct(times.ar, 50))} p95 ${ms(pct(times.ar, 95))}`);
  console.log(`${N} renders on two threads: ${ms(parallel)} (${(N / (parallel / 1000)).toFixed(1)} PDFs/s)`);
  console.log(`peak RSS (process and its render threads): ${(peak / 1024 / 1024).toFixed(0)} MB`);
}

void main();
