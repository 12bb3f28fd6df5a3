'use client';

import { startTransition, useActionState, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import { useStateToasts } from '@/components/auth/use-state-toasts';
import { INITIAL_FORM_STATE } from '@/components/forms/form-state';
import { toast } from '@/lib/toast';
import { initiatePaymentAction, verifyPaymentAction, type PaymentState } from './payment-actions';
import { trackPurchase } from '@/lib/analytics';
import { acquirePaymentLock, releasePaymentLock } from './payment-lock';
import styles from './payment-panel.module.css';

type Status = 'idle' | 'initiated' | 'processing' | 'verifying' | 'locked';

/**
 * Complete Payment (R§4): Online (default) or At Firstdrive Center, then 'proceed to pay'. Online
 * opens the gateway's card page in a frame; the gateway sends the learner back to /payment/redirect
 * inside the frame, which tells this window the order; this window verifies it. One browser tab
 * handles a payment at a time (R§9: the lock lasts 10 minutes).
 */
export function PaymentPanel({
  payableFils,
  initialMethod,
  retry,
  methods = ['online', 'edsCenter'],
  busy = false,
  purpose = 'course',
  items = [],
  title,
}: {
  payableFils: number;
  initialMethod: 'online' | 'edsCenter';
  retry: boolean;
  /** what is paid for: the course, additional fees or elite add-ons (the API prices each) */
  purpose?: 'course' | 'additional' | 'elite';
  /** the fees or add-ons chosen */
  items?: readonly string[];
  /** the panel's heading, when a page has more than one */
  title?: string;
  /** later stages are paid online only (the centre collects what a learner registered to pay there) */
  methods?: readonly ('online' | 'edsCenter')[];
  /** the plan is changing: the amount is about to change too */
  busy?: boolean;
}) {
  const t = useTranslations('payment');
  const [method, setMethod] = useState(methods.includes(initialMethod) ? initialMethod : methods[0]!);
  const [status, setStatus] = useState<Status>('idle');
  const [result, setResult] = useState('');
  const [state, dispatch, pending] = useActionState(initiatePaymentAction, INITIAL_FORM_STATE as PaymentState);
  const verifying = useRef(false);
  // a page may hold several panels: each answers only for the order it opened
  const openOrder = useRef<string | undefined>(undefined);
  openOrder.current = state.orderId;
  const titleId = useId();
  useStateToasts(state);

  useEffect(() => {
    if (state.redirectTo) {
      releasePaymentLock();
      window.location.assign(state.redirectTo);
    } else if (state.status === 'done' && state.paymentUrl) setStatus('initiated');
    else if (state.status === 'failed') {
      releasePaymentLock();
      setStatus('idle');
    }
  }, [state]);

  useEffect(() => {
    const onMessage = async (event: MessageEvent) => {
      // only the portal's own callback page, inside our frame, speaks here
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: string; ref?: string } | null;
      if (data?.type !== 'payment-return' || !data.ref || data.ref !== openOrder.current || verifying.current) return;
      verifying.current = true;
      setStatus('verifying');
      const answer = await verifyPaymentAction(data.ref);
      releasePaymentLock();
      if (answer.ok) {
        toast.success(answer.title, { description: answer.text });
        // R§7: the purchase value and the conversion, through the one analytics module
        trackPurchase({ orderId: data.ref, amountFils: payableFils });
      } else toast.error(answer.title, { description: answer.text });
      setResult(`${answer.title}: ${answer.text}`);
      // a moment to read the answer before the next page (a toast does not outlive a page load)
      if (answer.redirectTo) window.setTimeout(() => window.location.assign(answer.redirectTo!), 1500);
      else {
        verifying.current = false;
        setStatus('idle');
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [payableFils]);

  const proceed = () => {
    if (!acquirePaymentLock()) {
      setStatus('locked');
      return;
    }
    const data = new FormData();
    data.set('purpose', purpose);
    data.set('items', items.join(','));
    data.set('method', method);
    data.set('retry', retry ? '1' : '0');
    data.set('amountFils', String(payableFils));
    startTransition(() => dispatch(data));
  };

  const frameOpen = (status === 'initiated' || status === 'processing' || status === 'verifying') && state.paymentUrl;
  return (
    <section aria-labelledby={titleId} className={styles.panel}>
      <h3 id={titleId} className={styles.title}>
        {title ?? t('title')}
      </h3>
      {!frameOpen ? (
        <>
          <fieldset className={styles.methods}>
            <legend className={styles.legend}>{t('methodLabel')}</legend>
            {methods.map((value) => (
              <label key={value} className={styles.method}>
                <input type="radio" name={`${titleId}-method`} value={value} checked={method === value} onChange={() => setMethod(value)} />
                <span>{t(`methods.${value}`)}</span>
              </label>
            ))}
          </fieldset>
          <button
            type="button"
            className={styles.pay}
            disabled={payableFils <= 0 || pending || busy || (purpose !== 'course' && items.length === 0)}
            aria-busy={pending || busy || undefined}
            onClick={proceed}
          >
            {t('proceed')}
          </button>
          {payableFils <= 0 ? <p className={styles.hint}>{t('nothingToPay')}</p> : null}
          {result ? (
            <p role="status" className={styles.status}>
              {result}
            </p>
          ) : null}
          {status === 'locked' ? <FormAlert message={t('anotherTab')} /> : null}
          <FormAlert message={state.formError} />
        </>
      ) : (
        <div className={styles.frameBox}>
          {status !== 'processing' ? (
            <p role="status" className={styles.status}>
              {result || (status === 'verifying' ? t('verifying') : t('loading'))}
            </p>
          ) : null}
          <iframe
            title={t('frameTitle')}
            src={state.paymentUrl ?? undefined}
            className={styles.frame}
            onLoad={() => setStatus((s) => (s === 'initiated' ? 'processing' : s))}
            referrerPolicy="no-referrer"
          />
        </div>
      )}
    </section>
  );
}
