// GET /{lang}/preregistration-invoice/{id}/pdf – the learner's document as a PDF download (D§2)
import { issuedPdfRoute } from '@/lib/documents/pdf-response';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ lang: string; id: string }> };

export async function GET(req: Request, { params }: Context): Promise<Response> {
  const { lang, id } = await params;
  return issuedPdfRoute('preregistration-invoice', req, lang, { id });
}
