// GET /{lang}/contract-request/id/{id}/pdf – D§7 contract/{id}/pdf/: the signed contract (no login, D§6)
import { pdfDownload } from '@/lib/bff/pdf-download';
import { signedContractPdf } from '@/lib/contracts/pdf';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ lang: string; id: string }> };

export async function GET(req: Request, { params }: Context): Promise<Response> {
  const { lang, id } = await params;
  const token = decodeURIComponent(id);
  return pdfDownload(req, lang, (locale) => ({
    access: 'public',
    back: `/${locale}/contract-request/id/${encodeURIComponent(token)}`,
    render: () => signedContractPdf(token, locale),
  }));
}
