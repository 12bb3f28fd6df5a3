import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PdfJob, RenderReply } from './render-worker';

import { FairQueue } from './fair-queue';

// A small pool of PDF render threads. Each render runs whole on one thread, so the request thread
// only posts the job and awaits the bytes. The queue is bounded: past it a render is refused at once
// (the route answers 503) rather than piling up memory; a thread that dies is replaced, and a render
// that takes too long fails its caller and restarts its thread.
//
// The pool is shared by every learner, so it is fair per owner (issue 21 #5: one learner's 40 parallel
// downloads filled it and another learner got a 503): each owner has at most `maxPerOwner` renders
// running or waiting (past that, that owner alone is refused: the route answers 429), and waiting
// renders are taken in turns between owners.

export class PdfBusyError extends Error {
  constructor(
    /** 'owner': this owner has enough renders in flight; 'full': the whole queue is full */
    readonly reason: 'owner' | 'full' = 'full',
  ) {
    super(reason === 'owner' ? 'Too many PDF renders in flight for this owner' : 'PDF render queue is full');
  }
}

export interface PoolOptions {
  /** the built worker (scripts/lib/pdf-worker.mjs); default `<cwd>/.pdf-worker/render-worker.mjs` */
  file?: string;
  size?: number;
  maxQueue?: number;
  /** renders one owner may have running or waiting; default: no cap beyond the queue's */
  maxPerOwner?: number;
  timeoutMs?: number;
  /**
   * Threads a heavy render (a staff collection report: seconds, not milliseconds) may hold at once;
   * default: all. Below `size`, the other threads stay free for invoices and documents, whose wait then
   * does not grow while reports render; more reports wait their turn (fair per staff member).
   */
  maxHeavy?: number;
}

interface Task {
  id: number;
  owner: string;
  job: PdfJob;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

export const DEFAULT_WORKER_FILE = () => path.join(process.cwd(), '.pdf-worker', 'render-worker.mjs');

const isHeavy = (job: PdfJob) => job.doc === 'collection-report';

export function createPdfPool({
  file = DEFAULT_WORKER_FILE(),
  size = 2,
  maxQueue = 16,
  maxPerOwner,
  timeoutMs = 30_000,
  maxHeavy = size,
}: PoolOptions = {}) {
  if (!existsSync(file)) throw new Error(`PDF worker not built: ${file} (next build / next dev build it; or node scripts/build-pdf-worker.mjs)`);
  const fontDir = path.dirname(file);
  const queue = new FairQueue<Task>();
  const perOwnerCap = maxPerOwner ?? size + maxQueue;
  /** renders running per owner */
  const running = new Map<string, number>();
  const release = (owner: string) => {
    const n = (running.get(owner) ?? 1) - 1;
    if (n > 0) running.set(owner, n);
    else running.delete(owner);
  };
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;
  // counters since start, read by the portal's /health (a cluster test shows each process stays in its bound)
  const totals = { rendered: 0, failed: 0, refused: 0, peakRunning: 0, peakQueued: 0 };

  function spawn(): Slot {
    const slot: Slot = { worker: new Worker(file, { workerData: { fontDir } }), task: null, timer: null };
    slot.worker.unref();
    slot.worker.on('message', (reply: RenderReply) => {
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      finish(slot);
      totals[reply.ok ? 'rendered' : 'failed'] += 1;
      if (reply.ok) task.resolve(reply.pdf);
      else task.reject(new Error(`PDF render failed: ${reply.error}`));
      pump();
    });
    const replace = (reason: Error) => {
      const task = slot.task;
      finish(slot);
      const i = slots.indexOf(slot);
      if (i >= 0) slots.splice(i, 1);
      task?.reject(reason);
      if (!closed) slots.push(spawn());
      pump();
    };
    slot.worker.on('error', (error) => replace(error));
    slot.worker.on('exit', (code) => {
      if (slots.includes(slot)) replace(new Error(`PDF worker exited (${code})`));
    });
    return slot;
  }

  function finish(slot: Slot) {
    if (slot.task) release(slot.task.owner);
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.task = null;
  }

  function pump() {
    for (const slot of slots) {
      if (slot.task || queue.size === 0) continue;
      const heavy = slots.filter((s) => s.task && isHeavy(s.task.job)).length;
      const task = queue.shift(
        (t) => heavy < maxHeavy || !isHeavy(t.job),
        (owner) => running.get(owner) ?? 0,
      );
      if (!task) break;
      slot.task = task;
      running.set(task.owner, (running.get(task.owner) ?? 0) + 1);
      slot.timer = setTimeout(() => {
        const i = slots.indexOf(slot);
        if (i >= 0) slots.splice(i, 1);
        finish(slot);
        task.reject(new Error('PDF render timed out'));
        void slot.worker.terminate();
        if (!closed) slots.push(spawn());
        pump();
      }, timeoutMs);
      slot.worker.postMessage({ id: task.id, job: task.job });
    }
    totals.peakRunning = Math.max(totals.peakRunning, slots.filter((s) => s.task).length);
  }

  for (let i = 0; i < size; i++) slots.push(spawn());

  return {
    /** Renders `job` for `owner` (the learner's id): refused at once past the owner's cap or a full queue. */
    render(job: PdfJob, owner = 'anonymous'): Promise<Uint8Array> {
      if (closed) return Promise.reject(new Error('PDF pool closed'));
      if ((running.get(owner) ?? 0) + queue.waiting(owner) >= perOwnerCap) {
        totals.refused += 1;
        return Promise.reject(new PdfBusyError('owner'));
      }
      const busy = slots.filter((s) => s.task).length;
      if (busy >= slots.length && queue.size >= maxQueue) {
        totals.refused += 1;
        return Promise.reject(new PdfBusyError('full'));
      }
      return new Promise((resolve, reject) => {
        queue.push(owner, { id: nextId++, owner, job, resolve, reject });
        totals.peakQueued = Math.max(totals.peakQueued, queue.size);
        pump();
      });
    },
    /** renders running and waiting now, the bounds, and counters since start (tests, logs, /health) */
    stats: () => ({
      running: slots.filter((s) => s.task).length,
      queued: queue.size,
      workers: slots.length,
      size,
      maxQueue,
      ...totals,
    }),
    async close() {
      closed = true;
      for (const task of queue.drain()) task.reject(new Error('PDF pool closed'));
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}

export type PdfPool = ReturnType<typeof createPdfPool>;
