// POST /api/auth/reset-password – the texted code and a new password, against the session's reset token
import { bffHandler } from '@/lib/bff/handler';
import { routeMethods } from '@/lib/bff/methods';
import { resetPassword } from '@/lib/auth/reset-password';
import { resetPasswordSchema } from '@/lib/schemas/auth';

export const dynamic = 'force-dynamic';

const handler = bffHandler({ access: 'public', body: resetPasswordSchema, maxBytes: 2048 }, ({ body }) => resetPassword(body));

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: handler });
