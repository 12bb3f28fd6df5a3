// POST /api/auth/otp/verify – check the pending sign-up code and seal the student's session
import { z } from 'zod';
import { bffErrors, dataResponse, errorResponse } from '@/lib/bff/error-envelope';
import { clientAddress, rejectCrossOrigin } from '@/lib/bff/guard';
import { INVALID_DATA } from '@/lib/errors/messages';
import { otpSchema } from '@/lib/schemas/auth';
import { getSession } from '@/lib/session';
import { verifyOtp } from '@/lib/upstream/auth';
import { UpstreamError } from '@/lib/upstream/errors';
import { toSessionUser } from '@/lib/upstream/user';
import { NO_PENDING_STATUS, requestLang } from '../pending';

export const dynamic = 'force-dynamic';

/** The flows whose code is checked by verify-otp (login by OTP and password reset have their own). */
const PURPOSES = new Set(['signup', 'quick-signup']);
const bodySchema = z.object({ otp: z.string() });
/** Nothing (left) to verify against: the conversation ended or the session expired. */
const EXPIRED = 'OTP has expired';

export async function POST(req: Request): Promise<Response> {
  const crossOrigin = rejectCrossOrigin(req);
  if (crossOrigin) return crossOrigin;

  const body = bodySchema.safeParse(await req.json().catch(() => null));
  if (!body.success) return bffErrors.badRequest();
  const otp = otpSchema.safeParse(body.data);
  if (!otp.success) return errorResponse(400, 'OTP should have 6 digits', { errors: [{ field: 'otp' }] });

  const session = await getSession();
  const verify = session.verify;
  if (!verify || !PURPOSES.has(verify.purpose)) return errorResponse(NO_PENDING_STATUS, EXPIRED);

  let result: Awaited<ReturnType<typeof verifyOtp>>;
  try {
    result = await verifyOtp(
      { resetJWTToken: verify.resetJWTToken, otp: otp.data.otp },
      { forwardedFor: clientAddress(req), lang: requestLang(req) },
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 401) {
      // The reset token is dead (expired or unknown): nothing left to verify against.
      delete session.verify;
      await session.save();
      return errorResponse(NO_PENDING_STATUS, EXPIRED);
    }
    // 400 'Invalid OTP', 410 'OTP has expired', 429 too many attempts: shown under the field.
    return errorResponse(error.status, error.body.message ?? INVALID_DATA, {
      ...(error.retryAfter ? { headers: { 'retry-after': error.retryAfter } } : {}),
    });
  }

  const user = toSessionUser(result.user);
  session.token = result.token;
  session.user = user;
  delete session.verify;
  await session.save();
  return dataResponse(user);
}
