// POST /api/auth/forgot-password – text a reset code (role student); the reset token stays in the session
import { bffHandler } from '@/lib/bff/handler';
import { routeMethods } from '@/lib/bff/methods';
import { dataResponse } from '@/lib/bff/respond';
import { requestPasswordReset } from '@/lib/auth/request-password-reset';
import { OTP_SENT_NEUTRAL } from '@/lib/auth/pending';
import { forgotPasswordSchema } from '@/lib/schemas/auth';

export const dynamic = 'force-dynamic';

const handler = bffHandler({ access: 'public', body: forgotPasswordSchema, maxBytes: 1024 }, async ({ body }) => {
  const sent = await requestPasswordReset(body);
  // Identical for a registered and an unknown number: no token, no expiry, no clock.
  return sent.ok ? dataResponse(null, { message: OTP_SENT_NEUTRAL }) : sent;
});

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: handler });
