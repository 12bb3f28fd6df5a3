import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';
import { LazyToaster } from '@/components/providers/lazy-toaster';

// The contract a learner signs by OTP from the centre's link (no login, D§6): its toasts and texts.
const CLIENT_NAMESPACES = ['contractRequest', 'otp', 'validation', 'fields', 'ui', 'errors.common', 'errors.auth'] as const;

export default async function ContractRequestLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <ClientIntl lang={lang} namespaces={CLIENT_NAMESPACES} toaster={(dir) => <LazyToaster dir={dir} />}>
      {children}
    </ClientIntl>
  );
}
