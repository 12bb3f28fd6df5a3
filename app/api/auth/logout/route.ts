// POST /api/auth/logout – revoke the token upstream (best-effort) and destroy the session
import { dataResponse } from '@/lib/bff/error-envelope';
import { clientAddress, rejectCrossOrigin } from '@/lib/bff/guard';
import { getSession } from '@/lib/session';
import { logout } from '@/lib/upstream/auth';

export const dynamic = 'force-dynamic';

export async function POST(req: Request): Promise<Response> {
  const crossOrigin = rejectCrossOrigin(req);
  if (crossOrigin) return crossOrigin;

  const session = await getSession();
  const token = session.token;
  // The cookie goes regardless: a person who pressed "log out" must end up logged out even
  // when the upstream is down or the token already expired.
  session.destroy();
  if (token) await logout({ token, forwardedFor: clientAddress(req) }).catch(() => undefined);
  return dataResponse(null, { message: 'Logged out' });
}
