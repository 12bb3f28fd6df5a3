import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/**
 * Renders inside NextIntlClientProvider with the real messages (English unless told), and a query
 * cache of its own (lib/queries reads), so no test sees another's answers.
 */
export function renderWithIntl(ui: ReactElement, { locale = 'en', ...options }: { locale?: 'en' | 'ar' } & RenderOptions = {}) {
  const messages = locale === 'ar' ? ar : en;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Dubai">
        {children}
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}

/** The same providers as a plain element, for server HTML (renderToString) and hydration tests. */
export function withIntl(ui: ReactElement, locale: 'en' | 'ar' = 'en') {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? ar : en} timeZone="Asia/Dubai">
        {ui}
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
}
