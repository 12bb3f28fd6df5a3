import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { NotFoundScreen } from '@/components/layout/not-found-screen';
import { PATH_HEADER } from '@/lib/i18n/paths';
import { isLocale } from '@/lib/i18n/routing';

// Not-found for unmatched paths. This route is dynamic anyway, so it can read the requested path
// and let the language switch keep it (/en/foo ⇄ /ar/foo).
export default async function UnmatchedNotFound() {
  const requested = await getLocale();
  const lang = isLocale(requested) ? requested : 'en';
  const path = (await headers()).get(PATH_HEADER) ?? `/${lang}/page-not-found`;
  return <NotFoundScreen lang={lang} path={path} />;
}
