import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { env } from '@/lib/env';

// Pass-through root layout. The documents (<html lang dir>) are rendered one level down, by
// app/[lang]/layout.tsx for localised pages and by <BareDocument> for unprefixed sections
// (/payment, /dev), because only there is the language known without reading the request.
export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
