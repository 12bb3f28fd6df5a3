import type { ReactNode } from 'react';
import { FrameBreaker } from '@/components/ui/frame-breaker';
import { localeDirection, type Locale } from '@/lib/i18n/routing';
import '@/app/globals.css';

/**
 * The <html> document for sections outside the language prefix (/payment/…, /dev/): their
 * layout.tsx returns <BareDocument>{children}</BareDocument>, because the root layout is a
 * pass-through (see app/layout.tsx).
 */
export function BareDocument({ children, lang = 'en' }: { children: ReactNode; lang?: Locale }) {
  return (
    <html lang={lang} dir={localeDirection[lang]}>
      {/* This is an App Router root document (used by layout.tsx files), where <head> is right; next/head is Pages Router only. */}
      {/* eslint-disable-next-line @next/next/no-head-element -- see above */}
      <head>
        <FrameBreaker />
      </head>
      <body>{children}</body>
    </html>
  );
}
