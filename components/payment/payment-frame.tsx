'use client';

import { useTranslations } from 'next-intl';
import styles from './payment-panel.module.css';

/**
 * The gateway's card page in a frame (R§4): 'Please wait while we loading payment data..' until it
 * has loaded, 'Please wait, we are verifying your payment..' once the gateway has sent it back.
 */
export function PaymentFrame({ src, phase, onLoaded }: { src: string; phase: 'loading' | 'open' | 'verifying'; onLoaded: () => void }) {
  const t = useTranslations('payment');
  return (
    <div className={styles.frameBox}>
      {phase !== 'open' ? (
        <p role="status" className={styles.status}>
          {phase === 'verifying' ? t('verifying') : t('loading')}
        </p>
      ) : null}
      <iframe title={t('frameTitle')} src={src} className={styles.frame} onLoad={onLoaded} referrerPolicy="no-referrer" />
    </div>
  );
}
