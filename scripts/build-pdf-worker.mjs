#!/usr/bin/env node
// node scripts/build-pdf-worker.mjs – builds .pdf-worker/ (the PDF render thread and its fonts).
// next.config.mjs does this for `next build` and `next dev`; tests call it directly.
import { buildPdfWorker } from './lib/pdf-worker.mjs';

console.log(`built ${await buildPdfWorker()}`);
