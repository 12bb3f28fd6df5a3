import type { ReactNode } from 'react';
import { MoreClientMessages } from '@/components/providers/client-intl';

// RTA test requests: the request and comment forms check in the browser too, so their messages (and only
// theirs) travel with these pages, on top of the dashboard's (whose toaster they use).
const RTA_NAMESPACES = [
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
    <MoreClientMessages lang={lang} namespaces={RTA_NAMESPACES}>
      {children}
    </MoreClientMessages>
  );
}
