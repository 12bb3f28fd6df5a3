import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale } from './routing';

/**
 * generateMetadata for a page search engines should not index (steps of a flow, pages behind a
 * login): its title from `<namespace>.metaTitle` in the page's language.
 */
export function unindexedPageMetadata(namespace: string, { follow = false }: { follow?: boolean } = {}) {
  return async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
    const { lang } = await params;
    if (!isLocale(lang)) return {};
    const t = await getTranslations({ locale: lang, namespace });
    return { title: t('metaTitle'), robots: { index: false, follow } };
  };
}
