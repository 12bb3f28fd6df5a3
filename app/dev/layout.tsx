import type { ReactNode } from 'react';
import { BareDocument } from '@/components/layout/bare-document';

// /dev/ sits outside app/[lang] (the spec lists it without a language prefix); its labels are bilingual.
export default function DevLayout({ children }: { children: ReactNode }) {
  return <BareDocument>{children}</BareDocument>;
}
