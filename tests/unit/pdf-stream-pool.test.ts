import path from 'node:path';
import { createPdfPool } from '@/lib/pdf/pool';
import type { PdfJob } from '@/lib/pdf/render-worker';
import { STREAM_WINDOW } from '@/lib/pdf/stream-protocol';

// The pool's streamed renders (issue 25 "Large reports stream") against a stand-in worker
// (tests/fixtures/pdf/fake-stream-worker.mjs): the body hands slices on as its reader asks, the render
// thread never runs more than STREAM_WINDOW slices ahead of the reader, a cancelled body frees the
// thread, and a failure after the first bytes errors the body. The real render: tests/integration/
// collection-report-stream.test.ts.

const FAKE_WORKER = path.join(process.cwd(), 'tests/fixtures/pdf/fake-stream-worker.mjs');
const job = (spec: { chunks: number; ms?: number; failAfter?: number }) => spec as unknown as PdfJob;
const text = (b: Uint8Array) => new TextDecoder().decode(b);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('streamed renders in the PDF pool', () => {
  it('keeps the render thread at most STREAM_WINDOW slices ahead of a slow reader, and ends with the last slice', async () => {
    const pool = createPdfPool({ size: 1, file: FAKE_WORKER, timeoutMs: 5_000 });
    try {
      const reader = (await pool.stream(job({ chunks: 6, ms: 5 }), 'staff:a')).getReader();
      const seen: string[] = [];
      for (let r = await reader.read(); !r.done; r = await reader.read()) {
        seen.push(text(r.value));
        await sleep(60); // a slow phone: the thread waits for it
      }
      expect(seen.map((s) => s.split(':')[0])).toEqual(['0', '1', '2', '3', '4', '5']);
      for (const s of seen) {
        const [, posted, read] = s.split(':').map(Number);
        expect(posted! - read!).toBeLessThanOrEqual(STREAM_WINDOW);
      }
      expect(pool.stats()).toMatchObject({ running: 0, rendered: 1, failed: 0 });
    } finally {
      await pool.close();
    }
  });

  it('a cancelled body stops the render and frees its thread for the next', async () => {
    const pool = createPdfPool({ size: 1, file: FAKE_WORKER, timeoutMs: 5_000 });
    try {
      const reader = (await pool.stream(job({ chunks: 100, ms: 5 }), 'staff:a')).getReader();
      await reader.read();
      await reader.cancel();
      const next = (await pool.stream(job({ chunks: 2 }), 'staff:b')).getReader();
      expect(text((await next.read()).value!)).toMatch(/^0:/);
      expect(text((await next.read()).value!)).toMatch(/^1:/);
      expect((await next.read()).done).toBe(true);
      expect(pool.stats()).toMatchObject({ running: 0, rendered: 1 });
    } finally {
      await pool.close();
    }
  });

  it('an abort before the first bytes rejects, as a refused render does', async () => {
    const pool = createPdfPool({ size: 1, file: FAKE_WORKER, timeoutMs: 5_000 });
    try {
      const abort = new AbortController();
      const started = pool.stream(job({ chunks: 3, ms: 200 }), 'staff:a', abort.signal);
      setTimeout(() => abort.abort(), 20);
      await expect(started).rejects.toThrow(/cancelled/);
      for (let i = 0; i < 40 && pool.stats().running; i++) await sleep(25);
      expect(pool.stats().running).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it('a failure after the first bytes errors the body; a stall past the timeout does too', async () => {
    const pool = createPdfPool({ size: 1, file: FAKE_WORKER, timeoutMs: 300 });
    try {
      const reader = (await pool.stream(job({ chunks: 5, failAfter: 2 }), 'staff:a')).getReader();
      await reader.read();
      await reader.read();
      await expect(reader.read()).rejects.toThrow(/PDF render failed: slice failed/);
      // a reader that stops reading: the thread waits, then the render times out and the body fails
      const stalled = (await pool.stream(job({ chunks: 10 }), 'staff:a')).getReader();
      await stalled.read();
      await sleep(600);
      await expect(
        (async () => {
          for (let r = await stalled.read(); !r.done; r = await stalled.read());
        })(),
      ).rejects.toThrow(/timed out/);
    } finally {
      await pool.close();
    }
  });
});
