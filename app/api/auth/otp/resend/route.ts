// POST /api/auth/otp/resend – text a new code for the pending verification
import { dataResponse, errorResponse } from '@/lib/bff/error-envelope';
import { clientAddress, rejectCrossOrigin } from '@/lib/bff/guard';
import { RESEND_SECONDS, remainingSeconds } from '@/lib/domain/otp';
import { getSession } from '@/lib/session';
import { resendOtp } from '@/lib/upstream/auth';
import { UpstreamError } from '@/lib/upstream/errors';
import { NO_PENDING_STATUS, NO_PENDING_VERIFICATION, requestLang } from '../pending';

export const dynamic = 'force-dynamic';

const TOO_EARLY = 'Please wait before requesting a new code';

export async function POST(req: Request): Promise<Response> {
  const crossOrigin = rejectCrossOrigin(req);
  if (crossOrigin) return crossOrigin;

  const session = await getSession();
  const verify = session.verify;
  if (!verify) return errorResponse(NO_PENDING_STATUS, NO_PENDING_VERIFICATION);

  // R§4: resend is blocked while the countdown runs; the browser's button is not the only wall.
  const wait = remainingSeconds({ startedAt: verify.sentAt, now: Date.now(), total: RESEND_SECONDS });
  if (wait > 0) return errorResponse(429, TOO_EARLY, { headers: { 'retry-after': String(wait) } });

  let otpExpiry: string;
  try {
    ({ otpExpiry } = await resendOtp({ resetJWTToken: verify.resetJWTToken }, { forwardedFor: clientAddress(req), lang: requestLang(req) }));
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 401) {
      delete session.verify;
      await session.save();
      return errorResponse(NO_PENDING_STATUS, NO_PENDING_VERIFICATION);
    }
    return errorResponse(error.status, error.body.message ?? 'Unable to send OTP', {
      ...(error.retryAfter ? { headers: { 'retry-after': error.retryAfter } } : {}),
    });
  }

  const sentAt = Date.now();
  session.verify = { ...verify, otpExpiry, sentAt };
  await session.save();
  return dataResponse({ otpExpiry, sentAt });
}
