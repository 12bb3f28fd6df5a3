import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';
import { LazyToaster } from '@/components/providers/lazy-toaster';

// Quick sign-up's client side: its own texts, the shared sign-up form's texts, the Emirates ID
// texts, and the one toaster.
const CLIENT_NAMESPACES = ['quickSignup', 'signup', 'eid', 'validation', 'fields', 'ui', 'errors.common', 'errors.upload'] as const;

export default async function QuickSignupLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <ClientIntl lang={lang} namespaces={CLIENT_NAMESPACES} toaster={(dir) => <LazyToaster dir={dir} />}>
      {children}
    </ClientIntl>
  );
}
