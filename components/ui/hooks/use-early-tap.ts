'use client';

import { useEffect, useRef } from 'react';

// The hydrated half of lib/hydration/early-input.ts: a control that cannot work before hydration
// (it opens a dialog) carries data-early-tap="<name>"; a tap the inline script kept for it is acted
// on once the component is live, and from then on React handles the taps itself.

interface EarlyTaps {
  taps: Record<string, 1>;
  live: Record<string, boolean>;
}

declare global {
  interface Window {
    __earlyTaps?: EarlyTaps;
  }
}

/** Calls `onTap` once after mount when the control named `name` was tapped before hydration. */
export function useEarlyTap(name: string, onTap: () => void): { 'data-early-tap': string } {
  const handler = useRef(onTap);
  handler.current = onTap;
  useEffect(() => {
    const queue = window.__earlyTaps;
    if (!queue) return;
    queue.live[name] = true;
    if (queue.taps[name]) {
      delete queue.taps[name];
      handler.current();
    }
  }, [name]);
  return { 'data-early-tap': name };
}
