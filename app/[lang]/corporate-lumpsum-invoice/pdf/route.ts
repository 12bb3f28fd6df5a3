// GET /{lang}/corporate-lumpsum-invoice/pdf?id – the learner's document as a PDF download (D§2; the query names it as D§7's call does)
import { issuedPdfRoute, queryKey } from '@/lib/documents/pdf-response';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ lang: string }> };

export async function GET(req: Request, { params }: Context): Promise<Response> {
  const { lang } = await params;
  return issuedPdfRoute('corporate-lumpsum-invoice', req, lang, queryKey(req));
}
