// A shaping cache for the Arabic font (issue 25). react-pdf's text layout splits a Text into lines and
// each line into runs by bidi level and style, then asks fontkit to shape every run (`font.layout`),
// every time, with no cache. Amiri's substitution tables are large: shaping was ~40% of an Arabic
// 2,000-row report's render (profile in docs/collection-report-pdf.md), and most runs repeat (the
// payment method's four names, the dirham sign, the column heads on every page). So a run shaped once
// is reused: the key is everything fontkit's result depends on (the string, the features, script,
// language, direction); the value is the glyph run fontkit returned. Each caller gets its own copy of
// the run and of its positions (pdfkit's own text path, EmbeddedFont.layoutRun, scales them in place);
// the glyphs are shared, as nothing writes to them (textkit copies before it reverses a run, the
// renderer copies the glyph list before drawing).

interface Run {
  positions: object[];
}

interface Shaper {
  layout: (string: string, features?: unknown, script?: string, language?: string, direction?: string) => unknown;
}

const CACHED = Symbol.for('portal.pdf.shapingCache');

/** Entries kept per font: a report's distinct runs are a few thousand at most (its amounts). */
export const SHAPING_CACHE_SIZE = 20_000;

const clone = <T extends object>(o: T): T => Object.assign(Object.create(Object.getPrototypeOf(o) as object) as T, o);
/** a run as fontkit returns it (its class kept, for its getters), with positions of its own */
const copyRun = (run: Run): Run => Object.assign(clone(run), { positions: run.positions.map(clone) });

const featureKey = (features: unknown) => {
  if (features == null) return '';
  if (Array.isArray(features)) return features.join(',');
  return Object.entries(features as Record<string, unknown>)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(',');
};

/** Wrap a fontkit font's `layout` with a cache (once; later calls leave it as it is). */
export function cacheShaping<F extends Shaper>(font: F, size = SHAPING_CACHE_SIZE): F {
  const tagged = font as F & { [CACHED]?: Map<string, Run> };
  if (tagged[CACHED]) return font;
  const shape = font.layout.bind(font);
  const cache = new Map<string, Run>();
  tagged[CACHED] = cache;
  font.layout = (string, features, script, language, direction) => {
    const key = `${featureKey(features)}|${script ?? ''}|${language ?? ''}|${direction ?? ''}|${string}`;
    const hit = cache.get(key);
    if (hit !== undefined) return copyRun(hit);
    const run = shape(string, features, script, language, direction) as Run;
    // the oldest entry out when full (Map keeps insertion order): a bound, not an LRU
    if (cache.size >= size) cache.delete(cache.keys().next().value as string);
    cache.set(key, run);
    return copyRun(run);
  };
  return font;
}

/** How many runs a font holds shaped (tests, the bench). */
export function shapingCacheSize(font: object): number {
  return (font as { [CACHED]?: Map<string, Run> })[CACHED]?.size ?? 0;
}
