// POST /api/auth/forgot-password – text a reset code (role student); the reset token stays in the session
import * as z from 'zod';
import { dataResponse } from '@/lib/bff/error-envelope';
import { clientAddress, rejectCrossOrigin } from '@/lib/bff/guard';
import { parseUsername } from '@/lib/auth/phone-username';
import { invalidBody, readJsonBody, upstreamFailure } from '@/lib/auth/route-helpers';
import { FORGOT_FAILED, OTP_SENT_NEUTRAL } from '@/lib/auth/texts';
import { toUsername } from '@/lib/domain/phone';
import { getSession } from '@/lib/session';
import { forgotPassword } from '@/lib/upstream/auth';

export const dynamic = 'force-dynamic';

const bodySchema = z.object({ phone: z.string().max(32) });

export async function POST(req: Request): Promise<Response> {
  const crossOrigin = rejectCrossOrigin(req);
  if (crossOrigin) return crossOrigin;

  const body = bodySchema.safeParse(await readJsonBody(req));
  const parsed = parseUsername(body.success ? body.data.phone : undefined);
  if (!parsed.success) return invalidBody(parsed.error);
  const phone = toUsername(parsed.data);

  let sent: Awaited<ReturnType<typeof forgotPassword>>;
  try {
    sent = await forgotPassword({ phone }, { forwardedFor: clientAddress(req) });
  } catch (error) {
    return upstreamFailure(error, FORGOT_FAILED);
  }
  const session = await getSession();
  session.verify = {
    purpose: 'forgot-password',
    resetJWTToken: sent.resetJWTToken,
    phoneNumber: phone,
    otpExpiry: sent.otpExpiry,
    sentAt: Date.now(),
  };
  await session.save();
  // Identical for a registered and an unknown number: no token, no expiry, no clock.
  return dataResponse(null, { message: OTP_SENT_NEUTRAL });
}
