import type { ReactNode } from 'react';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { Toaster } from '@/components/providers/toaster';
import { localeDirection, routing } from '@/lib/i18n/routing';

// Login, forgot and reset password: only the namespaces their forms read go to the browser,
// and one toaster that survives the moves between these screens.
const CLIENT_NAMESPACES = ['login', 'forgotPassword', 'resetPassword', 'validation', 'fields', 'ui'] as const;

export default async function AuthLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
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
