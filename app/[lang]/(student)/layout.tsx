import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { requireStudent } from '@/lib/auth/viewer';
import { isLocale } from '@/lib/i18n/routing';

// Every page in here is a student's: the session is checked once for the whole section (middleware
// checked too; a revoked session fails here even with a copy of the cookie).
export default async function StudentLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  await requireStudent(lang);
  return children;
}
