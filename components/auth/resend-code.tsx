'use client';

import { useRef, useState } from 'react';
import { useActionButton } from '@/components/forms/use-action-answer';
import { storeCountdownStart } from '@/components/ui/hooks/use-countdown';
import { ResendCountdown } from '@/components/ui/resend-countdown';
import { resendCodeAction } from '@/lib/auth/actions';

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

/**
 * 'Resend OTP' behind the 180 s countdown (R§4), on the one form pattern: the action answers with
 * R§8's toasts for this screen (lib/auth/actions.ts), the countdown starts again once a code went out.
 */
export function ResendCode({ countdownKey, sentAt, resendIn, flow }: ResendCodeProps) {
  // Before the countdown's own effect reads localStorage (children's effects run first).
  useState(() => seed(countdownKey, sentAt));
  // The countdown waits for the answer: sent (start again) or refused (the button stays available).
  const answered = useRef<((sent: boolean) => void) | null>(null);
  const { send } = useActionButton({
    action: resendCodeAction,
    onDone: () => answered.current?.(true),
    onFailed: () => answered.current?.(false),
  });
  const resend = () =>
    new Promise<boolean>((resolve) => {
      answered.current = resolve;
      send({ flow });
    });

  return <ResendCountdown storageKey={countdownKey} onResend={resend} initialRemaining={resendIn} />;
}
