'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import styles from './payment-panel.module.css';

/** A failed attempt as the learner reads it: R§8's title and words, and why (R§4). */
export interface Failure {
  title: string;
  text: string;
  reason?: string;
  /** a failure the learner may retry now (not a payment the bank has yet to confirm) */
  retry?: boolean;
}

/** role=alert: announced when the frame closes on a failure; the choices above it are still there. */
export function PaymentFailure({ failure }: { failure: Failure | null }) {
  const t = useTranslations('payment');
  const box = useRef<HTMLDivElement>(null);
  const loaded = useRef(failure);
  // the frame that was here has just closed: bring the answer into view on a phone's short screen
  // (not a failure the page was loaded with: that one waits where it is)
  useEffect(() => {
    if (failure && failure !== loaded.current) box.current?.scrollIntoView?.({ block: 'center' });
  }, [failure]);
  if (!failure) return null;
  return (
    <div ref={box} role="alert" className={styles.failure}>
      <p className={styles.failureTitle}>{failure.title}</p>
      {failure.reason ? <p>{failure.reason}</p> : null}
      <p>{failure.text}</p>
      {failure.retry ? <p className={styles.failureNote}>{t('retryNote')}</p> : null}
    </div>
  );
}
