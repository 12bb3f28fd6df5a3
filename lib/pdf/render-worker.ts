import { createElement } from 'react';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { renderToBuffer } from '@react-pdf/renderer';
import type { PaymentDetails } from '@/lib/upstream/schemas/payment-history';
import type { IssuedDocument } from '@/lib/upstream/schemas/issued-documents';
import type { ContractSignature } from '@/lib/upstream/schemas/contracts';
import { ISSUED_DOCUMENTS } from './documents/index';
import type { IssuedLabels } from './documents/labels';
import { loadArabicFonts, registerFonts } from './fonts';
import { rememberEmbeddedFonts } from './pdf-font-switch';
import { InvoiceDocument, type InvoiceLabels, type InvoiceLang } from './invoice-document';
import { CollectionReportDocument, type ReportLabels, type ReportLang } from './collection-report-document';
import { reportPageCount } from './report-pages';
import { streamRender } from './stream-render';
import { STREAM_WINDOW, type StreamReply, type WorkerMessage } from './stream-protocol';
import type { CollectionReport } from '@/lib/upstream/schemas/reports';

// A PDF render thread (lib/pdf/pool.ts starts a few): react-pdf holds the event loop for a whole
// render, so it never runs on the request thread. Bundled on its own by scripts/lib/pdf-worker.mjs
// (next.config.mjs runs it for `next build` and `next dev`), react and react-pdf left to node_modules.

export interface InvoiceJob {
  doc: 'invoice';
  invoice: PaymentDetails;
  lang: InvoiceLang;
  labels: InvoiceLabels;
}

/** Any other document the centre issues: the component is the document's kind's (documents/index.ts). */
export interface IssuedJob {
  doc: 'issued';
  document: IssuedDocument;
  lang: InvoiceLang;
  labels: IssuedLabels;
  /** a contract signed by OTP prints its signature */
  signature?: ContractSignature | null;
}

/** A staff collection report (issue 25): rows paginated by hand, a few Texts per page. */
export interface CollectionReportJob {
  doc: 'collection-report';
  report: CollectionReport;
  lang: ReportLang;
  labels: ReportLabels;
  generatedAt: string;
}

export type PdfJob = InvoiceJob | IssuedJob | CollectionReportJob;

function elementOf(job: PdfJob) {
  if (job.doc === 'invoice') return createElement(InvoiceDocument, { invoice: job.invoice, lang: job.lang, labels: job.labels });
  if (job.doc === 'collection-report')
    return createElement(CollectionReportDocument, { report: job.report, lang: job.lang, labels: job.labels, generatedAt: job.generatedAt });
  return createElement(ISSUED_DOCUMENTS[job.document.kind], {
    doc: job.document,
    lang: job.lang,
    labels: job.labels,
    signature: job.signature ?? null,
  });
}

export type RenderReply = { id: number; ok: true; pdf: Uint8Array } | { id: number; ok: false; error: string };

/** The planned pages of a job that can stream (the collection report), with its document slice by slice; null otherwise. */
export function streamPlan(job: PdfJob): { pageCount: number; slice: (from: number, to: number) => ReturnType<typeof createElement> } | null {
  if (job.doc !== 'collection-report') return null;
  return {
    pageCount: reportPageCount(job.report.rows.length, job.lang),
    slice: (from, to) =>
      createElement(CollectionReportDocument, {
        report: job.report,
        lang: job.lang,
        labels: job.labels,
        generatedAt: job.generatedAt,
        slice: [from, to],
      }),
  };
}

const { fontDir } = workerData as { fontDir: string };
registerFonts(fontDir);
// Amiri loaded once with its shaping cache, before the first render (fonts.ts)
// and pdfkit switching to an embedded font without building it anew (pdf-font-switch.ts)
const fontsReady = Promise.all([loadArabicFonts(), rememberEmbeddedFonts()]).catch(() => {
  // the font loads on its first use instead, uncached; a render then reports what went wrong
});
// Renders yield the CPU to the request thread: on Linux a thread has its own nice value, and
// setpriority(PRIO_PROCESS, 0) from this thread lowers this thread only. On two cores, two render
// threads at the default priority doubled the p99 of other requests while ten reports rendered.
try {
  setPriority(0, 5);
} catch {
  // not permitted here: renders keep the default priority
}

/** the running stream's flow control: slices posted, slices the pool handed on, and its cancel */
interface Flow {
  id: number;
  posted: number;
  read: number;
  cancelled: boolean;
  wake: (() => void) | null;
}
let flow: Flow | null = null;

async function stream(id: number, job: PdfJob) {
  const plan = streamPlan(job);
  if (!plan) throw new Error(`a ${job.doc} does not stream`);
  const f: Flow = { id, posted: 0, read: 0, cancelled: false, wake: null };
  flow = f;
  try {
    const done = await streamRender({
      ...plan,
      cancelled: () => f.cancelled,
      write: async (chunk, last) => {
        const reply: StreamReply = { id, ok: true, chunk, last };
        parentPort?.postMessage(reply, [chunk.buffer as ArrayBuffer]);
        f.posted += 1;
        // backpressure: the next slice waits until the pool has handed on all but STREAM_WINDOW - 1
        while (!last && !f.cancelled && f.posted - f.read >= STREAM_WINDOW) await new Promise<void>((resolve) => (f.wake = resolve));
      },
    });
    if (!done) parentPort?.postMessage({ id, ok: true, cancelled: true } satisfies StreamReply);
  } finally {
    flow = null;
  }
}

parentPort?.on('message', async (message: WorkerMessage) => {
  const { id } = message;
  if (!('job' in message)) {
    if (flow?.id !== id) return;
    if ('cancel' in message) flow.cancelled = true;
    else flow.read += 1;
    flow.wake?.();
    flow.wake = null;
    return;
  }
  const { job } = message;
  if (message.stream) {
    try {
      await fontsReady;
      await stream(id, job);
    } catch (error) {
      parentPort?.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) } satisfies RenderReply);
    }
    return;
  }
  let reply: RenderReply;
  try {
    await fontsReady;
    const buffer = await renderToBuffer(elementOf(job) as never);
    const pdf = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    reply = { id, ok: true, pdf };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
