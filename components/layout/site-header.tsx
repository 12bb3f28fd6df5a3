import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { PATH_HEADER } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { viewer } from '@/lib/auth/viewer';
import { HeaderShell } from './header-shell';

/**
 * The header for pages rendered per request: reads the session, so it makes the page dynamic.
 * Prerendered pages use <PublicHeader> instead. `actions` is the slot for the logged-in menu
 * (bell, account link, logout) built elsewhere.
 */
export async function SiteHeader({ lang, path, actions }: { lang: Locale; path?: string; actions?: ReactNode }) {
  const who = await viewer();
  const user = who ? { name: who.name, studentId: who.studentId, email: who.email } : null;
  const current = path ?? (await headers()).get(PATH_HEADER) ?? `/${lang}`;
  return <HeaderShell lang={lang} path={current} user={user} actions={actions} />;
}
