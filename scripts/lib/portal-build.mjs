// The portal's production build for `npm start` and `npm run start:cluster`: made for a checkout, and
// made again after a pull (or a dependency change), or when asked (--rebuild).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { run } from './proc.mjs';

const MARKER = '.next/portal-start-build.json';

/** What a build depends on: the checked-out commit and the lockfile (best effort without git). */
export function buildInputs() {
  const hash = createHash('sha256');
  for (const file of ['.git/HEAD', 'package-lock.json']) if (existsSync(file)) hash.update(readFileSync(file));
  try {
    const head = readFileSync('.git/HEAD', 'utf8').trim();
    if (head.startsWith('ref: ') && existsSync(`.git/${head.slice(5)}`)) hash.update(readFileSync(`.git/${head.slice(5)}`));
  } catch {
    // not a git checkout: the lockfile alone decides
  }
  return hash.digest('hex').slice(0, 16);
}

/** Builds when the checkout has no build of its own (or `rebuild`); resolves with next build's exit code (0 when none was needed). */
export async function ensurePortalBuild(env, { rebuild = false } = {}) {
  const wanted = JSON.stringify({ inputs: buildInputs() });
  const current = existsSync(MARKER) && existsSync('.next/BUILD_ID') ? readFileSync(MARKER, 'utf8') : '';
  if (!rebuild && current === wanted) return 0;
  const code = await run('node_modules/.bin/next', ['build'], { env });
  if (code === 0) writeFileSync(MARKER, wanted);
  return code;
}
