// Builds the PDF render worker (lib/pdf/render-worker.ts) into one ESM file Node runs as a worker
// thread, with its fonts beside it. Next's webpack never sees the worker: a worker file it bundled
// would need its runtime and chunk layout, which differ between `next dev` and `next build`.
// react and @react-pdf/renderer stay external (resolved from node_modules at run time).
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const PDF_WORKER_DIR = '.pdf-worker';
export const PDF_WORKER_FILE = 'render-worker.mjs';
// Amiri's TrueType files (lib/pdf/fonts.ts says why this font), one folder per weight in the package.
const FONTS = ['400Regular/Amiri_400Regular.ttf', '700Bold/Amiri_700Bold.ttf'];

export async function buildPdfWorker(root = process.cwd()) {
  const { build } = await import('esbuild');
  const outDir = path.join(root, PDF_WORKER_DIR);
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: [path.join(root, 'lib/pdf/render-worker.ts')],
    outfile: path.join(outDir, PDF_WORKER_FILE),
    absWorkingDir: root,
    tsconfig: path.join(root, 'tsconfig.json'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    external: ['react', 'react/*', 'react-dom', '@react-pdf/*'],
    logLevel: 'warning',
  });
  const require = createRequire(path.join(root, 'package.json'));
  const fontDir = path.dirname(require.resolve('@expo-google-fonts/amiri/package.json'));
  for (const font of FONTS) copyFileSync(path.join(fontDir, font), path.join(outDir, path.basename(font)));
  return path.join(outDir, PDF_WORKER_FILE);
}
