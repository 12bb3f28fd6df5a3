import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { EarlyInput } from '@/components/ui/early-input';
import { FrameBreaker } from '@/components/ui/frame-breaker';
import { headers } from 'next/headers';
import { isLocale, localeDirection } from '@/lib/i18n/routing';
import '../globals.css';

// The document of every localised page: <html lang dir> follows the first path segment.
// No NextIntlClientProvider here: the landing ships no next-intl client code. Route groups
// that need client translations ((public), (student)) add a provider in their own layout.

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0b5cab',
};

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'meta' });
  return {
    title: { default: t('siteName'), template: `%s · ${t('siteName')}` },
    applicationName: t('siteName'),
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '48x48' },
        { url: '/icon.svg', type: 'image/svg+xml' },
      ],
      apple: '/apple-touch-icon.png',
    },
    formatDetection: { telephone: false },
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  // Read the request: every page renders per request, so Next puts this request's CSP nonce on its
  // scripts (middleware.ts). One strict policy for every page, no cached HTML without a nonce.
  await headers();
  const tc = await getTranslations({ locale: lang, namespace: 'common' });
  return (
    <html lang={lang} dir={localeDirection[lang]}>
      <head>
        <FrameBreaker />
        <EarlyInput />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {tc('skipToContent')}
        </a>
        {children}
      </body>
    </html>
  );
}
