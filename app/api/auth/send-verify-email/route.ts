// POST /api/auth/send-verify-email – mail the logged-in student a verification link
import { bffHandler } from '@/lib/bff/handler';
import { routeMethods } from '@/lib/bff/methods';
import { sendVerificationEmail } from '@/lib/auth/email-verification';

export const dynamic = 'force-dynamic';

const handler = bffHandler({ access: 'student' }, () => sendVerificationEmail());

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: handler });
