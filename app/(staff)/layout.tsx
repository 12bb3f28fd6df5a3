import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { BareDocument } from '@/components/layout/bare-document';
import { PATH_HEADER } from '@/lib/i18n/paths';
import { langOf } from '@/lib/staff/reports';

// The staff area (issue 25, D§2 "No prefix": the salesman and cashier report pages): its language is
// the page's ?lang= (the EN/AR switch), read from the path middleware forwards.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Staff area · منطقة الموظفين', robots: { index: false, follow: false } };

export default async function StaffLayout({ children }: { children: ReactNode }) {
  const path = (await headers()).get(PATH_HEADER) ?? '';
  const lang = langOf(new URLSearchParams(path.split('?')[1] ?? '').get('lang'));
  return <BareDocument lang={lang}>{children}</BareDocument>;
}
