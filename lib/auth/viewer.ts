import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { loginPath } from '@/lib/i18n/guard';
import { PATH_HEADER } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { isStudentSession, readSession, type PendingVerification, type SessionUser } from '@/lib/session';
import { pendingView, type PendingView } from './pending';

// Who is looking at the page: the session's user snapshot, read once per request. Never the token
// (lib/upstream reads that itself).

export const viewer = cache(async (): Promise<SessionUser | null> => {
  const session = await readSession();
  return isStudentSession(session) ? session.user : null;
});

/** The logged-in student, or off to login with the page they wanted. Middleware guards too; this is the second wall. */
export async function requireStudent(lang: Locale): Promise<SessionUser> {
  const user = await viewer();
  if (!user) redirect(loginPath(lang, (await headers()).get(PATH_HEADER) ?? `/${lang}/dashboard`));
  return user;
}

/** The code waiting in this browser's session for `purpose`, as a page may show it (never its token). */
export async function pendingCode(purpose: PendingVerification['purpose']): Promise<PendingView | null> {
  const { verify } = await readSession();
  return verify?.purpose === purpose ? pendingView(verify) : null;
}
