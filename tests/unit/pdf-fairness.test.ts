import path from 'node:path';
import { FairQueue } from '@/lib/pdf/fair-queue';
import { createPdfPool, PdfBusyError } from '@/lib/pdf/pool';
import type { InvoiceJob } from '@/lib/pdf/render-worker';
import { PDF_POOL_OPTIONS } from '@/lib/pdf/shared-pool';

// Issue 21 #5: the invoice PDF queue is shared by every learner. One learner's 40 parallel downloads
// got 30 × 503 and another learner got a 503 too. Now each learner has a share (running + waiting),
// past which only they are refused, and waiting renders are taken in turns between learners.

const FAKE_WORKER = path.join(process.cwd(), 'tests/fixtures/pdf/fake-render-worker.mjs');
const job = (tag: string, ms = 40) => ({ tag, ms }) as unknown as InvoiceJob;
const text = (pdf: Uint8Array) => new TextDecoder().decode(pdf);

type Outcome = { ok: true; tag: string } | { ok: false; reason: string };
const settle = (p: Promise<Uint8Array>): Promise<Outcome> =>
  p.then(
    (pdf) => ({ ok: true as const, tag: text(pdf) }),
    (e: unknown) => ({ ok: false as const, reason: e instanceof PdfBusyError ? e.reason : String(e) }),
  );

describe('FairQueue', () => {
  it('takes turns between owners, each owner in order', () => {
    const q = new FairQueue<string>();
    for (const i of [1, 2, 3, 4]) q.push('a', `a${i}`);
    q.push('b', 'b1');
    q.push('c', 'c1');
    q.push('b', 'b2');
    expect(q.waiting('a')).toBe(4);
    expect(q.size).toBe(7);
    expect(q.drain()).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
    expect(q.size).toBe(0);
    expect(q.shift()).toBeUndefined();
  });
});

