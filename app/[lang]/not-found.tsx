import { getLocale } from 'next-intl/server';
import { NotFoundScreen } from '@/components/layout/not-found-screen';
import { isLocale } from '@/lib/i18n/routing';

// notFound() anywhere under /{lang}. Next renders this boundary into every page of the segment,
// the static landing included, so it must not read the request: the language switch therefore
// points at the other language's /page-not-found (the catch-all has its own, path-keeping one).
export default async function LocaleNotFound() {
  const requested = await getLocale();
  const lang = isLocale(requested) ? requested : 'en';
  return <NotFoundScreen lang={lang} path={`/${lang}/page-not-found`} />;
}
