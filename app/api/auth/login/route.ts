// POST /api/auth/login – exchange credentials for a sealed session
import { z } from 'zod';
import { bffErrors, dataResponse, errorResponse } from '@/lib/bff/error-envelope';
import { clientAddress, rejectCrossOrigin } from '@/lib/bff/guard';
import { INVALID_CREDENTIALS } from '@/lib/errors/messages';
import { getSession } from '@/lib/session';
import { login, logout } from '@/lib/upstream/auth';
import { UpstreamError } from '@/lib/upstream/errors';
import { isStudent, toSessionUser } from '@/lib/upstream/user';

export const dynamic = 'force-dynamic';

const credentialsSchema = z.object({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(128),
});

export async function POST(req: Request): Promise<Response> {
  const crossOrigin = rejectCrossOrigin(req);
  if (crossOrigin) return crossOrigin;

  // Credentials are a few dozen bytes; refuse to parse a megabyte of JSON for them.
  if (Number(req.headers.get('content-length') ?? 0) > 4096) return bffErrors.badRequest();
  const credentials = credentialsSchema.safeParse(await req.json().catch(() => null));
  if (!credentials.success) return bffErrors.badRequest();
  const forwardedFor = clientAddress(req);

  let result: Awaited<ReturnType<typeof login>>;
  try {
    result = await login(credentials.data, { forwardedFor });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // A failed login is not a logout (R§4): the current session, if any, is left alone.
    if (error.status === 401) return bffErrors.unauthorized(INVALID_CREDENTIALS);
    // 403 carries the CSR text, 429 the throttle: both pass through as sent.
    return errorResponse(error.status, error.body.message ?? INVALID_CREDENTIALS, {
      ...(error.body.errors ? { errors: error.body.errors } : {}),
      ...(error.retryAfter ? { headers: { 'retry-after': error.retryAfter } } : {}),
    });
  }

  if (!isStudent(result.user)) {
    // R§6: staff get the same answer as a wrong password; their fresh token is revoked unused.
    await logout({ token: result.token, forwardedFor }).catch(() => undefined);
    return bffErrors.unauthorized(INVALID_CREDENTIALS);
  }

  const user = toSessionUser(result.user);
  const session = await getSession();
  session.token = result.token;
  session.user = user;
  delete session.verify;
  await session.save();
  return dataResponse(user);
}
