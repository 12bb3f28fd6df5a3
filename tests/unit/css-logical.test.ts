import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// House rule: CSS uses logical properties only, so Arabic (rtl) pages mirror by themselves.

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
});
