import { useCallback, useEffect, useRef, useState } from 'react';
import { RESEND_SECONDS, remainingSeconds } from '@/lib/domain/otp';

export interface CountdownOptions {
  /** localStorage key holding the start time, e.g. 'otp-resend:signup'. */
  storageKey: string;
  total?: number;
  /** Start on mount when nothing is stored (the code was just sent). Default true. */
  autoStart?: boolean;
  /**
   * The seconds left when the server rendered the page (it knows when the code went out): the first
   * HTML and the hydrating render both show it, so the timer never starts at 3:00 and jumps.
   */
  initial?: number;
}

export interface Countdown {
  remaining: number;
  running: boolean;
  /** Start again from `total` (after a successful resend). */
  restart: () => void;
}

function readStart(key: string): number | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as { startedAt?: unknown } | null;
    return typeof stored?.startedAt === 'number' ? stored.startedAt : null;
  } catch {
    return null;
  }
}

/** Records a countdown's start, e.g. by the form that sent the code before opening the OTP screen. */
export function storeCountdownStart(key: string, startedAt = Date.now()): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ startedAt }));
  } catch {
    // Private mode or a full quota: the countdown still runs, it just won't survive a reload.
  }
}

function forget(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored then.
  }
}

/**
 * R§4 resend countdown: its start time is kept in localStorage so a reload resumes it; it is
 * removed when the screen unmounts. The time left is read from the clock on every tick, so a
 * throttled background tab shows the right value when it comes back.
 */
export function useCountdown({ storageKey, total = RESEND_SECONDS, autoStart = true, initial }: CountdownOptions): Countdown {
  // The server render and the first client render agree: the server's figure, else a full countdown (or none).
  const [remaining, setRemaining] = useState(initial ?? (autoStart ? total : 0));
  const startedAt = useRef<number | null>(null);

  const sync = useCallback(() => {
    const start = startedAt.current;
    setRemaining(start === null ? 0 : remainingSeconds({ startedAt: start, now: Date.now(), total }));
  }, [total]);

  useEffect(() => {
    // A ref survives React's development double mount, which runs the cleanup below once.
    startedAt.current ??= readStart(storageKey) ?? (autoStart ? Date.now() : null);
    if (startedAt.current !== null) storeCountdownStart(storageKey, startedAt.current);
    sync();
    return () => forget(storageKey);
  }, [storageKey, autoStart, sync]);

  const running = remaining > 0;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(sync, 1000);
    return () => window.clearInterval(timer);
  }, [running, sync]);

  const restart = useCallback(() => {
    startedAt.current = Date.now();
    storeCountdownStart(storageKey, startedAt.current);
    sync();
  }, [storageKey, sync]);

  return { remaining, running, restart };
}
