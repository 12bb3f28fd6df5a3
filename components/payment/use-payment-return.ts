'use client';

import { useEffect, useRef } from 'react';
import { verifyPaymentAction, type VerifyState } from '@/lib/payments/actions';

/**
 * Listens for the portal's own callback page (inside the frame, same origin only) naming the order
 * this panel opened, verifies it once, and hands the answer over. A page may hold several panels:
 * each answers only for the order it opened.
 */
export function usePaymentReturn(
  orderId: string | undefined,
  onAnswer: (answer: VerifyState | null, orderId: string) => void,
  onVerifying: () => void,
) {
  const open = useRef(orderId);
  open.current = orderId;
  const verifying = useRef(false);
  const handlers = useRef({ onAnswer, onVerifying });
  handlers.current = { onAnswer, onVerifying };

  useEffect(() => {
    const onMessage = async (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: string; ref?: string } | null;
      if (data?.type !== 'payment-return' || !data.ref || data.ref !== open.current || verifying.current) return;
      verifying.current = true;
      handlers.current.onVerifying();
      // no answer at all (a dropped connection): null, which the panel reads as R§8's generic error
      const answer = await verifyPaymentAction(data.ref).catch(() => null);
      verifying.current = false;
      handlers.current.onAnswer(answer, data.ref);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
}
