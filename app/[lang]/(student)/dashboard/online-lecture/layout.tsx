import type { ReactNode } from 'react';
import { MoreClientMessages } from '@/components/providers/client-intl';

// The lecture code gate, the lecture-language form and the lesson list: their messages travel with
// this page only, on top of the dashboard's.
const LECTURE_NAMESPACES = ['lecture', 'errors.lecture', 'validation'] as const;

export default async function OnlineLectureLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <MoreClientMessages lang={lang} namespaces={LECTURE_NAMESPACES}>
      {children}
    </MoreClientMessages>
  );
}
