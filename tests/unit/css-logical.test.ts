import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

// House rules: CSS uses logical properties only, so Arabic (rtl) pages mirror by themselves; a class that
// composes a shared one never sets a property (or custom property) the shared class sets too, since which
// of the two wins is the order Next bundles the modules in, which is not fixed (the Arabic dashboard's
// amounts ran off a 360 px screen that way). It sets the custom properties the shared class reads.

const ROOTS = ['app', 'components'];
const PHYSICAL = [
  /(?:^|[\s;{])(?:margin|padding|border)-(?:left|right)(?:-[a-z]+)?\s*:/,
  /(?:^|[\s;{])(?:left|right)\s*:/,
  /text-align\s*:\s*(?:left|right)\b/,
  /float\s*:\s*(?:left|right)\b/,
  /clear\s*:\s*(?:left|right)\b/,
  /border-(?:top|bottom)-(?:left|right)-radius\s*:/,
];

function cssFiles(dir: string): string[] {
  let out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out = out.concat(cssFiles(path));
    else if (name.endsWith('.css')) out.push(path);
  }
  return out;
}

type Rule = { selector: string; props: string[] };

/** Top-level and @media rules of a stylesheet, with the properties each sets (composes left out). */
function rules(file: string): Rule[] {
  let text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const out: Rule[] = [];
  const collect = (block: string) => {
    for (const m of block.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const props = m[2]!
        .split(';')
        .map((d) => d.split(':')[0]!.trim())
        .filter((p) => p && p !== 'composes');
      out.push({ selector: m[1]!.trim(), props });
    }
  };
  text = text.replace(/@media[^{]+\{((?:[^{}]*\{[^{}]*\})*[^{}]*)\}/g, (_, inner: string) => {
    collect(inner);
    return '';
  });
  collect(text);
  return out;
}

/** margin and margin-block, border and border-inline-start-color: one sets what the other does. */
const overlaps = (a: string, b: string) => a === b || a.startsWith(`${b}-`) || b.startsWith(`${a}-`);

describe('CSS', () => {
  const root = join(__dirname, '..', '..');
  const files = ROOTS.flatMap((r) => cssFiles(join(root, r)));

  it('finds the stylesheets', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('uses logical properties only (no left/right)', () => {
    const offences: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      text.split('\n').forEach((line, i) => {
        if (PHYSICAL.some((re) => re.test(line))) offences.push(`${relative(root, file)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offences).toEqual([]);
  });

  it('a class that composes a shared one sets none of its properties (bundle order would decide)', () => {
    const offences: string[] = [];
    for (const file of files.filter((f) => f.endsWith('.module.css'))) {
      const own = rules(file);
      const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      for (const m of text.matchAll(/\.([\w-]+)\s*\{[^{}]*?composes:\s*([\w\s-]+?)\s+from\s+['"]([^'"]+)['"]/g)) {
        const [, cls, names, from] = m;
        const shared = rules(join(dirname(file), from!)).filter((r) => names!.split(/\s+/).some((n) => r.selector === `.${n}`));
        const mine = own.filter((r) => r.selector === `.${cls}`).flatMap((r) => r.props);
        for (const p of mine) {
          const theirs = shared.flatMap((r) => r.props).find((q) => overlaps(p, q));
          if (theirs) offences.push(`${relative(root, file)} .${cls}: ${p} (${from} .${names!.trim()} sets ${theirs})`);
        }
      }
    }
    expect(offences).toEqual([]);
  });
});
