import 'server-only';
import { appError, fail, ok, type Result } from '@/lib/errors/app-error';
import { createPdfPool, PdfBusyError, type PdfPool } from './pool';
import type { PdfJob } from './render-worker';

// The process's one PDF pool: two render threads (the machines have two cores; the request thread
// keeps one), eight renders waiting at most, three in flight per learner (a person downloads one or
// two invoices at a time; a fourth at once is theirs to retry, and leaves room for everyone else).
// Staff collection reports (seconds each) hold one thread at most: the other keeps rendering learners'
// invoices while reports render, and further reports wait their turn, fair per staff member.
// A render thread's heap is capped at 256 MB: what is rendered whole is at most 20 pages (an invoice,
// a document, a short report), and a long report streams a slice at a time (pool.ts heapMb).
// Kept on globalThis so `next dev` reloads reuse it.

export const PDF_POOL_OPTIONS = { size: 2, maxQueue: 8, maxPerOwner: 3, timeoutMs: 30_000, maxHeavy: 1, heapMb: 256 } as const;

const holder = globalThis as typeof globalThis & { __pdfPool?: PdfPool };

export function pdfPool(): PdfPool {
  holder.__pdfPool ??= createPdfPool(PDF_POOL_OPTIONS);
  return holder.__pdfPool;
}

/**
 * A learner's download rendered as `owner`'s share of the pool. Their own renders filling their share:
 * 429 to them alone; the whole queue full: 503 (both with Retry-After).
 */
export async function renderForDownload(job: PdfJob, owner: string): Promise<Result<Uint8Array>> {
  try {
    return ok(await pdfPool().render(job, owner));
  } catch (error) {
    if (error instanceof PdfBusyError)
      return fail(appError(error.reason === 'owner' ? 'too_many_requests' : 'service_unavailable', { retryAfter: 5 }));
    throw error;
  }
}
