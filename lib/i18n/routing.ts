import { defineRouting } from 'next-intl/routing';

// The two languages of the portal (R§2, R§9). Every localised route starts with one of them.
export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Writing direction per language; Arabic pages are right-to-left throughout. */
export const localeDirection: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

/** Open Graph locale tags (a UAE audience). */
export const ogLocale: Record<Locale, string> = { en: 'en_AE', ar: 'ar_AE' };

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  // hreflang alternates come from page metadata (indexable pages only), not a Link header on every response.
  alternateLinks: false,
  localeCookie: { name: 'NEXT_LOCALE', sameSite: 'lax', maxAge: 60 * 60 * 24 * 365 },
});

/**
 * Same check as next-intl's hasLocale, without importing the 'next-intl' entry: that entry also
 * exports NextIntlClientProvider, which then lands in the client bundle of every page that imports
 * it (11.8 kB gzip on the landing).
 */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
