import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PROXY_ROUTES } from '@/lib/bff/routes';
import { pathPattern, readTable } from '@/tests/fixtures/contract/table';

// Issue 23, plan step 4: `lib/upstream` is the only place that knows the centre's paths. Two proofs:
// (1) every BFF entry names the centre's path through `upstream.path` (from lib/upstream), and that
// path is one the conformance table records; (2) no source file outside lib/upstream writes a path
// of the table as a string, except as a browser path (the BFF's own `/api` namespace, which keeps
// the names the browser has always used).

const { rows } = readTable();
const rowCalls = rows.flatMap((row) => row.calls.map((call) => ({ row: row.id, ...call })));
const tableRowOf = (method: string, path: string) =>
  rowCalls.find((c) => c.method === method && !c.path.includes('{resource}') && pathPattern(c.path).test(path.replace(/^\//, '')))?.row;

/**
 * BFF entries that still pass their browser path through, each with its reason. Only shrinks: the last
 * two (the document upload and its file stream) moved onto rows 6.2 and 6.4 with the shared file store.
 */
const PASS_THROUGH: Readonly<Record<string, string>> = {};

describe('(1) every BFF entry names the centre path from the adapter', () => {
  it.each(PROXY_ROUTES.map((entry) => [`${entry.method} ${entry.pattern}`, entry] as const))('%s', (key, entry) => {
    if (key in PASS_THROUGH) {
      expect(entry.upstream).toBeUndefined();
      return;
    }
    expect(entry.upstream).toBeDefined();
    const params = Object.fromEntries([...entry.pattern.matchAll(/:(\w+)/g)].map((m) => [m[1]!, 'x-1']));
    const path = entry.upstream!.path(params);
    // a path of the conformance table (the method the BFF uses is the row's)
    expect(tableRowOf(entry.method, path)).toBeDefined();
  });

  it('the pass-through list names only entries that exist (it only shrinks)', () => {
    const keys = PROXY_ROUTES.map((e) => `${e.method} ${e.pattern}`);
    expect(Object.keys(PASS_THROUGH).filter((k) => !keys.includes(k))).toEqual([]);
  });
});

// ---------------------------------------------------------------- (2) no centre path written elsewhere

/** The table's literal paths (the part before any `{…}`), long enough to mean something. */
const CENTRE_PATHS = [
  ...new Set(
    rowCalls
      .map((c) => c.path)
      .filter((p) => !p.startsWith('(') && !p.startsWith('{'))
      .map((p) => p.split('{')[0]!.replace(/\/$/, ''))
      .filter((p) => p.includes('/')),
  ),
];

/**
 * The portal's sources outside the adapter, and the runtime scripts it starts with. Benchmarks and
 * fault drills (scripts/bench, scripts/lib/cluster*.mjs) drive the reference API itself, not the portal.
 */
const SOURCES = execFileSync('git', ['ls-files', 'app', 'components', 'lib', 'middleware.ts', 'instrumentation.ts', 'scripts/lib'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f) && !f.startsWith('lib/upstream/') && !f.startsWith('scripts/lib/cluster'));

/**
 * A literal that is a browser path, not the centre's: the argument of the browser's `api` client
 * (prefix /api, lib/queries, components) or the browser pattern of a BFF entry (lib/bff/routes).
 */
function isBrowserPath(file: string, line: string, literal: string): boolean {
  if (new RegExp(`(\\bapi\\s*|^\\s*)\\.\\s*(get|put|post|delete|patch)\\(\\s*['"\`]${literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(line))
    return true;
  if (file.startsWith('lib/bff/routes/')) return /pattern:|\b(lookup|entry)\(\s*(['"`]|'GET'|'PUT'|'POST')/.test(line);
  return false;
}

/** Deliberate host-absolute paths (docs/api-contract.md "Boundary rules"): the socket's path (row 6.28). */
const HOST_ABSOLUTE = new Set(['/notification/connect', '/notification/connect/']);

function literalsNamingCentrePaths(): string[] {
  const found: string[] = [];
  for (const file of SOURCES) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const m of line.matchAll(/(['"`])(\/?[A-Za-z][^'"`\s]*)\1/g)) {
          const literal = m[2]!;
          const bare = literal.replace(/^\//, '').replace(/\$\{.*$/, '');
          const centre = CENTRE_PATHS.find((p) => bare === p || bare.startsWith(`${p}/`) || bare.startsWith(`${p}?`));
          if (!centre || HOST_ABSOLUTE.has(literal) || isBrowserPath(file, line, literal)) continue;
          found.push(`${file}:${i + 1}: '${literal}' (the centre's ${centre})`);
        }
      });
  }
  return found;
}

describe('(2) lib/upstream is the only place that writes the centre paths', () => {
  it('scans the portal (a sanity check: the sources and the table are read)', () => {
    expect(SOURCES.length).toBeGreaterThan(100);
    expect(CENTRE_PATHS).toEqual(expect.arrayContaining(['user/v1/auth/login', 'payment/v1/student/initiate', 'entity/v1/license-type']));
  });

  it('finds no centre path written outside lib/upstream, but browser paths', () => {
    expect(literalsNamingCentrePaths()).toEqual([]);
  });

  it('would catch one (a use case calling the centre by its path)', () => {
    const line = "  const body = await upstreamJson(schema, '/payment/v1/student/initiate', ctx);";
    const literal = /'([^']+)'/.exec(line)![1]!;
    expect(isBrowserPath('lib/payments/checkout.ts', line, literal)).toBe(false);
    expect(CENTRE_PATHS.some((p) => literal.replace(/^\//, '').startsWith(p))).toBe(true);
  });
});
