import 'server-only';
import { pdfDownload, type PdfFile } from '@/lib/bff/pdf-download';
import type { Result } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/routing';

// The route of the contract link's two PDFs (D§7 contract/{id}/pdf/ and pdf-notsigned/), on the one PDF
// download body (lib/bff/pdf-download.ts): anyone holding the link may download (D§6); a failed download
// from the link goes back to the contract's page.

export function contractPdfRoute(
  req: Request,
  lang: string,
  id: string,
  render: (token: string, lang: Locale) => Promise<Result<PdfFile>>,
): Promise<Response> {
  const token = decodeURIComponent(id);
  return pdfDownload(req, lang, (locale) => ({
    access: 'public',
    back: `/${locale}/contract-request/id/${encodeURIComponent(token)}`,
    render: () => render(token, locale),
  }));
}
