'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { cx } from '@/components/ui/aria';
import styles from './mock-test.module.css';

/** mm:ss in Latin digits (a clock reads the same in both languages). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The time left on the API's clock when the page was rendered, counted down here; at zero the page
 * is fetched again, so the server (which refuses late answers) says the time is up.
 */
export function TestTimer({ remainingSeconds, label }: { remainingSeconds: number; label: string }) {
  const router = useRouter();
  const refresh = useRef(router.refresh);
  refresh.current = router.refresh;
  const [left, setLeft] = useState(remainingSeconds);
  useEffect(() => {
    // the end is fixed when the server's figure arrives, not on every render
    const end = Date.now() + remainingSeconds * 1000;
    const id = window.setInterval(() => {
      const next = Math.max(0, Math.round((end - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) {
        window.clearInterval(id);
        refresh.current();
      }
    }, 1000);
    return () => window.clearInterval(id);
  }, [remainingSeconds]);
  return (
    <p className={cx(styles.timer, left <= 60 && styles.timerLow)} role="timer" aria-label={`${label} ${formatClock(left)}`}>
      <span>{label}</span>
      <bdi dir="ltr">{formatClock(left)}</bdi>
    </p>
  );
}
