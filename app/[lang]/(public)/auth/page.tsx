import { hasLocale } from 'next-intl';
import { notFound, redirect } from 'next/navigation';
import { loginPath } from '@/lib/i18n/guard';
import { routing } from '@/lib/i18n/routing';

// /{lang}/auth – the login screen is the only thing here; a returnTo travels along.
type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ returnTo?: string | string[] }> };

export default async function AuthIndexPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  const { returnTo } = await searchParams;
  redirect(loginPath(lang, Array.isArray(returnTo) ? returnTo[0] : returnTo));
}
