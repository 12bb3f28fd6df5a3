import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';
import { LazyToaster } from '@/components/providers/lazy-toaster';

// Customer feedback without an account: the form's texts and the toaster for the server's message (D§8).
const CLIENT_NAMESPACES = ['feedback', 'validation', 'fields', 'ui', 'errors.common'] as const;

export default async function FeedbackLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <ClientIntl lang={lang} namespaces={CLIENT_NAMESPACES} toaster={(dir) => <LazyToaster dir={dir} />}>
      {children}
    </ClientIntl>
  );
}
