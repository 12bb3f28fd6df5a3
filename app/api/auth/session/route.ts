// GET /api/auth/session – the logged-in student's snapshot, or 401
import { bffHandler } from '@/lib/bff/handler';
import { routeMethods } from '@/lib/bff/methods';
import { appError, fail, ok } from '@/lib/errors/app-error';
import { isLoggedIn, readSession } from '@/lib/session';

export const dynamic = 'force-dynamic';

const handler = bffHandler({ access: 'public' }, async () => {
  const session = await readSession();
  return isLoggedIn(session) ? ok(session.user) : fail(appError('unauthorized'));
});

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ GET: handler });