describe('the shared PDF pool is fair per learner', () => {
  it('one learner’s 40 parallel downloads: three served, the rest refused as theirs (not the pool’s); another learner is served', async () => {
    const pool = createPdfPool({ ...PDF_POOL_OPTIONS, file: FAKE_WORKER });
    try {
      const flood = Array.from({ length: 40 }, (_, i) => settle(pool.render(job(`a${i}`), 'learner-a')));
      const other = settle(pool.render(job('b0'), 'learner-b'));
      const outcomes = await Promise.all(flood);
      expect(outcomes.filter((o) => o.ok)).toHaveLength(PDF_POOL_OPTIONS.maxPerOwner);
      expect(outcomes.filter((o) => !o.ok).map((o) => (o as { reason: string }).reason)).toEqual(
        Array(40 - PDF_POOL_OPTIONS.maxPerOwner).fill('owner'),
      );
      expect(await other).toEqual({ ok: true, tag: 'b0' });
      // once their renders are done, the first learner downloads again
      expect(await settle(pool.render(job('a-again'), 'learner-a'))).toEqual({ ok: true, tag: 'a-again' });
      // what the portal's /health reports: done, refused, and never more running than the threads
      expect(pool.stats()).toMatchObject({ running: 0, queued: 0, rendered: 5, refused: 40 - PDF_POOL_OPTIONS.maxPerOwner, failed: 0 });
      expect(pool.stats().peakRunning).toBe(PDF_POOL_OPTIONS.size);
      expect(pool.stats().peakQueued).toBeLessThanOrEqual(PDF_POOL_OPTIONS.maxQueue);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('waiting renders take turns: a second learner’s download is not queued behind all of the first’s', async () => {
    const pool = createPdfPool({ file: FAKE_WORKER, size: 1, maxQueue: 8, maxPerOwner: 6 });
    try {
      const done: string[] = [];
      const track = (tag: string, owner: string) => pool.render(job(tag, 30), owner).then(() => done.push(tag));
      const all = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((tag) => track(tag, 'learner-a'));
      all.push(track('b1', 'learner-b'));
      await Promise.all(all);
      // a1 was running and a2 waiting first; then it is b1's turn (first-come order would put it last)
      expect(done.indexOf('b1')).toBeLessThanOrEqual(2);
      expect(done.filter((d) => d.startsWith('a'))).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6']);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('the whole queue full is still the pool’s refusal (503), whoever asks', async () => {
    const pool = createPdfPool({ file: FAKE_WORKER, size: 1, maxQueue: 2, maxPerOwner: 2 });
    try {
      const first = [settle(pool.render(job('a1', 80), 'a')), settle(pool.render(job('b1', 80), 'b')), settle(pool.render(job('c1', 80), 'c'))];
      expect(await settle(pool.render(job('d1'), 'd'))).toEqual({ ok: false, reason: 'full' });
      expect((await Promise.all(first)).every((o) => o.ok)).toBe(true);
    } finally {
      await pool.close();
    }
  }, 30_000);
});

describe('staff reports hold one render thread at most (issue 25: other requests stay fast while reports render)', () => {
  const report = (tag: string, ms: number) => ({ doc: 'collection-report', tag, ms }) as unknown as InvoiceJob;

  it('FairQueue.shift(accept) skips an owner whose next item is refused, keeping their turn', () => {
    const q = new FairQueue<string>();
    q.push('a', 'heavy-a1');
    q.push('b', 'b1');
    q.push('a', 'a2');
    expect(q.shift((s) => !s.startsWith('heavy'))).toBe('b1');
    expect(q.shift((s) => !s.startsWith('heavy'))).toBeUndefined();
    expect(q.drain()).toEqual(['heavy-a1', 'a2']);
  });

  it('four reports at once from two staff members run one at a time, in turns; invoices meanwhile wait no longer than an invoice', async () => {
    const pool = createPdfPool({ ...PDF_POOL_OPTIONS, file: FAKE_WORKER });
    try {
      // both threads started (a thread's start-up is not what is measured)
      await Promise.all([pool.render(job('w1', 1), 'warm-1'), pool.render(job('w2', 1), 'warm-2')]);
      const t0 = performance.now();
      const done: string[] = [];
      const at = (tag: string) => (pdf: Uint8Array) => {
        done.push(tag);
        return { tag: text(pdf), ms: performance.now() - t0 };
      };
      const reports = [
        pool.render(report('a1', 300), 'staff:a').then(at('a1')),
        pool.render(report('a2', 300), 'staff:a').then(at('a2')),
        pool.render(report('a3', 300), 'staff:a').then(at('a3')),
        pool.render(report('b1', 300), 'staff:b').then(at('b1')),
      ];
      // learners' invoices arriving while the reports render, each of its own learner
      const invoices: Promise<{ tag: string; ms: number; sent: number }>[] = [];
      for (let i = 0; i < 6; i++) {
        const sent = performance.now() - t0;
        invoices.push(pool.render(job(`i${i}`, 20), `learner-${i}`).then((pdf) => ({ ...at(`i${i}`)(pdf), sent })));
        await new Promise((r) => setTimeout(r, 60));
      }
      const served = await Promise.all(invoices);
      // the other thread served each invoice in about one invoice's time, not behind a report (300 ms)
      for (const s of served) expect(s.ms - s.sent).toBeLessThan(200);
      const finished = await Promise.all(reports);
      // one at a time: each report ends a whole report's time after the one before; in turns between the
      // staff waiting: b's one report is not behind all of a's (a1 was running, a2 waiting before b1 came)
      expect(done.filter((t) => !t.startsWith('i'))).toEqual(['a1', 'a2', 'b1', 'a3']);
      const ends = finished.map((f) => f.ms).sort((x, y) => x - y);
      for (let i = 1; i < ends.length; i++) expect(ends[i]! - ends[i - 1]!).toBeGreaterThanOrEqual(280);
    } finally {
      await pool.close();
    }
  });
});
