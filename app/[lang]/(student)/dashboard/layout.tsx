import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';
import { QueryProvider } from '@/components/providers/query-provider';
import { LazyToaster } from '@/components/providers/lazy-toaster';

// The dashboard's client side: only the namespaces every page's client parts read, the query cache its
// pages hydrate from their server prefetch, and the one toaster. A page that needs more adds its own on
// top (MoreClientMessages in payment/layout.tsx, documents/layout.tsx): they used to travel with every
// page, ~10 KB of Arabic JSON in each dashboard page's payload (issue 22, TBT).
const CLIENT_NAMESPACES = ['account', 'ui', 'errors.common', 'schedules.bookButton'] as const;

export default async function DashboardLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <ClientIntl lang={lang} namespaces={CLIENT_NAMESPACES} toaster={(dir) => <LazyToaster dir={dir} />}>
      <QueryProvider>{children}</QueryProvider>
    </ClientIntl>
  );
}
