// GET /api/auth/session – the logged-in student's snapshot, or 401
import { bffErrors, dataResponse } from '@/lib/bff/error-envelope';
import { isLoggedIn, readSession } from '@/lib/session';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const session = await readSession();
  if (!isLoggedIn(session)) return bffErrors.unauthorized();
  return dataResponse(session.user);
}
