'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { onFirstToast, toastRaised } from '@/lib/toast';

const Toaster = dynamic(() => import('@/components/providers/toaster').then((m) => m.Toaster), { ssr: false });

/** The toaster, fetched with the first toast (lib/toast.ts), not with the page. */
export function LazyToaster({ dir }: { dir?: 'ltr' | 'rtl' }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (toastRaised()) setMounted(true);
    return onFirstToast(() => setMounted(true));
  }, []);
  return mounted ? <Toaster dir={dir} /> : null;
}
