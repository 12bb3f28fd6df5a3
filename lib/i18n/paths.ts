import { defaultLocale, isLocale, locales, type Locale } from './routing';

// Pure helpers for language-prefixed URLs: the language switch and hreflang alternates.

/** Request header (set by middleware) with the external path + query, for the language switch. */
export const PATH_HEADER = 'x-portal-path';

/** The same page in `target`: swaps (or adds) the language segment, keeps the query. */
export function switchLocalePath(currentPath: string, target: Locale): string {
  const [pathPart = '/', query] = splitQuery(currentPath);
  const segments = pathPart.split('/').filter(Boolean);
  if (segments.length > 0 && isLocale(segments[0])) segments.shift();
  const path = `/${[target, ...segments].join('/')}`;
  return query ? `${path}?${query}` : path;
}

function splitQuery(value: string): [string, string | undefined] {
  const withoutHash = value.split('#')[0] ?? '';
  const index = withoutHash.indexOf('?');
  if (index === -1) return [withoutHash || '/', undefined];
  return [withoutHash.slice(0, index) || '/', withoutHash.slice(index + 1) || undefined];
}

/** `${siteUrl}/${locale}${path}` without a double slash or a trailing one. */
export function absoluteUrl(siteUrl: string, locale: Locale, path = ''): string {
  const base = siteUrl.replace(/\/+$/, '');
  const suffix = path && path !== '/' ? (path.startsWith('/') ? path : `/${path}`) : '';
  return `${base}/${locale}${suffix}`;
}

/** hreflang map for a page that exists in every language: en, ar and x-default (English). */
export function languageAlternates(siteUrl: string, path = ''): Record<Locale | 'x-default', string> {
  const entries = locales.map((l) => [l, absoluteUrl(siteUrl, l, path)] as const);
  return { ...Object.fromEntries(entries), 'x-default': absoluteUrl(siteUrl, defaultLocale, path) } as Record<Locale | 'x-default', string>;
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'ar' : 'en';
}

/**
 * `/${locale}${path}` with an optional query: the same as navigation's getPathname for this
 * routing (prefix always, no localised pathnames), but importing it pulls no client code into a
 * page. Use it in server components that render plain <a> (the landing, header, footer).
 */
export function localePath(locale: Locale, path = '/', query?: Record<string, string>): string {
  const clean = path === '/' || path === '' ? '' : path.startsWith('/') ? path : `/${path}`;
  const qs = query ? new URLSearchParams(query).toString() : '';
  return `/${locale}${clean}${qs ? `?${qs}` : ''}`;
}
