import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';
import { Toaster } from '@/components/providers/toaster';

// E-mail verification: its toasts and texts.
const CLIENT_NAMESPACES = ['verifyEmail', 'ui'] as const;

export default async function VerifyEmailLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <ClientIntl lang={lang} namespaces={CLIENT_NAMESPACES} toaster={(dir) => <Toaster dir={dir} />}>
      {children}
    </ClientIntl>
  );
}
