'use client';

import { useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';

type Messages = Record<string, unknown>;

function merge(base: Messages, more: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(more)) {
    const prev = out[key];
    out[key] = prev && typeof prev === 'object' && value && typeof value === 'object' ? merge(prev as Messages, value as Messages) : value;
  }
  return out;
}

/**
 * A page's own client messages on top of its section's (a nested NextIntlClientProvider replaces the
 * messages above it, so they are merged here): only the extra namespaces travel with the page.
 */
export function MergeMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  const locale = useLocale();
  const section = useMessages() as Messages;
  const merged = useMemo(() => merge(section, messages), [section, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
