import type { Locale } from '@/lib/i18n/routing';
import { HeaderShell } from './header-shell';

/** The logged-out header, for prerendered pages (landing, not-found) that must not read cookies. */
export function PublicHeader({ lang, path }: { lang: Locale; path: string }) {
  return <HeaderShell lang={lang} path={path} user={null} />;
}
