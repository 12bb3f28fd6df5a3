// The collection report's planned pages (issue 25), pure so the request thread decides whether a
// report streams without loading react-pdf: rows are split into pages by hand
// (collection-report-document.tsx says why), the totals on a page of their own after the last rows.

/** Rows a page holds under the first page's header: Amiri's lines are taller than Helvetica's. */
export const ROWS_PER_PAGE = { en: 44, ar: 40 } as const;

/**
 * Pages laid out at a time by a streamed render (stream-render.ts): ~800–880 report rows, ~0.4 s of
 * an English render on a quiet core. A report of more pages than this streams; one of this many or
 * fewer (up to ~800 rows) is answered whole, with its Content-Length.
 */
export const STREAM_SLICE_PAGES = 20;

/** Rows in pages of `perPage`; the totals follow on a page of their own after the last rows. */
export function reportPages<T>(rows: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < rows.length; i += perPage) pages.push(rows.slice(i, i + perPage));
  return pages.length ? pages : [[]];
}

/** The report's planned pages: its row pages and the totals page, known before any layout. */
export const reportPageCount = (rows: number, lang: 'en' | 'ar') => Math.max(1, Math.ceil(rows / ROWS_PER_PAGE[lang])) + 1;

/** A report rendered in slices, streamed (more than one slice of pages), rather than answered whole. */
export const reportStreams = (rows: number, lang: 'en' | 'ar') => reportPageCount(rows, lang) > STREAM_SLICE_PAGES;
