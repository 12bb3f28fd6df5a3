import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';
import { LazyToaster } from '@/components/providers/lazy-toaster';

// A session's details: the cancel dialog, rating and comment forms check in the browser too, and
// raise toasts (D§8), so their messages and the toaster travel with these pages.
const CLIENT_NAMESPACES = ['ui', 'errors.common', 'validation', 'fields.reason', 'fields.rating', 'fields.comment', 'schedules'] as const;

export default async function SchedulesLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <ClientIntl lang={lang} namespaces={CLIENT_NAMESPACES} toaster={(dir) => <LazyToaster dir={dir} />}>
      {children}
    </ClientIntl>
  );
}
