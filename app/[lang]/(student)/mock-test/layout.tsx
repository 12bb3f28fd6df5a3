import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';
import { LazyToaster } from '@/components/providers/lazy-toaster';

// The mock-test flow (D§2): its forms check in the browser and raise toasts, so their messages and the
// toaster travel with these pages (the code step reads the shared code texts).
const CLIENT_NAMESPACES = [
  'ui',
  'otp',
  'errors.common',
  'errors.auth',
  'errors.mockTest',
  'validation',
  'fields.otp',
  'fields.testLanguage',
  'fields.answer',
  'fields.mockTest',
  'mockTest',
] as const;

export default async function MockTestLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <ClientIntl lang={lang} namespaces={CLIENT_NAMESPACES} toaster={(dir) => <LazyToaster dir={dir} />}>
      {children}
    </ClientIntl>
  );
}
