import 'server-only';
import { appError, fail, ok, type Result } from '@/lib/errors/app-error';
import { getSession, isLoggedIn } from '@/lib/session';
import { sendVerifyEmail, verifyEmail as upstreamVerify } from '@/lib/upstream/auth';
import { clientContext, requestContext } from '@/lib/upstream/context';
import { attempt } from '@/lib/upstream/result';

// E-mail verification (R§2, R§7): the logged-in student asks for a link; the link's page confirms it.

/** 'Send verification email' on My Account. */
export async function sendVerificationEmail(): Promise<Result<{ message: string | undefined }>> {
  const session = await getSession();
  if (!isLoggedIn(session)) return fail(appError('unauthorized'));
  return attempt(async () => sendVerifyEmail({ ...(await requestContext()), token: session.token }));
}

export interface VerifyEmailInput {
  id: string;
  verifyToken: string;
}

/** The link's id and verifyToken; any refusal of the link reads 'Email Verification Failed' (R§8). */
export async function verifyEmail(input: VerifyEmailInput): Promise<Result<{ message: string }>> {
  const answer = await attempt(async () => upstreamVerify(input, await clientContext()));
  if (answer.ok) return ok(answer.value);
  // Throttles and outages keep their own words; everything else is the spec's one text.
  if (answer.error.status === 429 || answer.error.status >= 500) return answer;
  return fail(appError('email_verification_failed'));
}
