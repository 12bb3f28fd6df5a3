'use client';

import dynamic from 'next/dynamic';

// sonner (~10 kB gzip) arrives right after hydration instead of in the first load; toasts are
// only ever raised after that (sonner replays any raised before its Toaster subscribed).
export const LazyToaster = dynamic(() => import('@/components/providers/toaster').then((m) => m.Toaster), { ssr: false });
