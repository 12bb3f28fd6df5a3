import 'server-only';
import { ok, type Result } from '@/lib/errors/app-error';
import { endSession, getSession } from '@/lib/session';
import { logout as upstreamLogout } from '@/lib/upstream/auth';
import { clientContext } from '@/lib/upstream/context';

/**
 * Logout (R§2): the session ends everywhere (its id leaves the store, so a copied cookie dies too)
 * and the cookie goes, even when the upstream is down; the token is revoked upstream best-effort.
 */
export async function logout(): Promise<Result<null>> {
  const session = await getSession();
  const token = session.token;
  await endSession(session);
  if (token) {
    const { clientIp } = await clientContext();
    await upstreamLogout({ token, clientIp }).catch(() => undefined);
  }
  return ok(null);
}
