import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';

// The edit-profile form checks fields in the browser too: its messages travel with this page only.
const CLIENT_NAMESPACES = ['account', 'ui', 'errors.common', 'validation', 'fields'] as const;

export default async function EditProfileLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <ClientIntl lang={lang} namespaces={CLIENT_NAMESPACES}>
      {children}
    </ClientIntl>
  );
}
