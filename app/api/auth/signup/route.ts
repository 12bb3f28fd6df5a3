// POST /api/auth/signup – a pending registration upstream; the OTP conversation stays in the session
import { bffHandler } from '@/lib/bff/handler';
import { routeMethods } from '@/lib/bff/methods';
import { signup } from '@/lib/auth/signup';
import { makeSignupSchema } from '@/lib/schemas/signup';

export const dynamic = 'force-dynamic';

const handler = bffHandler({ access: 'public', body: () => makeSignupSchema({ now: new Date() }), maxBytes: 8192 }, ({ body }) => signup(body));

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: handler });
