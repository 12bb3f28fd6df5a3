'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { formatCountdown } from '@/lib/domain/otp';
import { Button } from './button';
import { useCountdown } from './hooks/use-countdown';
import styles from './resend-countdown.module.css';

export interface ResendCountdownProps {
  /** localStorage key for this screen's countdown, e.g. 'otp-resend:signup'. */
  storageKey: string;
  /**
   * Sends a new code and shows its own toasts. Resolve to anything but `false` to restart the
   * countdown; resolve `false` or reject to leave the button enabled.
   */
  onResend: () => Promise<unknown> | unknown;
  total?: number;
  /** Seconds left when the server rendered the page; see useCountdown. */
  initialRemaining?: number;
}

/** 'You can request a new code in 3 : 00 minutes' and a Resend button enabled at 0. */
export function ResendCountdown({ storageKey, onResend, total, initialRemaining }: ResendCountdownProps) {
  const t = useTranslations('ui.countdown');
  const { remaining, running, restart } = useCountdown({ storageKey, total, initial: initialRemaining });
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      if ((await onResend()) !== false) restart();
    } catch {
      // The caller reported the failure; the button stays available for another try.
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={styles.resend}>
      {running ? (
        <p className={styles.text}>
          {t('resendIn')} {/* isolated left-to-right, so '3 : 00' never reads '00 : 3' inside Arabic text */}
          <bdi dir="ltr" role="timer" className={styles.time}>
            {formatCountdown(remaining)}
          </bdi>{' '}
          {remaining >= 60 ? t('minutes') : t('seconds')}
        </p>
      ) : null}
      <Button variant="link" onClick={resend} disabled={running} loading={sending}>
        {t('resend')}
      </Button>
    </div>
  );
}
