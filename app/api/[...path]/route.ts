// ANY /api/* – the allow-listed proxy to the driving-centre API (lib/bff/proxy-table.ts)
import type { NextRequest } from 'next/server';
import { bffErrors } from '@/lib/bff/error-envelope';
import { rejectCrossOrigin } from '@/lib/bff/guard';
import { proxyToUpstream } from '@/lib/bff/proxy';
import { matchProxyRoute } from '@/lib/bff/proxy-table';
import { getSession, isLoggedIn } from '@/lib/session';
import { isStudent } from '@/lib/upstream/user';

export const dynamic = 'force-dynamic';

async function handle(req: NextRequest): Promise<Response> {
  // The CSRF wall comes first, so a foreign page cannot even probe which paths exist.
  const crossOrigin = rejectCrossOrigin(req);
  if (crossOrigin) return crossOrigin;

  // The raw (still percent-encoded) path: an encoded '/' or '..' can never match a table entry.
  const path = req.nextUrl.pathname.replace(/^\/api(?=\/)/, '');
  const match = matchProxyRoute(req.method, path);
  if (!match) return bffErrors.notFound();

  const session = await getSession();
  const student = isLoggedIn(session) && isStudent(session.user);
  if (match.entry.access === 'student' && !student) return bffErrors.unauthorized();

  return proxyToUpstream(req, {
    path,
    search: req.nextUrl.search,
    token: student ? session.token : undefined,
    onUnauthorized: () => session.destroy(),
  });
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
