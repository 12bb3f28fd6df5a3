import 'server-only';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isLocale, type Locale } from '@/lib/i18n/routing';

/** Every mock-test page: the language checked, static rendering hints, and its texts. */
export async function mockTestPage(
  params: Promise<{ lang: string }>,
): Promise<{ lang: Locale; t: Awaited<ReturnType<typeof getTranslations<'mockTest'>>> }> {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  return { lang, t: await getTranslations({ locale: lang, namespace: 'mockTest' }) };
}
