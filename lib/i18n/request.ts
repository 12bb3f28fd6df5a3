import { getRequestConfig } from 'next-intl/server';
import { isLocale, routing } from './routing';

// Per-request next-intl config: the locale comes from setRequestLocale (static pages) or the
// header next-intl's middleware sets (dynamic ones). Messages stay on the server; a client
// provider, where one is needed, passes only its own namespaces.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  return {
    locale,
    timeZone: 'Asia/Dubai',
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
