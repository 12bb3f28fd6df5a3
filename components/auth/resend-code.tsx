'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { storeCountdownStart } from '@/components/ui/hooks/use-countdown';
import { ResendCountdown } from '@/components/ui/resend-countdown';
import { toast } from '@/lib/toast';
import { resendCodeAction } from './resend-action';

export interface ResendCodeProps {
  /** localStorage key of this screen's countdown. */
  countdownKey: string;
  /** When the code went out (the server's clock), so the countdown resumes after a reload or in another tab. */
  sentAt: number | null;
  /** Seconds left before a resend, on the server's clock when the page was rendered. */
  resendIn?: number;
  /** R§8 words: the sign-up screen has its own texts; the other flows say 'Unable to send OTP'. */
  flow: 'signup' | 'other';
}

/** Keeps the countdown on the server's clock: the code was sent at `sentAt`, maybe in another tab. */
function seed(key: string, sentAt: number | null) {
  if (sentAt === null || typeof window === 'undefined') return;
  try {
    const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as { startedAt?: number } | null;
    if (!stored?.startedAt || stored.startedAt < sentAt) storeCountdownStart(key, sentAt);
  } catch {
    storeCountdownStart(key, sentAt);
  }
}

/** 'Resend OTP' behind the 180 s countdown (R§4), with the R§8 toasts. The same on every code screen. */
export function ResendCode({ countdownKey, sentAt, resendIn, flow }: ResendCodeProps) {
  const t = useTranslations('otp');
  // Before the countdown's own effect reads localStorage (children's effects run first).
  useState(() => seed(countdownKey, sentAt));

  async function resend() {
    const answer = await resendCodeAction();
    if (answer.ok) {
      toast.success(t('resentTitle'), { description: t('resentText') });
      return true;
    }
    if (answer.code === 'otp_send_limit' || answer.code === 'otp_too_early') toast.error(answer.error ?? t('resendFailedOther'));
    else if (flow === 'other') toast.error(t('resendFailedOther'));
    else if (answer.code === 'otp_no_pending') toast.error(t('noTokenTitle'), { description: t('noTokenText') });
    else toast.error(t('resendFailedTitle'), { description: t('resendFailedText') });
    return false;
  }

  return <ResendCountdown storageKey={countdownKey} onResend={resend} initialRemaining={resendIn} />;
}
