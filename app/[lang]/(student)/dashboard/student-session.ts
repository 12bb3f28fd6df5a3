import 'server-only';
import { redirect } from 'next/navigation';
import { loginPath } from '@/lib/i18n/guard';
import type { Locale } from '@/lib/i18n/routing';
import { isLoggedIn, readSession, type SessionUser } from '@/lib/session';

/** The logged-in student, or off to login. Middleware already guards; a page never relies on it alone. */
export async function requireStudent(lang: Locale, path: string): Promise<{ token: string; user: SessionUser }> {
  const session = await readSession();
  if (!isLoggedIn(session)) redirect(loginPath(lang, `/${lang}${path}`));
  return { token: session.token, user: session.user };
}
