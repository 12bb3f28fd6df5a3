import type { PdfJob } from './render-worker';

// The messages between the PDF pool (pool.ts) and a render thread (render-worker.ts) for a streamed
// render (stream-render.ts), and its window; pure, so the pool and its tests import it without the
// render thread's code.

/**
 * A streamed render's messages: the bytes of each slice of pages as they are written (their
 * ArrayBuffer transferred), the last marked; 'cancelled' when the pool cancelled it. A failure, before
 * or after bytes, is the RenderReply's { ok: false }.
 */
export type StreamReply = { id: number; ok: true; chunk: Uint8Array; last: boolean } | { id: number; ok: true; cancelled: true };

/** The pool's messages: a job (`stream`: answered in slices), or for the running stream a read or a cancel. */
export type WorkerMessage = { id: number; job: PdfJob; stream?: boolean } | { id: number; read: true } | { id: number; cancel: true };

/**
 * Slices a streamed render may have posted that the pool has not yet handed to the response: the
 * thread waits past it (backpressure), so a slow client holds at most this many slices in the request
 * thread (~100–300 KB each), not the file.
 */
export const STREAM_WINDOW = 2;
