import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';

// The lecture video: the player's labels and its progress line.
const CLIENT_NAMESPACES = ['ui', 'errors.common', 'lecture'] as const;

export default async function LectureVideoLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <ClientIntl lang={lang} namespaces={CLIENT_NAMESPACES}>
      {children}
    </ClientIntl>
  );
}
