import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { InvoiceJob, RenderReply } from './render-worker';

// A small pool of PDF render threads. Each render runs whole on one thread, so the request thread
// only posts the job and awaits the bytes. The queue is bounded: past it a render is refused at once
// (the route answers 503) rather than piling up memory; a thread that dies is replaced, and a render
// that takes too long fails its caller and restarts its thread.

export class PdfBusyError extends Error {
  constructor() {
    super('PDF render queue is full');
  }
}

export interface PoolOptions {
  /** the built worker (scripts/lib/pdf-worker.mjs); default `<cwd>/.pdf-worker/render-worker.mjs` */
  file?: string;
  size?: number;
  maxQueue?: number;
  timeoutMs?: number;
}

interface Task {
  id: number;
  job: InvoiceJob;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

export const DEFAULT_WORKER_FILE = () => path.join(process.cwd(), '.pdf-worker', 'render-worker.mjs');

export function createPdfPool({ file = DEFAULT_WORKER_FILE(), size = 2, maxQueue = 16, timeoutMs = 30_000 }: PoolOptions = {}) {
  if (!existsSync(file)) throw new Error(`PDF worker not built: ${file} (next build / next dev build it; or node scripts/build-pdf-worker.mjs)`);
  const fontDir = path.dirname(file);
  const queue: Task[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const slot: Slot = { worker: new Worker(file, { workerData: { fontDir } }), task: null, timer: null };
    slot.worker.unref();
    slot.worker.on('message', (reply: RenderReply) => {
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      finish(slot);
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
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.task = null;
  }

  function pump() {
    for (const slot of slots) {
      if (slot.task || queue.length === 0) continue;
      const task = queue.shift()!;
      slot.task = task;
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
  }

  for (let i = 0; i < size; i++) slots.push(spawn());

  return {
    render(job: InvoiceJob): Promise<Uint8Array> {
      if (closed) return Promise.reject(new Error('PDF pool closed'));
      const busy = slots.filter((s) => s.task).length;
      if (busy >= slots.length && queue.length >= maxQueue) return Promise.reject(new PdfBusyError());
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, job, resolve, reject });
        pump();
      });
    },
    /** renders running and waiting, for tests and logs */
    stats: () => ({ running: slots.filter((s) => s.task).length, queued: queue.length, workers: slots.length }),
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error('PDF pool closed'));
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}

export type PdfPool = ReturnType<typeof createPdfPool>;
