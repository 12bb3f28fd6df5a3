// PUT /api/auth/quick-signup – a pre-registered student completes registration; the session snapshot follows
import { bffHandler } from '@/lib/bff/handler';
import { routeMethods } from '@/lib/bff/methods';
import { completeQuickSignup } from '@/lib/auth/quick-signup';
import { makeQuickSignupSchema } from '@/lib/schemas/signup';

export const dynamic = 'force-dynamic';

const handler = bffHandler({ access: 'student', body: () => makeQuickSignupSchema({ now: new Date() }), maxBytes: 8192 }, ({ body }) =>
  completeQuickSignup(body),
);

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ PUT: handler });
