import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';
import { LazyToaster } from '@/components/providers/lazy-toaster';

// The sign-up and OTP screens' client side: only the namespaces their forms read, and the one
// toaster. Kept in this layout so a toast survives the move from /signup to /signup/otp.
const CLIENT_NAMESPACES = ['signup', 'eid', 'otp', 'validation', 'fields', 'ui', 'errors.common', 'errors.upload'] as const;

export default async function SignupLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <ClientIntl lang={lang} namespaces={CLIENT_NAMESPACES} toaster={(dir) => <LazyToaster dir={dir} />}>
      {children}
    </ClientIntl>
  );
}
