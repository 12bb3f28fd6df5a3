import 'server-only';
import { appError, fail, ok, type Result } from '@/lib/errors/app-error';
import type { LoginValues } from '@/lib/schemas/auth';
import { toLoginPayload } from '@/lib/schemas/auth';
import { getSession, startSession, type SessionUser } from '@/lib/session';
import { login as upstreamLogin, logout as upstreamLogout } from '@/lib/upstream/auth';
import { clientContext } from '@/lib/upstream/context';
import { attempt } from '@/lib/upstream/result';
import { registrationFinished } from '@/lib/domain/registration';
import { isStudent, toSessionUser } from '@/lib/upstream/user';

// Log in with the phone number and password (R§4, R§6). Only students get a session.

/**
 * What a login answers: the session's snapshot, and whether registration is finished, read from the
 * login's own answer so the landing needs no second call. Kept out of the session on purpose: the
 * stage moves on while the session lives, so nothing may later rely on a copy of it.
 */
export type LoggedIn = SessionUser & { registered: boolean };

export async function loginWithPassword(values: LoginValues): Promise<Result<LoggedIn>> {
  const ctx = await clientContext();
  const answer = await attempt(() => upstreamLogin(toLoginPayload(values), ctx));
  // A failed login is not a logout (R§4): the current session, if any, is left alone.
  if (!answer.ok) return answer;
  return establish(answer.value, ctx);
}

/** The common end of every login path: staff are refused as a wrong password would be (R§6). */
export async function establish(
  { user, token }: { user: Parameters<typeof toSessionUser>[0]; token: string },
  ctx: { clientIp?: string | null },
): Promise<Result<LoggedIn>> {
  if (!isStudent(user)) {
    // Their fresh token is revoked unused.
    await upstreamLogout({ token, clientIp: ctx.clientIp }).catch(() => undefined);
    return fail<LoggedIn>(appError('invalid_credentials'));
  }
  const snapshot = toSessionUser(user);
  await startSession(await getSession(), { token, user: snapshot });
  return ok({ ...snapshot, registered: registrationFinished(user.currentStage) });
}
