import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';
import { LazyToaster } from '@/components/providers/lazy-toaster';

// The onboarding wizard and the thank-you page: the texts their client parts read, and the one
// toaster (notifications arriving live show there too).
const CLIENT_NAMESPACES = ['ui', 'errors.common', 'course.choose', 'course.chosen', 'course.chooseNamed', 'plan', 'payment'] as const;

export default async function OnboardingLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <ClientIntl lang={lang} namespaces={CLIENT_NAMESPACES} toaster={(dir) => <LazyToaster dir={dir} />}>
      {children}
    </ClientIntl>
  );
}
