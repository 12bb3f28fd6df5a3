// POST /api/auth/verify-email – the e-mail link's id and verifyToken; answers with the text to show
import * as z from 'zod';
import { dataResponse, errorResponse } from '@/lib/bff/error-envelope';
import { clientAddress, rejectCrossOrigin } from '@/lib/bff/guard';
import { readJsonBody, upstreamFailure } from '@/lib/auth/route-helpers';
import { EMAIL_VERIFICATION_FAILED } from '@/lib/auth/texts';
import { verifyEmail } from '@/lib/upstream/auth';

export const dynamic = 'force-dynamic';

const bodySchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/),
  verifyToken: z.string().min(1).max(4096),
});

export async function POST(req: Request): Promise<Response> {
  const crossOrigin = rejectCrossOrigin(req);
  if (crossOrigin) return crossOrigin;

  const body = bodySchema.safeParse(await readJsonBody(req));
  if (!body.success) return errorResponse(400, EMAIL_VERIFICATION_FAILED);
  try {
    const { message } = await verifyEmail(body.data, { forwardedFor: clientAddress(req) });
    return dataResponse({ message }, { message });
  } catch (error) {
    // R§8: any refusal of the link reads 'Email Verification Failed'; throttles and outages keep their own words.
    return upstreamFailure(error, EMAIL_VERIFICATION_FAILED, {
      message: (message, status) => (status < 429 ? EMAIL_VERIFICATION_FAILED : message),
    });
  }
}
