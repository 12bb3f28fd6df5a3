// Hand pagination of a document's table (react-pdf's own page breaks are superlinear). Pure, so
// tests plan pages without loading react-pdf.

/** Rows on the first page (under the header) and on each later one (Arabic rows are the taller). */
export const ROWS_FIRST_PAGE = 9;
export const ROWS_PER_PAGE = 20;

/**
 * The lines page by page. The totals go on the last page with some rows (never alone when it can be
 * helped): when they do not fit under its rows, the last rows move to a page of their own with them.
 * A total row is about 0.8 of a line row, the grand total and its margin about 3. `firstPage`: rows
 * the first page holds under its header (the invoice's nine facts leave room for nine).
 */
export function paginate<T>(items: readonly T[], totalsRows: number, firstPage = ROWS_FIRST_PAGE): T[][] {
  const cap = (page: number) => (page === 0 ? firstPage : ROWS_PER_PAGE);
  const pages: T[][] = [];
  let i = 0;
  do {
    const n = cap(pages.length);
    pages.push(items.slice(i, i + n));
    i += n;
  } while (i < items.length);
  const last = pages.length - 1;
  const over = pages[last]!.length + Math.ceil(totalsRows * 0.8 + 3) - cap(last);
  // a page is never left with an empty table: one row at least stays (with a single row, the totals,
  // kept whole, go to the next page only if they truly do not fit; the footer counts pages drawn)
  const move = Math.min(over, pages[last]!.length - 1);
  if (move > 0) pages.push(pages[last]!.splice(pages[last]!.length - move));
  return pages;
}
