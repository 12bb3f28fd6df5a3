// POST /api/auth/login-otp – text a login code; the upstream's conversation id stays in the session
import { dataResponse } from '@/lib/bff/error-envelope';
import { clientAddress, rejectCrossOrigin } from '@/lib/bff/guard';
import { parseUsername, usernameBodySchema } from '@/lib/auth/phone-username';
import { invalidBody, readJsonBody, upstreamFailure } from '@/lib/auth/route-helpers';
import { OTP_SENT_NEUTRAL, RESEND_FAILED } from '@/lib/auth/texts';
import { toUsername } from '@/lib/domain/phone';
import { getSession } from '@/lib/session';
import { loginOtp } from '@/lib/upstream/auth';

export const dynamic = 'force-dynamic';

export async function POST(req: Request): Promise<Response> {
  const crossOrigin = rejectCrossOrigin(req);
  if (crossOrigin) return crossOrigin;

  const body = usernameBodySchema.safeParse(await readJsonBody(req));
  const phone = parseUsername(body.success ? body.data.username : undefined);
  if (!phone.success) return invalidBody(phone.error);
  const username = toUsername(phone.data);

  let sent: Awaited<ReturnType<typeof loginOtp>>;
  try {
    sent = await loginOtp({ username }, { forwardedFor: clientAddress(req) });
  } catch (error) {
    return upstreamFailure(error, RESEND_FAILED);
  }
  const session = await getSession();
  session.verify = { purpose: 'login-otp', resetJWTToken: sent.id, phoneNumber: username, otpExpiry: sent.otpExpiry, sentAt: Date.now() };
  await session.save();
  // Nothing that varies with the number or the clock: a registered and an unknown number look alike.
  return dataResponse(null, { message: OTP_SENT_NEUTRAL });
}
