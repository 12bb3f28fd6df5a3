import type { Metadata } from 'next';
import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { isLocale } from './routing';

type Titled<T, Path extends string> = T extends { metaTitle: string } ? Path : never;

/** A namespace of messages/en.json, one or two levels deep, that has a `metaTitle`. */
type TitledNamespace = {
  [N in keyof Messages & string]:
    Titled<Messages[N], N> | { [M in keyof Messages[N] & string]: Titled<Messages[N][M], `${N}.${M}`> }[keyof Messages[N] & string];
}[keyof Messages & string];

/**
 * generateMetadata for a page search engines should not index (steps of a flow, pages behind a
 * login): its title from `<namespace>.metaTitle` in the page's language.
 */
export function unindexedPageMetadata(namespace: TitledNamespace, { follow = false }: { follow?: boolean } = {}) {
  return async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
    const { lang } = await params;
    if (!isLocale(lang)) return {};
    const t = await getTranslations({ locale: lang });
    return { title: t(`${namespace}.metaTitle`), robots: { index: false, follow } };
  };
}
