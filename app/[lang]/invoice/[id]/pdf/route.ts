// GET /{lang}/invoice/{id}/pdf – the learner's invoice as a PDF download (D§2, R§9 invoice-{id}.pdf)
import { pdfDownload } from '@/lib/bff/pdf-download';
import { invoicePdf } from '@/lib/payments/invoice-pdf';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ lang: string; id: string }> };

export async function GET(req: Request, { params }: Context): Promise<Response> {
  const { lang, id } = await params;
  // a failed download from the link goes back to the payment's details
  return pdfDownload(req, lang, (locale) => ({
    back: `/${locale}/dashboard/payments/${encodeURIComponent(id)}`,
    render: () => invoicePdf(id, locale),
  }));
}
