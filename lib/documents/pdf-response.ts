import 'server-only';
import { pdfDownload } from '@/lib/bff/pdf-download';
import { issuedPdf } from './issued-pdf';
import type { IssuedPage, IssuedPageKey } from './issued-pages';

// The route of the issued documents' PDF pages, on the one PDF download body (lib/bff/pdf-download.ts):
// another learner's document is 404; a failed download from the link goes back to Documents.

export function issuedPdfRoute(page: IssuedPage, req: Request, lang: string, key: IssuedPageKey): Promise<Response> {
  return pdfDownload(req, lang, (locale) => ({ back: `/${locale}/dashboard/documents`, render: () => issuedPdf(page, key, locale) }));
}

/** The query of a page whose D§2 path has no id. */
export function queryKey(req: Request): IssuedPageKey {
  const q = new URL(req.url).searchParams;
  const pick = (name: string) => q.get(name) ?? undefined;
  const key: IssuedPageKey = {};
  for (const name of ['id', 'courseId', 'invoiceNumber'] as const) {
    const v = pick(name);
    if (v) key[name] = v;
  }
  return key;
}
