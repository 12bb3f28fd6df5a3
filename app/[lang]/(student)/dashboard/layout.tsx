import type { ReactNode } from 'react';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { Toaster } from '@/components/providers/toaster';
import { localeDirection, routing } from '@/lib/i18n/routing';

// The dashboard's client side: only the namespaces its client parts read, and the one toaster.
const CLIENT_NAMESPACES = ['account', 'ui'] as const;

export default async function DashboardLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  const locale = hasLocale(routing.locales, lang) ? lang : routing.defaultLocale;
  const messages = await getMessages({ locale });
  const picked = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
      <Toaster dir={localeDirection[locale]} />
    </NextIntlClientProvider>
  );
}
