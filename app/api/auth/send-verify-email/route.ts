// POST /api/auth/send-verify-email – mail the logged-in student a verification link
import { bffErrors, dataResponse } from '@/lib/bff/error-envelope';
import { clientAddress, rejectCrossOrigin } from '@/lib/bff/guard';
import { upstreamFailure } from '@/lib/auth/route-helpers';
import { VERIFICATION_SEND_FAILED } from '@/lib/auth/texts';
import { getSession, isLoggedIn } from '@/lib/session';
import { sendVerifyEmail } from '@/lib/upstream/auth';
import { UpstreamError } from '@/lib/upstream/errors';
import { isStudent } from '@/lib/upstream/user';

export const dynamic = 'force-dynamic';

export async function POST(req: Request): Promise<Response> {
  const crossOrigin = rejectCrossOrigin(req);
  if (crossOrigin) return crossOrigin;

  const session = await getSession();
  if (!isLoggedIn(session) || !isStudent(session.user)) return bffErrors.unauthorized();
  try {
    const { message } = await sendVerifyEmail({ token: session.token, forwardedFor: clientAddress(req) });
    return dataResponse(null, { message: message ?? 'Verification email sent' });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) session.destroy();
    return upstreamFailure(error, VERIFICATION_SEND_FAILED, {
      message: (message, status) => (status === 429 ? message : VERIFICATION_SEND_FAILED),
    });
  }
}
