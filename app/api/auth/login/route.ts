// POST /api/auth/login – exchange credentials for a sealed session
import { bffHandler } from '@/lib/bff/handler';
import { routeMethods } from '@/lib/bff/methods';
import { loginWithPassword } from '@/lib/auth/login';
import { loginSchema } from '@/lib/schemas/auth';

export const dynamic = 'force-dynamic';

const handler = bffHandler({ access: 'public', body: loginSchema, maxBytes: 4096 }, ({ body }) => loginWithPassword(body));

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: handler });
