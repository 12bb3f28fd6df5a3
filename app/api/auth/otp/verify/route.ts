// POST /api/auth/otp/verify – the sign-up code: the account is created and the session sealed
import { bffHandler } from '@/lib/bff/handler';
import { routeMethods } from '@/lib/bff/methods';
import { verifySignupCode } from '@/lib/auth/verify-signup';
import { otpSchema } from '@/lib/schemas/auth';

export const dynamic = 'force-dynamic';

const handler = bffHandler({ access: 'public', body: otpSchema, maxBytes: 1024 }, ({ body }) => verifySignupCode(body));

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: handler });
