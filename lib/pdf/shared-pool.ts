import 'server-only';
import { createPdfPool, type PdfPool } from './pool';

// The process's one PDF pool: two render threads (the machines have two cores; the request thread
// keeps one), eight renders waiting at most. Kept on globalThis so `next dev` reloads reuse it.

const holder = globalThis as typeof globalThis & { __pdfPool?: PdfPool };

export function pdfPool(): PdfPool {
  holder.__pdfPool ??= createPdfPool({ size: 2, maxQueue: 8, timeoutMs: 30_000 });
  return holder.__pdfPool;
}
