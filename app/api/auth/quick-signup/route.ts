// PUT /api/auth/quick-signup – a pre-registered student completes registration; the session snapshot follows
import { bffErrors, dataResponse } from '@/lib/bff/error-envelope';
import { clientAddress, rejectCrossOrigin } from '@/lib/bff/guard';
import { invalidBody, readJsonBody, upstreamFailure } from '@/lib/auth/route-helpers';
import { isStartingCode } from '@/lib/domain/phone';
import { INVALID_DATA } from '@/lib/errors/messages';
import { makeQuickSignupSchema, toQuickRegisterPayload } from '@/lib/schemas/signup';
import { getSession, isLoggedIn } from '@/lib/session';
import { getProfile, preRegister } from '@/lib/upstream/profile';
import { UpstreamError } from '@/lib/upstream/errors';
import { isStudent, toSessionUser } from '@/lib/upstream/user';

export const dynamic = 'force-dynamic';

export async function PUT(req: Request): Promise<Response> {
  const crossOrigin = rejectCrossOrigin(req);
  if (crossOrigin) return crossOrigin;

  const session = await getSession();
  if (!isLoggedIn(session) || !isStudent(session.user)) return bffErrors.unauthorized();
  const ctx = { token: session.token, forwardedFor: clientAddress(req) };
  const raw = await readJsonBody(req);

  try {
    // R§2: the e-mail and the phone prefix are locked; they come from the profile, not the browser.
    const profile = await getProfile(ctx);
    const first = profile.phones.firstNumber;
    const locked = {
      email: profile.email,
      ...(isStartingCode(first.startingCode) ? { countryCode: first.countryCode, startingCode: first.startingCode } : {}),
    };
    const values = makeQuickSignupSchema({ now: new Date() }).safeParse({ ...(raw && typeof raw === 'object' ? raw : {}), ...locked });
    if (!values.success) return invalidBody(values.error);

    const user = await preRegister({ ...toQuickRegisterPayload(values.data) }, ctx);
    // The guard reads nationality from the snapshot: without a fresh one the user would bounce back here.
    session.user = toSessionUser(user);
    await session.save();
    return dataResponse(session.user);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) session.destroy();
    return upstreamFailure(error, INVALID_DATA);
  }
}
