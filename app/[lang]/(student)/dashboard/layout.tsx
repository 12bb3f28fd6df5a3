import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';
import { QueryProvider } from '@/components/providers/query-provider';
import { LazyToaster } from '@/components/providers/lazy-toaster';

// The dashboard's client side: only the namespaces its client parts read, the query cache its pages
// hydrate from their server prefetch, and the one toaster.
const CLIENT_NAMESPACES = [
  'account',
  'ui',
  'errors.common',
  'plan',
  'payment',
  'paymentPage',
  'documents',
  'validation',
  'fields.documentNumber',
  'schedules.bookButton',
  'lecture',
] as const;

export default async function DashboardLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <ClientIntl lang={lang} namespaces={CLIENT_NAMESPACES} toaster={(dir) => <LazyToaster dir={dir} />}>
      <QueryProvider>{children}</QueryProvider>
    </ClientIntl>
  );
}
