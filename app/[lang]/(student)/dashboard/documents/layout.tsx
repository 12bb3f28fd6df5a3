import type { ReactNode } from 'react';
import { MoreClientMessages } from '@/components/providers/client-intl';

// The documents page's pickers and number forms: their messages travel with this page only.
const DOCUMENTS_NAMESPACES = ['documents', 'fields.documentNumber', 'validation'] as const;

export default async function DashboardDocumentsLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <MoreClientMessages lang={lang} namespaces={DOCUMENTS_NAMESPACES}>
      {children}
    </MoreClientMessages>
  );
}
