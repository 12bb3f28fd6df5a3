// GET /{lang}/contract-request/id/{id}/pdf – D§7 contract/{id}/pdf/: the signed contract (no login, D§6)
import { signedContractPdf } from '@/lib/contracts/pdf';
import { contractPdfRoute } from '@/lib/contracts/pdf-response';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ lang: string; id: string }> };

export async function GET(req: Request, { params }: Context): Promise<Response> {
  const { lang, id } = await params;
  return contractPdfRoute(req, lang, id, signedContractPdf);
}
