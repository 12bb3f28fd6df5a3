'use client';

import { useEffect, useRef } from 'react';
import { useActionAnswer } from '@/components/forms/use-action-answer';
import { verifyPaymentAction, type VerifyAnswer } from '@/lib/payments/actions';
import { toast } from '@/lib/toast';

/** Inside the payment frame: tells the portal window (same origin only). On its own: verifies here. */
export function PaymentReturn({ orderId }: { orderId: string }) {
  // the one form pattern: a refusal's toast is raised by it; a verdict is shown here, then its page
  const { run } = useActionAnswer<VerifyAnswer>({ action: verifyPaymentAction, fullLoad: true }, ({ verify }) => {
    if (!verify) return;
    if (verify.ok) toast.success(verify.title, { description: verify.text });
    else toast.error(verify.title, { description: verify.text });
    const next = verify.redirectTo ?? verify.errorPage;
    if (next) window.location.assign(next);
  });
  const send = useRef(run);
  send.current = run;

  useEffect(() => {
    if (window.parent !== window) {
      window.parent.postMessage({ type: 'payment-return', ref: orderId }, window.location.origin);
      return;
    }
    send.current({ orderId });
  }, [orderId]);
  return null;
}
