import 'server-only';
import { bffHandler } from '@/lib/bff/handler';
import { errorFor } from '@/lib/bff/respond';
import { isLocale } from '@/lib/i18n/routing';
import { issuedPdf } from './issued-pdf';
import type { IssuedPage, IssuedPageKey } from './issued-pages';

// The one route handler body of the issued documents' PDF pages: the session checked again, the PDF
// as a download with its name, never cached; another learner's document is 404.

export function issuedPdfRoute(page: IssuedPage, req: Request, lang: string, key: IssuedPageKey): Promise<Response> {
  if (!isLocale(lang)) return Promise.resolve(errorFor('not_found'));
  return bffHandler({ access: 'student' }, async () => {
    const result = await issuedPdf(page, key, lang);
    if (!result.ok) return result;
    const { pdf, filename } = result.value;
    return new Response(pdf as BodyInit, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${filename}"`,
        'content-length': String(pdf.byteLength),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  })(req);
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
