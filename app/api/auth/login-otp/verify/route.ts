// POST /api/auth/login-otp/verify – the texted code for a sealed session (students only)
import { bffErrors, dataResponse, errorResponse } from '@/lib/bff/error-envelope';
import { clientAddress, rejectCrossOrigin } from '@/lib/bff/guard';
import { invalidBody, readJsonBody, upstreamFailure } from '@/lib/auth/route-helpers';
import { OTP_EXPIRED } from '@/lib/auth/texts';
import { CONTACT_CSR, INVALID_CREDENTIALS } from '@/lib/errors/messages';
import { otpSchema } from '@/lib/schemas/auth';
import { getSession } from '@/lib/session';
import { loginOtpVerify, logout } from '@/lib/upstream/auth';
import { isStudent, toSessionUser } from '@/lib/upstream/user';

export const dynamic = 'force-dynamic';

export async function POST(req: Request): Promise<Response> {
  const crossOrigin = rejectCrossOrigin(req);
  if (crossOrigin) return crossOrigin;

  const body = otpSchema.safeParse(await readJsonBody(req));
  if (!body.success) return invalidBody(body.error);

  const session = await getSession();
  const pending = session.verify;
  // No login code is waiting: never asked, or the session that held it is gone.
  if (pending?.purpose !== 'login-otp') return errorResponse(410, OTP_EXPIRED);
  const forwardedFor = clientAddress(req);

  let result: Awaited<ReturnType<typeof loginOtpVerify>>;
  try {
    result = await loginOtpVerify({ id: pending.resetJWTToken, otp: body.data.otp }, { forwardedFor });
  } catch (error) {
    // 400 'Invalid OTP', 410 expired and 429 'Too many wrong attempts…' pass through as sent;
    // the CSR text too. A dead conversation (401) reads as an expired code.
    return upstreamFailure(error, INVALID_CREDENTIALS, {
      status: (status) => (status === 401 ? 410 : status),
      message: (message, status) => (status === 401 ? OTP_EXPIRED : status === 403 && message !== CONTACT_CSR ? INVALID_CREDENTIALS : message),
    });
  }

  delete session.verify;
  if (!isStudent(result.user)) {
    // R§6: staff get the wrong-password answer; the token they were issued is revoked unused.
    await session.save();
    await logout({ token: result.token, forwardedFor }).catch(() => undefined);
    return bffErrors.unauthorized(INVALID_CREDENTIALS);
  }
  session.token = result.token;
  session.user = toSessionUser(result.user);
  await session.save();
  return dataResponse(session.user);
}
