// GET /staff/invoices/{orderId}/pdf?lang=en|ar – a learner's order invoice (the one the learner opens at
// /{lang}/invoice/{id}/pdf) for a cashier or an admin in the staff area (issue 25; docs/api-contract.md
// 7.9). Any other staff role, a learner, or an order that does not exist: 404. Nobody logged in to the
// staff area: its log-in page.
import { staffPdfRoute } from '@/lib/staff/pdf-response';
import { staffInvoicePdf } from '@/lib/staff/use-cases';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export async function GET(req: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  return staffPdfRoute(req, (staff, lang) => staffInvoicePdf(staff, id, lang));
}
