import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';
import { LazyToaster } from '@/components/providers/lazy-toaster';

// RTA test requests: the request and comment forms check in the browser too and raise toasts, so their
// messages (and only theirs) and the toaster travel with these pages.
const CLIENT_NAMESPACES = [
  'ui',
  'errors.common',
  'errors.rta',
  'validation',
  'fields.testType',
  'fields.preferredDate1',
  'fields.preferredDate2',
  'fields.preferredDate3',
  'fields.note',
  'fields.message',
  'rtaRequests',
] as const;

export default async function RtaRequestsLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <ClientIntl lang={lang} namespaces={CLIENT_NAMESPACES} toaster={(dir) => <LazyToaster dir={dir} />}>
      {children}
    </ClientIntl>
  );
}
