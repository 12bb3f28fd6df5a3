import type { ReactNode } from 'react';
import { AnalyticsMeta } from '@/components/analytics/analytics-meta';
import { notFound } from 'next/navigation';
import { requireStudent } from '@/lib/auth/viewer';
import { isLocale } from '@/lib/i18n/routing';

// Every page in here is a student's: the session is checked once for the whole section (middleware
// checked too; a revoked session fails here even with a copy of the cookie).
export default async function StudentLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  await requireStudent(lang);
  return (
    <>
      {/* the payment panel's purchase event (R§7) reads which adapter is on */}
      <AnalyticsMeta />
      {children}
    </>
  );
}
