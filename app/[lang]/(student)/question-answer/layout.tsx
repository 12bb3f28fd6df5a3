import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';

// A lesson quiz: its labels, the score and the way on.
const CLIENT_NAMESPACES = ['ui', 'errors.common', 'lecture'] as const;

export default async function QuestionAnswerLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <ClientIntl lang={lang} namespaces={CLIENT_NAMESPACES}>
      {children}
    </ClientIntl>
  );
}
