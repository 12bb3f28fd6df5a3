import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitLocale } from '@/lib/i18n/guard';

// Which pages are prerendered (their HTML is cached, so it cannot carry a per-request CSP nonce)?
// Next.js lists them in .next/prerender-manifest.json after `next build`: concrete paths under
// `routes`, ISR-capable dynamic routes (rendered once, then cached) under `dynamicRoutes`.
// Reading it keeps the script policy right for every helper's pages without a hand-kept list.

export interface PrerenderIndex {
  paths: Set<string>;
  patterns: { page: string; regex: RegExp }[];
}

const manifestSchema = (
  value: unknown,
): value is {
  routes: Record<string, unknown>;
  dynamicRoutes: Record<string, { routeRegex?: unknown }>;
} =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { routes?: unknown }).routes === 'object' &&
  typeof (value as { dynamicRoutes?: unknown }).dynamicRoutes === 'object';

export function parsePrerenderManifest(json: unknown): PrerenderIndex | null {
  if (!manifestSchema(json)) return null;
  const patterns: PrerenderIndex['patterns'] = [];
  for (const [page, route] of Object.entries(json.dynamicRoutes)) {
    if (typeof route?.routeRegex !== 'string') continue;
    try {
      patterns.push({ page, regex: new RegExp(route.routeRegex) });
    } catch {
      // an unreadable pattern only means that route is treated as dynamic
    }
  }
  return { paths: new Set(Object.keys(json.routes)), patterns };
}

export function isPrerendered(index: PrerenderIndex, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (index.paths.has(path)) return true;
  // '/[lang]/…' patterns accept any first segment; only localised paths may match them.
  const localised = splitLocale(path) !== null;
  return index.patterns.some(({ page, regex }) => (localised || !page.startsWith('/[lang]')) && regex.test(path));
}

let loaded: PrerenderIndex | null | undefined;

/** The build's prerender index, read once per process; null without a build (next dev). */
export function prerenderIndex(): PrerenderIndex | null {
  if (loaded !== undefined) return loaded;
  try {
    loaded = parsePrerenderManifest(JSON.parse(readFileSync(join(process.cwd(), '.next', 'prerender-manifest.json'), 'utf8')));
  } catch {
    loaded = null;
  }
  return loaded;
}
