// GET /staff/documents/{id}/pdf?lang=en|ar – a learner's issued document (invoice, contract, refund …) as a PDF,
// for a cashier or an admin in the staff area (docs/api-contract.md "Issued documents"). Any other staff role,
// a learner, or a number that does not exist: 404. Nobody logged in to the staff area: its log-in page.
import { staffPdfRoute } from '@/lib/staff/pdf-response';
import { staffDocumentPdf } from '@/lib/staff/use-cases';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export async function GET(req: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  return staffPdfRoute(req, (staff, lang) => staffDocumentPdf(staff, id, lang));
}
