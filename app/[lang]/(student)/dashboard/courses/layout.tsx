import type { ReactNode } from 'react';
import { MoreClientMessages } from '@/components/providers/client-intl';

// The Courses tab's one client part, 'Skip this stage': its labels and its refusal travel with this page
// only, on top of the dashboard's (without them the button failed to render: MISSING_MESSAGE).
const COURSES_NAMESPACES = ['courses.skipStage', 'courses.skipStageFor', 'errors.schedule'] as const;

export default async function CoursesLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <MoreClientMessages lang={lang} namespaces={COURSES_NAMESPACES}>
      {children}
    </MoreClientMessages>
  );
}
