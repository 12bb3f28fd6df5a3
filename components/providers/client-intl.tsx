import type { ReactNode } from 'react';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { localeDirection, routing, type Locale } from '@/lib/i18n/routing';
import { MergeMessages } from './merge-messages';

// Only the namespaces a section's client parts read go to the browser (the rest stays on the
// server). A namespace may be a path ('errors.auth'): just that part of it travels.

type Messages = Record<string, unknown>;

function pick(messages: Messages, paths: readonly string[]): Messages {
  const out: Messages = {};
  for (const path of paths) {
    const parts = path.split('.');
    let source: unknown = messages;
    for (const part of parts) source = (source as Messages | undefined)?.[part];
    if (source === undefined) continue;
    let target = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) target[part] = source;
      else target = (target[part] ??= {}) as Messages;
    });
  }
  return out;
}

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
  const messages = (await getMessages({ locale })) as Messages;
  return (
    // a section with a toaster sends the toaster's own label too (its live region's name)
    <NextIntlClientProvider locale={locale} messages={pick(messages, [...new Set([...namespaces, ...(toaster ? ['ui.toasts'] : [])])])}>
      {children}
      {toaster?.(localeDirection[locale])}
    </NextIntlClientProvider>
  );
}

/** A page's own namespaces on top of its section's ClientIntl (only these travel with the page). */
export async function MoreClientMessages({ lang, namespaces, children }: { lang: string; namespaces: readonly string[]; children: ReactNode }) {
  const locale: Locale = hasLocale(routing.locales, lang) ? lang : routing.defaultLocale;
  const messages = (await getMessages({ locale })) as Messages;
  return <MergeMessages messages={pick(messages, [...new Set(namespaces)])}>{children}</MergeMessages>;
}
