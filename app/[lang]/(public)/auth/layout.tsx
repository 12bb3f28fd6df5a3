import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';
import { LazyToaster } from '@/components/providers/lazy-toaster';

// Login, forgot and reset password: one toaster that survives the moves between these screens.
const CLIENT_NAMESPACES = ['login', 'forgotPassword', 'resetPassword', 'otp', 'validation', 'fields', 'ui', 'errors.common'] as const;

export default async function AuthLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <ClientIntl lang={lang} namespaces={CLIENT_NAMESPACES} toaster={(dir) => <LazyToaster dir={dir} />}>
      {children}
    </ClientIntl>
  );
}
