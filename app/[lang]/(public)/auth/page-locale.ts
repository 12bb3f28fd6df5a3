import 'server-only';
import { getLocale } from 'next-intl/server';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';

/** The language of the page a server action was posted from (next-intl's middleware header). */
export async function pageLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : routing.defaultLocale;
}
