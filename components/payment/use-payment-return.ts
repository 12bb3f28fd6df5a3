'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useActionAnswer } from '@/components/forms/use-action-answer';
import { verifyPaymentAction, type VerifyAnswer, type VerifyState } from '@/lib/payments/actions';

/**
 * Listens for the portal's own callback page (inside the frame, same origin only) naming the order
 * this panel opened, verifies it once through the one form pattern (the order sent as the verify
 * action's values), and hands the answer over. A page may hold several panels: each answers only for
 * the order it opened. `announced`: the answer's toast is already up (a refusal, raised by the pattern).
 */
export function usePaymentReturn(
  orderId: string | undefined,
  onAnswer: (answer: VerifyState, orderId: string, announced: boolean) => void,
  onVerifying: () => void,
) {
  const t = useTranslations('payment');
  const open = useRef(orderId);
  open.current = orderId;
  const verifying = useRef<string | null>(null);
  const handlers = useRef({ onAnswer, onVerifying });
  handlers.current = { onAnswer, onVerifying };

  const { run } = useActionAnswer<VerifyAnswer>({ action: verifyPaymentAction, fullLoad: true }, (next) => {
    const ref = verifying.current;
    verifying.current = null;
    if (!ref) return;
    // no verdict (the order unreadable, the portal out of reach): the refusal's words, R§8's generic ones at the least
    const shown = next.verify ?? {
      ok: false,
      title: next.formError ?? t('errorTitle'),
      text: next.toastDetail ?? (next.formError ? '' : t('somethingWrong')),
    };
    handlers.current.onAnswer(shown, ref, !next.verify && Boolean(next.formError || next.toasts?.length));
  });
  const send = useRef(run);
  send.current = run;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: string; ref?: string } | null;
      if (data?.type !== 'payment-return' || !data.ref || data.ref !== open.current || verifying.current) return;
      verifying.current = data.ref;
      handlers.current.onVerifying();
      send.current({ orderId: data.ref });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
}
