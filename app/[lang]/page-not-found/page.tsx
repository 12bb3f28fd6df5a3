import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isLocale } from '@/lib/i18n/routing';

// /{lang}/page-not-found – the named not-found page (D§2); answers 404 like any unmatched path.
export default async function PageNotFound({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (isLocale(lang)) setRequestLocale(lang);
  notFound();
}
