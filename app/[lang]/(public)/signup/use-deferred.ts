'use client';

import { useEffect } from 'react';

/**
 * Fetches a lazily imported module once the page is idle, so it is in place before the person
 * needs it: first-load JS stays small and the first submit does not wait for the network.
 */
export function usePreload(load: () => Promise<unknown>): void {
  useEffect(() => {
    const run = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(run, 1000);
    return () => window.clearTimeout(timer);
  }, [load]);
}
