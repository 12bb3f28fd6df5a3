// POST /api/auth/login-otp/verify – the texted code for a sealed session (students only)
import { bffHandler } from '@/lib/bff/handler';
import { routeMethods } from '@/lib/bff/methods';
import { loginWithCode } from '@/lib/auth/login-with-code';
import { otpSchema } from '@/lib/schemas/auth';

export const dynamic = 'force-dynamic';

const handler = bffHandler({ access: 'public', body: otpSchema, maxBytes: 1024 }, ({ body }) => loginWithCode(body));

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: handler });
