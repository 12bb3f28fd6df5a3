import type { ReactElement } from 'react';
import { Font, pdf } from '@react-pdf/renderer';
import { STREAM_SLICE_PAGES } from './report-pages';

// A long document rendered as it is written (issue 25 "Large reports stream"; docs/collection-report-pdf.md
// "Streaming"). react-pdf's own render (react-pdf.js `pdf().render`) lays out the WHOLE document
// (yoga + textkit, two thirds of the time) before pdfkit writes a byte, and holds every page's layout
// until the end. Here the document's planned pages (hand-paginated, so "page X of Y" is known) are
// laid out a slice at a time, each slice's pages drawn into ONE pdfkit document whose bytes go out as
// pdfkit writes them (it writes each page's objects when the next page starts; fonts and the xref at
// `end()`), and the slice's layout is dropped before the next: time to the first byte is one slice's,
// and memory holds one slice's layout, not the document's.
//
// The pieces are react-pdf's own, called as its `pdf().render` calls them (4.9): `pdf(element).container`
// (its exported renderer's node tree; no copy of its reconciler host config needed), `layoutDocument`
// from @react-pdf/layout with react-pdf's `Font` store (the registered fonts, Amiri's shaping cache),
// and `render` from @react-pdf/render, which draws the pages and then calls `ctx.end()`: for every slice
// but the last, `end` is a no-op while it runs. Its bookmarks are per slice (the reports have none).
// pdfkit, @react-pdf/layout and @react-pdf/render are imported by name at run time, as
// pdf-font-switch.ts does: the instances react-pdf uses (the worker bundle leaves them external).

interface Ctx {
  end(): void;
  on(event: 'data', listener: (chunk: Uint8Array) => void): unknown;
  _root: { data: Record<string, unknown> };
}
type LayoutFn = (doc: unknown, fontStore: unknown) => Promise<unknown>;
type RenderFn = (ctx: Ctx, doc: unknown) => Ctx;

const PDFKIT = 'pdfkit';
const LAYOUT = '@react-pdf/layout';
const RENDER = '@react-pdf/render';

async function parts() {
  const [{ default: PDFDocument }, { default: layoutDocument }, { default: renderPDF }] = (await Promise.all([
    import(/* webpackIgnore: true */ PDFKIT),
    import(/* webpackIgnore: true */ LAYOUT),
    import(/* webpackIgnore: true */ RENDER),
  ])) as [{ default: new (options: object) => Ctx }, { default: LayoutFn }, { default: RenderFn }];
  return { PDFDocument, layoutDocument, renderPDF };
}

/** react-pdf's node tree of `element` (a <Document>), through its own reconciler; unmounted after `run`. */
async function withTree<T>(element: ReactElement, run: (doc: { props?: Record<string, unknown> }) => Promise<T>): Promise<T> {
  const instance = pdf(element as never) as unknown as {
    container: { document: { props?: Record<string, unknown> } | null };
    updateContainer: (doc: unknown) => void;
  };
  try {
    if (!instance.container.document) throw new Error('stream-render: the element is not a <Document>');
    return await run(instance.container.document);
  } finally {
    instance.updateContainer(null);
  }
}

/** The pdfkit document react-pdf would make for these <Document> props (react-pdf.js `render`, 4.9). */
function newCtx(PDFDocument: new (options: object) => Ctx, props: Record<string, unknown>): Ctx {
  const omitNils = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
  return new PDFDocument({
    compress: true,
    lang: props.language,
    displayTitle: true,
    autoFirstPage: false,
    info: omitNils({
      Title: props.title,
      Author: props.author,
      Subject: props.subject,
      Keywords: props.keywords,
      Creator: props.creator ?? 'react-pdf',
      Producer: props.producer ?? 'react-pdf',
      CreationDate: new Date(),
    }),
  });
}

export interface StreamRender {
  /** planned pages */
  pageCount: number;
  /** the <Document> of planned pages [from, to) */
  slice: (from: number, to: number) => ReactElement;
  /** pages per slice; default STREAM_SLICE_PAGES */
  slicePages?: number;
  /** the bytes pdfkit wrote for a slice (the first carries the header, the last the fonts and xref) */
  write: (bytes: Uint8Array, last: boolean) => Promise<void>;
  /** checked between slices: true stops the render (its client left) */
  cancelled?: () => boolean;
}

/** Renders slice after slice into one PDF; resolves false when cancelled, rejects when a slice fails. */
export async function streamRender({
  pageCount,
  slice,
  slicePages = STREAM_SLICE_PAGES,
  write,
  cancelled = () => false,
}: StreamRender): Promise<boolean> {
  const { PDFDocument, layoutDocument, renderPDF } = await parts();
  let ctx: Ctx | null = null;
  let pending: Uint8Array[] = [];
  // a fresh ArrayBuffer per slice, never Node's shared Buffer pool: the worker transfers it
  const take = () => {
    const out = new Uint8Array(pending.reduce((n, c) => n + c.byteLength, 0));
    let at = 0;
    for (const c of pending) {
      out.set(c, at);
      at += c.byteLength;
    }
    pending = [];
    return out;
  };
  for (let from = 0; from < pageCount; from += slicePages) {
    if (cancelled()) return false;
    const to = Math.min(from + slicePages, pageCount);
    const last = to >= pageCount;
    await withTree(slice(from, to), async (doc) => {
      if (!ctx) {
        ctx = newCtx(PDFDocument, doc.props ?? {});
        // pdfkit pushes its bytes synchronously as it writes (flowing mode: one 'data' per push)
        ctx.on('data', (chunk) => pending.push(chunk));
      }
      const layout = await layoutDocument(doc, Font);
      const end = ctx.end;
      if (!last) ctx.end = () => {};
      try {
        renderPDF(ctx, layout);
      } finally {
        ctx.end = end;
      }
    });
    // 'data' of a Readable in flowing mode is emitted synchronously on push, unless the stream is
    // still paused: wait a turn so a first slice's bytes (the listener just attached) are all in
    await new Promise((resolve) => setImmediate(resolve));
    await write(take(), last);
  }
  return true;
}
