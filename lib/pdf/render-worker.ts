import { createElement } from 'react';
import { parentPort, workerData } from 'node:worker_threads';
import { renderToBuffer } from '@react-pdf/renderer';
import type { PaymentDetails } from '@/lib/upstream/schemas/payment-history';
import type { IssuedDocument } from '@/lib/upstream/schemas/issued-documents';
import { ISSUED_DOCUMENTS } from './documents/index';
import type { IssuedLabels } from './documents/labels';
import { registerFonts } from './fonts';
import { InvoiceDocument, type InvoiceLabels, type InvoiceLang } from './invoice-document';

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
}

export type PdfJob = InvoiceJob | IssuedJob;

function elementOf(job: PdfJob) {
  if (job.doc === 'invoice') return createElement(InvoiceDocument, { invoice: job.invoice, lang: job.lang, labels: job.labels });
  return createElement(ISSUED_DOCUMENTS[job.document.kind], { doc: job.document, lang: job.lang, labels: job.labels });
}

export type RenderReply = { id: number; ok: true; pdf: Uint8Array } | { id: number; ok: false; error: string };

const { fontDir } = workerData as { fontDir: string };
registerFonts(fontDir);

parentPort?.on('message', async ({ id, job }: { id: number; job: PdfJob }) => {
  let reply: RenderReply;
  try {
    const buffer = await renderToBuffer(elementOf(job) as never);
    const pdf = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    reply = { id, ok: true, pdf };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
