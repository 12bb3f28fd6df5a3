// POST /api/auth/reset-password – the texted code and a new password, against the session's reset token
import { dataResponse, errorResponse } from '@/lib/bff/error-envelope';
import { clientAddress, rejectCrossOrigin } from '@/lib/bff/guard';
import { invalidBody, readJsonBody, upstreamFailure } from '@/lib/auth/route-helpers';
import { OTP_EXPIRED, PASSWORD_RESET_DONE, RESET_FAILED } from '@/lib/auth/texts';
import { resetPasswordSchema } from '@/lib/schemas/auth';
import { getSession } from '@/lib/session';
import { resetPassword } from '@/lib/upstream/auth';

export const dynamic = 'force-dynamic';

export async function POST(req: Request): Promise<Response> {
  const crossOrigin = rejectCrossOrigin(req);
  if (crossOrigin) return crossOrigin;

  const body = resetPasswordSchema.safeParse(await readJsonBody(req));
  if (!body.success) return invalidBody(body.error);

  const session = await getSession();
  const pending = session.verify;
  if (pending?.purpose !== 'forgot-password') return errorResponse(410, OTP_EXPIRED);

  let result: Awaited<ReturnType<typeof resetPassword>>;
  try {
    result = await resetPassword({ resetJWTToken: pending.resetJWTToken, ...body.data }, { forwardedFor: clientAddress(req) });
  } catch (error) {
    // A dead reset token (401) reads as an expired code, not as "your session ended".
    return upstreamFailure(error, RESET_FAILED, {
      status: (status) => (status === 401 ? 410 : status),
      message: (message, status) => (status === 401 ? OTP_EXPIRED : message),
    });
  }
  delete session.verify;
  await session.save();
  return dataResponse(null, { message: result.message ?? PASSWORD_RESET_DONE });
}
