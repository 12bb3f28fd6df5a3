// GET /{lang}/invoice/{id}/pdf – the learner's invoice as a PDF download (D§2, R§9 invoice-{id}.pdf)
import { bffHandler } from '@/lib/bff/handler';
import { errorFor } from '@/lib/bff/respond';
import { isLocale } from '@/lib/i18n/routing';
import { invoicePdf } from '@/lib/payments/invoice-pdf';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ lang: string; id: string }> };

export async function GET(req: Request, { params }: Context): Promise<Response> {
  const { lang, id } = await params;
  if (!isLocale(lang)) return errorFor('not_found');
  // bffHandler checks the session again (middleware sends a visitor to login first)
  return bffHandler({ access: 'student' }, async () => {
    const pdf = await invoicePdf(id, lang);
    if (!pdf.ok) {
      // a person who followed the download link goes back to the details with D§8's words, not to JSON
      if (req.headers.get('accept')?.includes('text/html')) {
        const back = `/${lang}/dashboard/payments/${encodeURIComponent(id)}?pdf=failed`;
        return new Response(null, { status: 303, headers: { location: back, 'cache-control': 'no-store' } });
      }
      return pdf;
    }
    return new Response(pdf.value as BodyInit, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="invoice-${id}.pdf"`,
        'content-length': String(pdf.value.byteLength),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  })(req);
}
