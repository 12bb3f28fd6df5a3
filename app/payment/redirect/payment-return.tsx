'use client';

import { useEffect } from 'react';
import { verifyPaymentAction } from '@/lib/payments/actions';
import { toast } from '@/lib/toast';

/** Inside the payment frame: tells the portal window (same origin only). On its own: verifies here. */
export function PaymentReturn({ orderId }: { orderId: string }) {
  useEffect(() => {
    if (window.parent !== window) {
      window.parent.postMessage({ type: 'payment-return', ref: orderId }, window.location.origin);
      return;
    }
    void verifyPaymentAction(orderId).then((answer) => {
      if (answer.ok) toast.success(answer.title, { description: answer.text });
      else toast.error(answer.title, { description: answer.text });
      const next = answer.redirectTo ?? answer.errorPage;
      if (next) window.location.assign(next);
    });
  }, [orderId]);
  return null;
}
