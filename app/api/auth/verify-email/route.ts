// POST /api/auth/verify-email – the e-mail link's id and verifyToken; answers with the text to show
import { bffHandler } from '@/lib/bff/handler';
import { routeMethods } from '@/lib/bff/methods';
import { verifyEmail } from '@/lib/auth/email-verification';
import { verifyEmailSchema } from '@/lib/schemas/auth';

export const dynamic = 'force-dynamic';

const handler = bffHandler({ access: 'public', body: verifyEmailSchema, maxBytes: 8192 }, ({ body }) => verifyEmail(body));

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: handler });
