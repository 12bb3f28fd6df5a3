'use client';

import { useCallback, useEffect, useState } from 'react';
import { windowClosesAt } from '@/lib/domain/lecture-window';

export interface LectureWindow {
  /** the verified lecture OTP's window end (the centre's accessUntil, ISO) */
  accessUntil: string;
  /** the server's clock when the page read it (epoch ms) */
  serverNow: number;
}

/**
 * Whether the lecture window has closed: a timer for the moment it ends (checked again when the tab
 * comes back, since a sleeping phone's timers run late), or `close()` when the centre answered 403
 * lecture_otp_required first.
 */
export function useLectureWindow({ accessUntil, serverNow }: LectureWindow): { closed: boolean; close: () => void } {
  const [closed, setClosed] = useState(false);
  const close = useCallback(() => setClosed(true), []);
  useEffect(() => {
    const closesAt = windowClosesAt({ accessUntil, serverNow, clientNow: Date.now() });
    const check = () => {
      if (Date.now() >= closesAt) setClosed(true);
    };
    // setTimeout holds at most 2^31-1 ms (24.8 days); the window is 4 hours
    const timer = window.setTimeout(check, Math.min(2 ** 31 - 1, Math.max(0, closesAt - Date.now())));
    const onVisible = () => document.visibilityState === 'visible' && check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [accessUntil, serverNow]);
  return { closed, close };
}
