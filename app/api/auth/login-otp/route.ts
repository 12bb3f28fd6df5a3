// POST /api/auth/login-otp – text a login code; the conversation's id stays in the session
import { bffHandler } from '@/lib/bff/handler';
import { routeMethods } from '@/lib/bff/methods';
import { dataResponse } from '@/lib/bff/respond';
import { OTP_SENT_NEUTRAL } from '@/lib/auth/pending';
import { requestLoginCode } from '@/lib/auth/request-login-code';
import { loginOtpSchema } from '@/lib/schemas/auth';

export const dynamic = 'force-dynamic';

const handler = bffHandler({ access: 'public', body: loginOtpSchema, maxBytes: 1024 }, async ({ body }) => {
  const sent = await requestLoginCode(body);
  // Nothing that varies with the number or the clock: a registered and an unknown number look alike.
  return sent.ok ? dataResponse(null, { message: OTP_SENT_NEUTRAL }) : sent;
});

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: handler });
