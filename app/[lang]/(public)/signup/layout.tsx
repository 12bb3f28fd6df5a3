import type { ReactNode } from 'react';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { localeDirection, routing } from '@/lib/i18n/routing';
import { LazyToaster } from './lazy-toaster';

// The sign-up and OTP screens' client side: only the namespaces their forms read, and the one
// toaster. Kept in this layout so a toast survives the move from /signup to /signup/otp.
const CLIENT_NAMESPACES = ['signup', 'eid', 'otp', 'validation', 'fields', 'ui'] as const;

export default async function SignupLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  const locale = hasLocale(routing.locales, lang) ? lang : routing.defaultLocale;
  const messages = await getMessages({ locale });
  const picked = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
      <LazyToaster dir={localeDirection[locale]} />
    </NextIntlClientProvider>
  );
}
