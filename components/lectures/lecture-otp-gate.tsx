'use client';

import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { OtpField } from '@/components/auth/otp-field';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useActionButton } from '@/components/forms/use-action-answer';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import type { FormState } from '@/lib/forms/form-state';
import styles from './lectures.module.css';

type Action = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;
type CodeValues = { otp: string };
const resolver = lazyZodResolver<CodeValues>(() => import('@/lib/schemas/lectures').then((m) => m.lectureOtpSchema));

/** Seconds until `expiry` (ISO), ticking; 0 once it has passed. */
function useSecondsLeft(expiry: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiry) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expiry]);
  return expiry ? Math.max(0, Math.ceil((Date.parse(expiry) - now) / 1000)) : 0;
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * `pending`: the expiry of a code already sent (a send posted before the scripts ran renders the page
 * again: the code form shows from the server's answer).
 *
 * The lecture OTP (D§4, D§9): send a code, type it within its 5 minutes. When the window closes the
 * code form goes and D§8's 'Time is up! Your session has expired.' shows, with a way to a new code.
 */
export function LectureOtpGate({
  send,
  verify,
  expired,
  pending: waiting,
}: {
  send: Action;
  verify: Action;
  expired: boolean;
  pending: string | null;
}) {
  const t = useTranslations('lecture');
  const sender = useActionButton({ action: send });
  const expiry = typeof sender.state.data?.otpExpiry === 'string' ? sender.state.data.otpExpiry : waiting;
  const left = useSecondsLeft(expiry);
  const { form, state, pending, formProps, errorFor } = useActionForm<CodeValues>({
    action: verify,
    defaultValues: { otp: '' },
    resolver,
    secrets: ['otp'],
  });
  const open = expiry !== null && left > 0;
  const timeUp = (expiry !== null && left === 0) || (expiry === null && expired);

  return (
    <section className={styles.card} aria-labelledby="lecture-otp-title">
      <h2 id="lecture-otp-title">{t('otpTitle')}</h2>
      <p>{t('otpLead')}</p>
      {timeUp ? (
        <p role="alert" className={styles.alert}>
          {t('timeUp')}
        </p>
      ) : null}
      {open ? (
        <form {...formProps}>
          {state.formError ? <p role="alert">{state.formError}</p> : null}
          <Controller
            name="otp"
            control={form.control}
            render={({ field }) => <OtpField label={t('codeLabel')} value={field.value} onChange={field.onChange} error={errorFor('otp')} />}
          />
          <p className={styles.badge} aria-live="polite">
            {t('expiresIn', { time: clock(left) })}
          </p>
          <Button type="submit" loading={pending}>
            {t('verify')}
          </Button>
        </form>
      ) : (
        <form {...sender.formProps}>
          {sender.state.formError ? <p role="alert">{sender.state.formError}</p> : null}
          <Button type="submit" loading={sender.pending}>
            {expiry || expired ? t('sendAgain') : t('sendCode')}
          </Button>
        </form>
      )}
    </section>
  );
}
