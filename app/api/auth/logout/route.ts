// POST /api/auth/logout – end the session everywhere and revoke the token upstream (best-effort)
import { bffHandler } from '@/lib/bff/handler';
import { routeMethods } from '@/lib/bff/methods';
import { logout } from '@/lib/auth/logout';

export const dynamic = 'force-dynamic';

const handler = bffHandler({ access: 'public' }, () => logout());

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: handler });
