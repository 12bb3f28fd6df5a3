import type { ReactNode } from 'react';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { localeDirection, routing, type Locale } from '@/lib/i18n/routing';

// Only the namespaces a section's client parts read go to the browser (the rest stays on the
// server). Messages every client section may need to show server texts are always included.
const ALWAYS = ['serverMessages'] as const;

export async function ClientIntl({
  lang,
  namespaces,
  children,
  toaster,
}: {
  lang: string;
  namespaces: readonly string[];
  children: ReactNode;
  /** The section's toaster, given the document direction; kept in the layout so toasts survive navigation. */
  toaster?: (dir: 'ltr' | 'rtl') => ReactNode;
}) {
  const locale: Locale = hasLocale(routing.locales, lang) ? lang : routing.defaultLocale;
  const messages = await getMessages({ locale });
  const picked = Object.fromEntries([...new Set([...namespaces, ...ALWAYS])].filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
      {toaster?.(localeDirection[locale])}
    </NextIntlClientProvider>
  );
}
