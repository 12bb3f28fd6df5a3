import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';
import { Toaster } from '@/components/providers/toaster';

// The dashboard's client side: only the namespaces its client parts read, and the one toaster.
const CLIENT_NAMESPACES = ['account', 'ui'] as const;

export default async function DashboardLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <ClientIntl lang={lang} namespaces={CLIENT_NAMESPACES} toaster={(dir) => <Toaster dir={dir} />}>
      {children}
    </ClientIntl>
  );
}
