'use client';

import { useEffect } from 'react';
import { acquirePaymentLock, beatPaymentLock, PAYMENT_LOCK_BEAT_MS, releasePaymentLock } from './payment-lock';

/**
 * Holds the one-tab payment lock (payment-lock.ts) for as long as `holding`: beats while held, gives
 * it back when the page goes away (a reload, a closed tab, a link followed) and takes it again when
 * the browser brings the page back from its cache with the frame still open.
 */
export function usePaymentLock(holding: boolean): void {
  useEffect(() => {
    if (!holding) return;
    const timer = window.setInterval(() => beatPaymentLock(), PAYMENT_LOCK_BEAT_MS);
    const leave = () => releasePaymentLock();
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) acquirePaymentLock();
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
    };
  }, [holding]);
}
