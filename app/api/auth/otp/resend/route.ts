// POST /api/auth/otp/resend – a new code for the session's pending conversation
import { bffHandler } from '@/lib/bff/handler';
import { routeMethods } from '@/lib/bff/methods';
import { resendCode } from '@/lib/auth/resend-code';

export const dynamic = 'force-dynamic';

const handler = bffHandler({ access: 'public' }, () => resendCode());

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: handler });
