// GET /api/auth/otp/status – the pending verification as the OTP screen may see it, or 404
import { bffErrors, dataResponse } from '@/lib/bff/error-envelope';
import { readSession } from '@/lib/session';
import { pendingView } from '../pending';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const { verify } = await readSession();
  if (!verify) return bffErrors.notFound();
  return dataResponse(pendingView(verify));
}
