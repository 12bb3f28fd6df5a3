import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PdfJob, RenderReply } from './render-worker';
import type { StreamReply, WorkerMessage } from './stream-protocol';

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
  /**
   * A render thread's V8 old generation cap (MB; default V8's). Streamed renders keep one slice of
   * pages alive, but V8 grows the heap lazily under their garbage: a 20,000-row stream peaked ~340 MB
   * above the warm process uncapped and ~120 MB capped at 192 (docs/collection-report-pdf.md
   * "Streaming"). A thread past it dies and is replaced; its render fails.
   */
  heapMb?: number;
}

interface Task {
  id: number;
  owner: string;
  job: PdfJob;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
  /** a streamed render (`stream`): its slices of bytes as they come */
  stream?: {
    chunk: (bytes: Uint8Array, last: boolean) => void;
    /** its client left before it ran: it is dropped when its turn comes */
    gone: boolean;
  };
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
  heapMb,
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
    const slot: Slot = {
      worker: new Worker(file, { workerData: { fontDir }, ...(heapMb ? { resourceLimits: { maxOldGenerationSizeMb: heapMb } } : {}) }),
      task: null,
      timer: null,
    };
    slot.worker.unref();
    slot.worker.on('message', (reply: RenderReply | StreamReply) => {
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      if ('cancelled' in reply) {
        // a stream whose client left: the thread is free again
        finish(slot);
        pump();
        return;
      }
      if ('chunk' in reply) {
        // a stream's slice: the render holds its thread until the last; a slice resets its clock
        if (reply.last) {
          finish(slot);
          totals.rendered += 1;
        } else arm(slot);
        task.stream?.chunk(reply.chunk, reply.last);
        if (reply.last) pump();
        return;
      }
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

  /**
   * (Re)starts the slot's clock: a render fails past `timeoutMs`. A stream's clock restarts at each
   * slice it writes and each slice its client reads, so it fails when it stalls (its thread or its
   * client), not because the file is long.
   */
  function arm(slot: Slot) {
    const task = slot.task;
    if (!task) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      const i = slots.indexOf(slot);
      if (i >= 0) slots.splice(i, 1);
      finish(slot);
      task.reject(new Error('PDF render timed out'));
      void slot.worker.terminate();
      if (!closed) slots.push(spawn());
      pump();
    }, timeoutMs);
  }

  const send = (slot: Slot, message: WorkerMessage) => slot.worker.postMessage(message);

  function pump() {
    for (const slot of slots) {
      if (slot.task || queue.size === 0) continue;
      const heavy = slots.filter((s) => s.task && isHeavy(s.task.job)).length;
      const next = () =>
        queue.shift(
          (t) => heavy < maxHeavy || !isHeavy(t.job),
          (owner) => running.get(owner) ?? 0,
        );
      let task = next();
      // a stream whose client left while it waited is dropped (its caller has been answered)
      while (task?.stream?.gone) task = next();
      if (!task) break;
      slot.task = task;
      running.set(task.owner, (running.get(task.owner) ?? 0) + 1);
      arm(slot);
      send(slot, { id: task.id, job: task.job, ...(task.stream ? { stream: true } : {}) });
    }
    totals.peakRunning = Math.max(totals.peakRunning, slots.filter((s) => s.task).length);
  }

  for (let i = 0; i < size; i++) slots.push(spawn());

  /** why `owner`'s render is refused now, if it is */
  function refusal(owner: string): Error | null {
    if (closed) return new Error('PDF pool closed');
    if ((running.get(owner) ?? 0) + queue.waiting(owner) >= perOwnerCap) {
      totals.refused += 1;
      return new PdfBusyError('owner');
    }
    const busy = slots.filter((s) => s.task).length;
    if (busy >= slots.length && queue.size >= maxQueue) {
      totals.refused += 1;
      return new PdfBusyError('full');
    }
    return null;
  }

  /** the slot running `task`, if it still runs */
  const slotOf = (task: Task) => slots.find((s) => s.task === task);

  return {
    /** Renders `job` for `owner` (the learner's id): refused at once past the owner's cap or a full queue. */
    render(job: PdfJob, owner = 'anonymous'): Promise<Uint8Array> {
      const refused = refusal(owner);
      if (refused) return Promise.reject(refused);
      return new Promise((resolve, reject) => {
        queue.push(owner, { id: nextId++, owner, job, resolve, reject });
        totals.peakQueued = Math.max(totals.peakQueued, queue.size);
        pump();
      });
    },
    /**
     * Renders a long document (one that streamPlan in render-worker.ts slices: the collection report)
     * as a stream of bytes, slice after slice of pages (stream-render.ts). Resolves with the body when
     * the first bytes are written; rejects as `render` does until then (refused: PdfBusyError; failed or
     * timed out). After that, a failure or a stall errors the body (its reader sees the failure, never a
     * short file that looks whole). Backpressure: the render thread writes a slice only when the body's
     * reader has taken all but STREAM_WINDOW - 1 of those before (stream-protocol.ts); cancelling the body, or aborting
     * `signal`, stops the render at the next slice and frees its thread. Fair and bounded as `render`.
     */
    stream(job: PdfJob, owner = 'anonymous', signal?: AbortSignal): Promise<ReadableStream<Uint8Array>> {
      const refused = refusal(owner);
      if (refused) return Promise.reject(refused);
      return new Promise((resolve, reject) => {
        let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
        /** slices arrived and not yet handed to the body's reader (at most STREAM_WINDOW) */
        const arrived: { bytes: Uint8Array; last: boolean }[] = [];
        /** the reader waits for a slice (its pull's promise) */
        let want: (() => void) | null = null;
        let ended = false;
        const cancel = () => {
          signal?.removeEventListener('abort', cancel);
          if (ended) return;
          ended = true;
          task.stream!.gone = true;
          const slot = slotOf(task);
          if (slot) send(slot, { id: task.id, cancel: true });
          // before the first bytes, the caller is still waiting for the body; after, its reader is
          // told (a no-op when the reader itself cancelled)
          if (!controller) reject(new Error('PDF stream cancelled'));
          else controller.error(new Error('PDF stream cancelled'));
        };
        // hands one slice to the reader, and tells the render thread it may write one more
        const handOn = () => {
          const next = arrived.shift()!;
          controller!.enqueue(next.bytes);
          const slot = slotOf(task);
          if (slot && !next.last) {
            send(slot, { id: task.id, read: true });
            arm(slot);
          }
          if (next.last) {
            ended = true;
            signal?.removeEventListener('abort', cancel);
            controller!.close();
          }
        };
        const task: Task = {
          id: nextId++,
          owner,
          job,
          resolve: () => {},
          reject: (error) => {
            signal?.removeEventListener('abort', cancel);
            if (ended) return;
            ended = true;
            if (controller) controller.error(error);
            else reject(error);
          },
          stream: {
            gone: false,
            chunk: (bytes, last) => {
              if (ended) return;
              arrived.push({ bytes, last });
              if (!controller) {
                // highWaterMark 0: a slice is queued in the body only when its reader asks for one
                const body = new ReadableStream<Uint8Array>(
                  {
                    start: (c) => {
                      controller = c;
                    },
                    pull: () => {
                      if (arrived.length) return handOn();
                      return new Promise<void>((wake) => (want = wake));
                    },
                    cancel,
                  },
                  { highWaterMark: 0 },
                );
                resolve(body);
              } else if (want) {
                handOn();
                want();
                want = null;
              }
            },
          },
        };
        if (signal?.aborted) return reject(new Error('PDF stream cancelled'));
        signal?.addEventListener('abort', cancel);
        queue.push(owner, task);
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
