import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/** Renders inside NextIntlClientProvider with the real messages (English unless told). */
export function renderWithIntl(ui: ReactElement, { locale = 'en', ...options }: { locale?: 'en' | 'ar' } & RenderOptions = {}) {
  const messages = locale === 'ar' ? ar : en;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Dubai">
      {children}
    </NextIntlClientProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
