// A small, lazily started pool of tesseract.js workers. Each worker is a worker_thread running
// the WASM engine, so recognition never blocks the request thread; the pool only decides which
// job runs where. Workers are reused (start-up costs ~0.2–0.5 s), a job that overruns its time
// limit has its worker terminated and replaced, and a full queue fails fast instead of piling up.
import path from 'node:path';
import type { Worker as NodeWorker } from 'node:worker_threads';
import engData from '@tesseract.js-data/eng';
import { createWorker, OEM, type Worker } from 'tesseract.js';

export type OcrPoolOptions = {
  /** Worker threads; each holds ~40–60 MB. */
  size: number;
  /** Wall-clock limit for one job (all OCR passes of one image). */
  timeoutMs: number;
  /** Jobs waiting beyond this number are refused with EidReaderBusyError. */
  maxQueue: number;
};

export class EidReaderBusyError extends Error {
  constructor() {
    super('Emirates ID reader is busy');
    this.name = 'EidReaderBusyError';
  }
}

export class EidReaderTimeoutError extends Error {
  constructor(ms: number) {
    super(`Emirates ID reading took longer than ${ms} ms`);
    this.name = 'EidReaderTimeoutError';
  }
}

// The "best_int" English model ships inside @tesseract.js-data/eng; without an explicit local
// langPath tesseract.js fetches from a CDN, and offline that failure kills the process.
const LANG_PATH = path.join(path.dirname(engData.langPath), '4.0.0_best_int');

type Slot = {
  worker: Promise<Worker> | null;
  /** Bumped whenever the slot's worker is replaced, so a dead thread's late events are ignored. */
  generation: number;
  busy: boolean;
  broken: boolean;
  abort?: (error: Error) => void;
};
type Waiting = { run: (slot: Slot) => void; reject: (e: Error) => void };

/** The worker_thread behind a tesseract.js worker (not in its types). */
const threadOf = (worker: Worker) => (worker as unknown as { worker?: NodeWorker | null }).worker ?? undefined;

async function startWorker(slot: Slot): Promise<Worker> {
  const generation = slot.generation;
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    gzip: true,
    cacheMethod: 'none',
    // Without a handler a failed job is rethrown inside tesseract.js's message listener.
    errorHandler: () => {},
  });
  // tesseract's own diagnostics ("Detected 12 diacritics") would go to the process's stdout.
  await worker.setParameters({ debug_file: '/dev/null' } as Parameters<Worker['setParameters']>[0]);
  // An error event with no listener on a worker_thread would crash the whole process; a thread
  // that dies mid-job fails that job now rather than at its time limit.
  const thread = threadOf(worker);
  const lost = (error: Error) => {
    if (slot.generation !== generation) return;
    slot.broken = true;
    slot.abort?.(error);
  };
  thread?.on('error', (error: Error) => lost(error));
  thread?.on('exit', () => lost(new Error('OCR worker thread exited')));
  return worker;
}

export class OcrPool {
  private readonly slots: Slot[];
  private readonly queue: Waiting[] = [];
  private closed = false;

  constructor(private readonly options: OcrPoolOptions) {
    this.slots = Array.from({ length: Math.max(1, options.size) }, () => ({ worker: null, generation: 0, busy: false, broken: false }));
  }

  /**
   * Runs `job` on a worker, with the pool's time limit. The signal aborts when the job has been
   * given up on: a job of several OCR passes should stop between passes.
   */
  run<T>(job: (worker: Worker, signal: AbortSignal) => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('Emirates ID reader is shut down'));
    return new Promise<T>((resolve, reject) => {
      const start = (slot: Slot) => {
        this.execute(slot, job).then(resolve, reject);
      };
      const free = this.slots.find((s) => !s.busy);
      if (free) {
        free.busy = true;
        start(free);
      } else if (this.queue.length >= this.options.maxQueue) {
        reject(new EidReaderBusyError());
      } else {
        this.queue.push({ run: start, reject });
      }
    });
  }

  private async execute<T>(slot: Slot, job: (worker: Worker, signal: AbortSignal) => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const controller = new AbortController();
    try {
      if (!slot.worker || slot.broken) {
        if (slot.worker) void this.discard(slot);
        slot.broken = false;
        slot.worker = startWorker(slot);
      }
      const workerPromise = slot.worker;
      const stop = new Promise<never>((_, reject) => {
        const fail = (error: Error) => {
          controller.abort(error);
          reject(error);
        };
        timer = setTimeout(() => fail(new EidReaderTimeoutError(this.options.timeoutMs)), this.options.timeoutMs);
        slot.abort = fail;
      });
      const running = workerPromise.then((worker) => {
        threadOf(worker)?.ref();
        return job(worker, controller.signal);
      });
      running.catch(() => {}); // after a timeout its late failure (terminated worker) is expected
      return await Promise.race([running, stop]);
    } catch (error) {
      // A timed-out or failed worker may still be busy inside WASM: replace it (in the
      // background: the caller hears about the failure now, not after the thread is gone).
      void this.discard(slot);
      throw error;
    } finally {
      clearTimeout(timer);
      slot.abort = undefined;
      // An idle worker must not keep the process alive (scripts, tests, graceful shutdown).
      void slot.worker?.then((worker) => threadOf(worker)?.unref()).catch(() => {});
      this.release(slot);
    }
  }

  private async discard(slot: Slot) {
    const worker = slot.worker;
    slot.worker = null;
    slot.generation += 1;
    if (!worker) return;
    // A worker whose start-up never finished (tesseract.js swallows some load errors) is never
    // settled: don't let shutdown wait on it for ever.
    const terminated = worker.then((w) => w.terminate()).catch(() => {});
    await Promise.race([terminated, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  }

  private release(slot: Slot) {
    const next = this.closed ? undefined : this.queue.shift();
    if (next) next.run(slot);
    else slot.busy = false;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.queue.splice(0)) waiting.reject(new Error('Emirates ID reader is shut down'));
    for (const slot of this.slots) slot.abort?.(new Error('Emirates ID reader is shut down'));
    await Promise.all(this.slots.map((slot) => this.discard(slot)));
  }
}
