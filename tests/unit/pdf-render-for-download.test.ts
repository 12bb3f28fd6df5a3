import { PdfBusyError, type PdfPool } from '@/lib/pdf/pool';
import type { PdfJob } from '@/lib/pdf/render-worker';
import { renderForDownload } from '@/lib/pdf/shared-pool';

// The learner's downloads (invoice, issued documents, contract) render through one renderForDownload:
// the PDF as the owner's share; their own share full is 429 to them alone, the whole queue full 503,
// both with Retry-After; anything else is not swallowed.

const holder = globalThis as typeof globalThis & { __pdfPool?: PdfPool };
const job = { doc: 'invoice' } as unknown as PdfJob;
const poolThat = (render: (job: PdfJob, owner: string) => Promise<Uint8Array>) => {
  holder.__pdfPool = { render } as unknown as PdfPool;
};

afterEach(() => {
  delete holder.__pdfPool;
});

test('the PDF, rendered as the owner’s share', async () => {
  const owners: string[] = [];
  poolThat(async (_job, owner) => {
    owners.push(owner);
    return new Uint8Array([37, 80, 68, 70]);
  });
  expect(await renderForDownload(job, 'usr-1')).toEqual({ ok: true, value: new Uint8Array([37, 80, 68, 70]) });
  expect(owners).toEqual(['usr-1']);
});

test.each([
  ['owner', 429, 'too_many_requests'],
  ['full', 503, 'service_unavailable'],
] as const)('pool busy (%s): %i %s, retry after 5 s', async (reason, status, code) => {
  poolThat(() => Promise.reject(new PdfBusyError(reason)));
  expect(await renderForDownload(job, 'usr-1')).toMatchObject({ ok: false, error: { status, code, retryAfter: 5 } });
});

test('a render that failed otherwise is thrown, not turned into a busy answer', async () => {
  poolThat(() => Promise.reject(new Error('PDF render failed: boom')));
  await expect(renderForDownload(job, 'usr-1')).rejects.toThrow('boom');
});
