import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { bffHandler, type Access } from './handler';
import { errorFor } from './respond';

// The one body of the ten D§2 PDF pages (/{lang}/invoice/{id}/pdf, /{lang}/contract/{id}/pdf …):
// the session checked again, the PDF as a download with its name, never cached. When it cannot be
// made (the API down or failing, a document that is not theirs, the render queue full) a script gets
// the JSON envelope, but a person who followed the link goes back to the page it came from with
// ?pdf=failed, where that page says D§8's 'Failed to download pdf' in their language.

export interface PdfFile {
  pdf: Uint8Array;
  filename: string;
}

export interface PdfDownload {
  /** The page the link lives on, in this language (`/en/dashboard/documents`). */
  back: string;
  render: () => Promise<Result<PdfFile>>;
  /** Who may download: the learner (default), or anyone holding the link (a contract to sign, D§6). */
  access?: Access;
}

export const PDF_FAILED_PARAM = 'pdf';
export const PDF_FAILED_VALUE = 'failed';

const wantsPage = (req: Request) => req.headers.get('accept')?.includes('text/html') ?? false;

export async function pdfDownload(req: Request, lang: string, download: (lang: Locale) => PdfDownload): Promise<Response> {
  if (!isLocale(lang)) return errorFor('not_found');
  const { back, render, access = 'student' } = download(lang);
  const res = await bffHandler({ access }, async () => {
    const made = await render();
    if (!made.ok) return made;
    const { pdf, filename } = made.value;
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
  if (res.ok || !wantsPage(req)) return res;
  const location = `${back}?${new URLSearchParams({ [PDF_FAILED_PARAM]: PDF_FAILED_VALUE })}`;
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

/** Whether a page was reached by a failed download (its `searchParams`). */
export const cameBackFromFailedPdf = (query: Record<string, string | string[] | undefined>) => query[PDF_FAILED_PARAM] === PDF_FAILED_VALUE;
