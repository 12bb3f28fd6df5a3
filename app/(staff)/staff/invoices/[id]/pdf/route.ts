// GET /staff/invoices/{orderId}/pdf?lang=en|ar – a learner's order invoice (the one the learner opens at
// /{lang}/invoice/{id}/pdf) for a cashier or an admin in the staff area (issue 25; docs/api-contract.md
// 7.9). Any other staff role, a learner, or an order that does not exist: 404. Nobody logged in to the
// staff area: its log-in page.
import { langOf } from '@/lib/staff/reports';
import { staffInvoicePdf, staffViewer } from '@/lib/staff/use-cases';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' };
const notFound = () => new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', ...NO_STORE } });

type Context = { params: Promise<{ id: string }> };

export async function GET(req: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  const url = new URL(req.url);
  const lang = langOf(url.searchParams.get('lang'));
  const { staff, learner } = await staffViewer();
  if (!staff) {
    if (learner) return notFound();
    return new Response(null, {
      status: 303,
      headers: { location: `/staff/login?${new URLSearchParams({ lang, next: `${url.pathname}${url.search}` })}`, ...NO_STORE },
    });
  }
  const made = await staffInvoicePdf(staff, id, lang);
  if (made === 'not-found') return notFound();
  if (made === 'busy') return new Response('Busy, please try again in a moment.', { status: 503, headers: { 'retry-after': '5', ...NO_STORE } });
  return new Response(made.pdf as BodyInit, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${made.filename}"`,
      'content-length': String(made.pdf.byteLength),
      ...NO_STORE,
    },
  });
}
