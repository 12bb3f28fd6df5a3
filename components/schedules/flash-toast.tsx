'use client';

import { useEffect } from 'react';
import { toast } from '@/lib/toast';

/**
 * A toast for what the page was sent here to say (booked, cancelled, nothing available): raised once
 * when the page becomes interactive. The page shows the same words in its own status line, so a
 * person without JavaScript reads them too.
 */
export function FlashToast({ kind, title, description }: { kind: 'success' | 'error'; title: string; description?: string }) {
  useEffect(() => {
    toast[kind](title, description ? { description } : undefined);
  }, [kind, title, description]);
  return null;
}
