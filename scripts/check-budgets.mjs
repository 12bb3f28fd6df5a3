#!/usr/bin/env node
// Fails when a page's first-load JS (gzip) passes its budget (scripts/lib/budgets.mjs). The in-browser
// check of everything downloaded before interaction is tests/e2e/budgets.spec.ts.
// Reads the build's own manifest, so it measures exactly the chunks each route loads on first visit.
import { readFileSync, existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { BUDGETS, KB, isPageRoute } from './lib/budgets.mjs';

const budgets = BUDGETS.map((b) => ({ name: b.name, match: b.route, limitKb: b.jsKb }));

const dir = '.next';
const manifestPath = path.join(dir, 'app-build-manifest.json');
if (!existsSync(manifestPath)) {
  console.error('check-budgets: no .next/app-build-manifest.json – run `next build` first');
  process.exit(1);
}
const { pages } = JSON.parse(readFileSync(manifestPath, 'utf8'));
const sizeCache = new Map();
const gz = (file) => {
  if (!sizeCache.has(file)) {
    const full = path.join(dir, file);
    sizeCache.set(file, existsSync(full) && file.endsWith('.js') ? gzipSync(readFileSync(full), { level: 9 }).length : 0);
  }
  return sizeCache.get(file);
};

const rows = [];
let failed = 0;
for (const [route, files] of Object.entries(pages)) {
  const budget = budgets.find((b) => b.match.test(route));
  const kb = [...new Set(files)].reduce((sum, f) => sum + gz(f), 0) / KB;
  // A page must have a budget (a new page with none once shipped 118 kB unnoticed: /payment/redirect);
  // layouts are counted inside their pages and route handlers serve no HTML.
  const page = isPageRoute(route);
  const ok = budget ? kb <= budget.limitKb : !page;
  if (!ok) failed++;
  const status = budget ? (ok ? 'ok' : 'OVER') : page ? 'NONE' : '';
  rows.push({ route, kb: kb.toFixed(1), budget: budget ? `${budget.limitKb}` : '-', status });
}
rows.sort((a, b) => a.route.localeCompare(b.route));
console.log('First-load JS (gzip, kB) per route:');
for (const r of rows) console.log(`  ${r.status.padEnd(4)} ${r.kb.padStart(7)} / ${r.budget.padStart(3)}  ${r.route}`);
const landing = rows.find((r) => r.route === '/[lang]/page');
if (!landing) {
  console.error('check-budgets: the landing route /[lang]/page is missing from the build');
  failed++;
}
mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/budgets.json', JSON.stringify(rows, null, 2));
if (failed) {
  console.error(`check-budgets: ${failed} route(s) over budget, without one (NONE) or missing`);
  process.exit(1);
}
console.log('check-budgets: all routes within budget');
