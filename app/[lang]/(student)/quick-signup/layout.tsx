import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';
import { Toaster } from '@/components/providers/toaster';

// Quick sign-up's client side: its own texts, the shared sign-up field texts (course fields are
// the sign-up form's), the Emirates ID texts, and the one toaster.
const CLIENT_NAMESPACES = ['quickSignup', 'signup', 'eid', 'validation', 'fields', 'ui'] as const;

export default async function QuickSignupLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <ClientIntl lang={lang} namespaces={CLIENT_NAMESPACES} toaster={(dir) => <Toaster dir={dir} />}>
      {children}
    </ClientIntl>
  );
}
